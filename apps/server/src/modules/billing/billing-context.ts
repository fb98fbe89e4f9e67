import type { InvoiceSeller } from '@pointeo/domain/issued-invoice';
import type { Database } from '../../db/client';
import type { PaymentProvider } from './providers/payment-provider';

/**
 * What billing's rules work with: the database, the configured provider, the app's address and clock,
 * and the seller's mentions every invoice issued now carries (the LEGAL_* settings).
 */
export interface BillingContext {
  db: Database;
  provider: PaymentProvider;
  baseUrl: string;
  now: () => Date;
  seller: InvoiceSeller;
}
