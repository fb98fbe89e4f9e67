import Stripe from 'stripe';
import type { StripeConfig } from '../../../../config';
import { PaymentProviderError } from '../payment-provider';

/** What every Stripe operation is given: the SDK client, and the configured prices and webhook secret. */
export interface StripeContext {
  stripe: Stripe;
  config: StripeConfig;
}

export function createStripeClient(config: StripeConfig): Stripe {
  const target = config.apiUrl ? new URL(config.apiUrl) : null;
  // No `apiVersion`: SPEC §7 names 2025-02-24.acacia, but the SDK's types describe only the version
  // it pins (Stripe.API_VERSION), so we use that one and upgrade it together with the SDK.
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 80_000,
    ...(target && {
      host: target.hostname,
      port: target.port || (target.protocol === 'https:' ? 443 : 80),
      protocol: target.protocol === 'https:' ? 'https' : 'http',
    }),
  });
}

export async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (error instanceof PaymentProviderError) throw error;
    throw toProviderError(error);
  }
}

export async function orNullWhenMissing<T>(request: () => Promise<T>): Promise<T | null> {
  try {
    return await call(request);
  } catch (error) {
    if (error instanceof PaymentProviderError && isResourceMissing(error.cause)) return null;
    throw error;
  }
}

function isResourceMissing(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing';
}

/** The caller shows its own French message (SPEC §8); the kind and the cause are for it and the logs. */
function toProviderError(error: unknown): PaymentProviderError {
  const message = error instanceof Error ? `Stripe\u202f: ${error.message}` : 'Stripe\u202f: erreur inconnue';
  return new PaymentProviderError(message, providerErrorKind(error), { cause: error });
}

function providerErrorKind(error: unknown): PaymentProviderError['kind'] {
  const { errors } = Stripe;
  if (error instanceof errors.StripeCardError) return 'card';
  if (error instanceof errors.StripeInvalidRequestError) return 'invalid_request';
  if (error instanceof errors.StripeAuthenticationError || error instanceof errors.StripePermissionError) {
    return 'configuration';
  }
  if (error instanceof errors.StripeConnectionError) return 'connection';
  // Rate limit, idempotency, API and anything unexpected: worth retrying later, not the user's fault.
  return 'api';
}
