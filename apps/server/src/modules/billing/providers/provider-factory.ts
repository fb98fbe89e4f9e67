import type { Config } from '../../../config';
import type { Database } from '../../../db/client';
import type { PaymentProvider } from './payment-provider';
import { createSimulatorProvider } from './simulator/simulator-provider';
import { createStripeProvider } from './stripe/stripe-provider';

/** Stripe when a secret key is configured, otherwise the embedded simulator. */
export function createPaymentProvider(options: {
  config: Config;
  db: Database;
  now: () => Date;
}): PaymentProvider {
  const { config } = options;
  if (config.stripe) return createStripeProvider(config.stripe);
  return createSimulatorProvider({ db: options.db, baseUrl: config.baseUrl, now: options.now });
}
