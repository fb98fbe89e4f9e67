import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useSimulatorBilling } from '../../../test/billing';
import { companies } from '../../db/schema/accounts';

const clock = new Date('2026-11-10T09:00:00Z');
const { db, newCompany, anonymous, subscribe } = useSimulatorBilling(() => clock);

describe('invoice PDF', () => {
  it('gives a company its own invoice and refuses everything else', async () => {
    const owner = await newCompany('Facture Propriétaire');
    const other = await newCompany('Facture Voisine');
    await subscribe(owner, 'Standard');
    const [invoice] = await owner.invoices();

    const pdf = await owner.request('GET', `/api/invoices/${invoice!.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="facture-${invoice!.number}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const anonymousDownload = await anonymous('GET', `/api/invoices/${invoice!.id}/pdf`);
    expect(anonymousDownload.statusCode).toBe(401);
    expect(anonymousDownload.json().error.message).toBe('Utilisateur non authentifié');

    const foreign = await other.request('GET', `/api/invoices/${invoice!.id}/pdf`);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({
      error: { code: 'INVOICE_FORBIDDEN', message: "Vous n'avez pas accès à cette facture" },
    });

    for (const id of ['00000000-0000-4000-8000-000000000000', 'pas-un-identifiant', "1' or '1'='1"]) {
      const missing = await owner.request('GET', `/api/invoices/${encodeURIComponent(id)}/pdf`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error.message).toBe('Facture non trouvée');
    }

    await db().delete(companies).where(eq(companies.id, other.id));
    const orphan = await other.request('GET', `/api/invoices/${invoice!.id}/pdf`);
    expect(orphan.statusCode).toBe(404);
    expect(orphan.json().error.message).toBe('Informations entreprise non trouvées');
  });
});
