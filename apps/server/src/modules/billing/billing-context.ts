import type { Database } from '../../db/client';
import type { PaymentProvider } from './providers/payment-provider';

/** What billing's rules work with: the database, the configured provider, the app's address and clock. */
export interface BillingContext {
  db: Database;
  provider: PaymentProvider;
  baseUrl: string;
  now: () => Date;
}
