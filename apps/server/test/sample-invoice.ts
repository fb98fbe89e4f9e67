import { loadConfig } from '../src/config';
import type { InvoicePdfData } from '../src/modules/invoices/invoice-pdf';

/** A Standard-plan invoice with the default (placeholder) issuer details, for tests and benchmarks. */
export function sampleInvoice(overrides: Partial<InvoicePdfData> = {}): InvoicePdfData {
  const { invoiceSeller } = loadConfig({});
  return {
    number: 'FAC-20261122-0001',
    issuedAt: new Date('2026-11-22T09:15:00Z'),
    paidAt: new Date('2026-11-22T09:14:00Z'),
    status: 'payé',
    plan: 'Standard',
    periodStart: new Date('2026-11-01T00:00:00Z'),
    periodEnd: new Date('2026-11-30T00:00:00Z'),
    amounts: { netCents: 2499, vatCents: 500, grossCents: 2999, vatRatePercent: 20 },
    customer: {
      name: 'Boulangerie Élodie & Fils',
      siret: '73282932000074',
      address: '3 place du Marché',
      postalCode: '69002',
      city: 'Lyon',
      email: 'compta@boulangerie-elodie.fr',
    },
    issuer: invoiceSeller,
    ...overrides,
  };
}
