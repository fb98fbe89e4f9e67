import { describe, expect, it } from 'vitest';
import { issuedInvoiceContent } from './issued-invoice';

const seller = {
  companyName: 'Pointeo SAS',
  legalForm: 'SAS',
  shareCapital: '10 000 €',
  address: '1 rue de Paris, 75001 Paris',
  siret: '55208131766522',
  rcs: 'RCS Paris 552 081 317',
  vatNumber: 'FR00552081317',
  email: 'contact@pointeo.fr',
};

describe('issuedInvoiceContent', () => {
  it('writes both SIRETs grouped 3 3 3 5, as the invoice prints them', () => {
    const content = issuedInvoiceContent({
      customer: {
        name: 'Fromagerie Lucie',
        siret: '73282932000074',
        address: null,
        postalCode: null,
        city: null,
        email: 'lucie@example.fr',
      },
      plan: 'Standard',
      periodStart: '2026-11-01',
      periodEnd: '2026-11-30',
      amountCents: 2999,
      seller,
    });
    expect(content.customer.siret).toBe('732\u00a0829\u00a0320\u00a000074');
    expect(content.seller?.siret).toBe('552\u00a0081\u00a0317\u00a066522');
    expect(content.amounts).toEqual({ netCents: 2499, vatCents: 500, grossCents: 2999, vatRatePercent: 20 });
  });
});
