import { describe, expect, it } from 'vitest';
import { extractPdfText as extractText } from '../../../test/pdf-text';
import { sampleInvoice } from '../../../test/sample-invoice';
import { renderInvoicePdf } from './invoice-pdf';

const euroAmount = String.raw`(\d[\d ]*,\d{2} €)`;
const toCents = (amount: string) => Number(amount.replace(/[^\d]/g, ''));

function readAmount(text: string, label: string): string {
  const match = text.match(new RegExp(`${label.replace(/[()]/g, '\\$&')} ${euroAmount}`));
  if (!match) throw new Error(`« ${label} » introuvable dans : ${text}`);
  return match[1]!;
}

describe('renderInvoicePdf', () => {
  it('writes a small PDF whose French text reads back with an independent reader', async () => {
    const pdf = await renderInvoicePdf(sampleInvoice());

    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBeLessThan(50 * 1024);

    const text = await extractText(pdf);
    for (const expected of [
      'FACTURE',
      'FAC-20261122-0001',
      'Boulangerie Élodie & Fils',
      'SIRET : 73282932000074',
      'Abonnement Standard',
      '01/11/2026 au 30/11/2026',
      'Date : 22/11/2026',
      'payé',
      'é',
      '€',
      'N° TVA intracommunautaire',
      'indemnité forfaitaire pour frais de recouvrement de 40 €',
      'Merci pour votre confiance.',
      'Ce document a été généré automatiquement.',
    ]) {
      expect(text).toContain(expected);
    }

    const net = readAmount(text, 'Total HT');
    const vat = readAmount(text, 'TVA (20 %)');
    const gross = readAmount(text, 'Total TTC');
    expect([net, vat, gross]).toEqual(['24,99 €', '5,00 €', '29,99 €']);
    expect(toCents(net) + toCents(vat)).toBe(toCents(gross));
  });

  it("says 'Non renseignée' when the customer has no address", async () => {
    const sample = sampleInvoice();
    const pdf = await renderInvoicePdf({
      ...sample,
      customer: { ...sample.customer, address: null, postalCode: null, city: null },
    });
    expect(await extractText(pdf)).toContain('Non renseignée');
  });

  it('describes an upgrade prorata as such, and an unpaid renewal as awaiting payment', async () => {
    const pdf = await renderInvoicePdf(
      sampleInvoice({
        plan: 'Mise à niveau vers Premium',
        amounts: { netCents: 833, vatCents: 167, grossCents: 1000, vatRatePercent: 20 },
        paidAt: null,
        status: 'impayé',
      }),
    );
    const text = await extractText(pdf);
    expect(text).toContain('Mise à niveau vers Premium');
    expect(text).not.toContain('Abonnement Mise à niveau');
    expect(text).toContain('Date de paiement : en attente');
    expect(text).toContain('impayé');
    expect(readAmount(text, 'Total TTC')).toBe('10,00 €');
  });
});
