import { AppError } from '../../lib/app-error';
import { PaymentProviderError } from './providers/payment-provider';

/** A provider failure becomes the SPEC §8 message of the action; a missing price id says so. */
export async function callProvider<T>(message: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const failure =
      error instanceof PaymentProviderError && error.kind === 'configuration'
        ? new AppError('PAYMENT_CONFIGURATION', 503, error.message)
        : error instanceof PaymentProviderError && error.kind === 'card'
          ? new AppError('PAYMENT_DECLINED', 402, `${message}\u202f: ${error.message}`)
          : new AppError('PAYMENT_PROVIDER_FAILED', 502, message);
    failure.cause = error;
    throw failure;
  }
}
