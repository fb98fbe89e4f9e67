import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { useSimulatorBilling } from '../../../test/billing';
import { extractPdfText } from '../../../test/pdf-text';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { companies } from '../../db/schema/accounts';
import { invoices } from '../../db/schema/billing';

const clock = new Date('2026-11-10T09:00:00Z');
const AUTH_SECRET = 'secret-partage-par-les-deux-instances-de-test';
const SELLER_THEN = {
  LEGAL_COMPANY_NAME: 'Pointeo Première SAS',
  LEGAL_ADDRESS: '1 rue de Départ, 75001 Paris',
  LEGAL_SIRET: '11111111111111',
  PUBLIC_CONTACT_EMAIL: 'factures-avant@pointeo.example',
};
const SELLER_NOW = {
  LEGAL_COMPANY_NAME: 'Pointeo Renommée SAS',
  LEGAL_ADDRESS: '99 avenue Nouvelle, 13001 Marseille',
  LEGAL_SIRET: '22222222222222',
  PUBLIC_CONTACT_EMAIL: 'factures-apres@pointeo.example',
};

const billing = useSimulatorBilling(() => clock, { AUTH_SECRET, ...SELLER_THEN });
const { db, newCompany, subscribe } = billing;

/** A second instance on the same database whose seller settings have changed since. */
let laterInstance: FastifyInstance | undefined;
async function startLaterInstance(): Promise<FastifyInstance> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    BILLING_JOB_INTERVAL_SECONDS: '0',
    AUTH_SECRET,
    ...SELLER_NOW,
  });
  laterInstance = await buildApp({ config, database: billing.database(), logger: false, now: () => clock });
  await laterInstance.ready();
  return laterInstance;
}
afterAll(() => laterInstance?.close());

async function pdfText(app: FastifyInstance, cookie: string, invoiceId: string): Promise<string> {
  const reply = await app.inject({
    method: 'GET',
    url: `/api/invoices/${invoiceId}/pdf`,
    headers: { cookie },
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return extractPdfText(reply.rawPayload);
}

describe('an issued invoice', () => {
  it('reads the same after the company and the seller change their details', async () => {
    const company = await newCompany('Boulangerie Avant');
    await subscribe(company, 'Standard');
    const [invoice] = await company.invoices();
    const before = await pdfText(billing.app(), company.cookie, invoice!.id);
    expect(before).toContain('Boulangerie Avant');
    expect(before).toContain('Pointeo Première SAS');
    expect(before).toContain('1 rue de Départ, 75001 Paris');
    expect(before).toContain('factures-avant@pointeo.example');

    const moved = await company.request('PATCH', '/api/account', {
      address: '8 boulevard Déménagé',
      postalCode: '33000',
      city: 'Bordeaux',
    });
    expect(moved.statusCode, moved.rawPayload.toString()).toBe(200);
    await db().update(companies).set({ name: 'Boulangerie Après' }).where(eq(companies.id, company.id));
    const later = await startLaterInstance();

    const afterHere = await pdfText(billing.app(), company.cookie, invoice!.id);
    const afterThere = await pdfText(later, company.cookie, invoice!.id);
    expect(afterHere).toBe(before);
    expect(afterThere).toBe(before);
    expect(afterThere).not.toContain('Bordeaux');
    expect(afterThere).not.toContain('Pointeo Renommée SAS');
  });

  it("issued before the record was kept, is backfilled with the company's details and today's seller", async () => {
    const company = await newCompany('Ancienne Facture');
    await subscribe(company, 'Premium');
    const [invoice] = await company.invoices();
    // The row as it was before migration 0027, then that migration's backfill block run on it.
    await db().execute(sql`alter table factures alter column issued_content drop not null`);
    await db().update(invoices).set({ issuedContent: sql`null` }).where(eq(invoices.id, invoice!.id));
    await db().execute(sql.raw(migrationBackfill()));
    await db().execute(sql`alter table factures alter column issued_content set not null`);

    const later = laterInstance ?? (await startLaterInstance());
    const text = await pdfText(later, company.cookie, invoice!.id);
    expect(text).toContain('Ancienne Facture');
    expect(text).toContain('Pointeo Renommée SAS');
    expect(text).toContain('Total HT 41,66 € TVA (20 %) 8,33 € Total TTC 49,99 €'.replaceAll('\u00a0', ' '));
  });
});

function migrationBackfill(): string {
  const migration = readFileSync(
    new URL('../../../drizzle/0027_issued-invoice-content.sql', import.meta.url),
    'utf8',
  );
  const update = migration
    .split('--> statement-breakpoint')
    .find((part) => part.includes('UPDATE "factures"'));
  if (!update) throw new Error('backfill block not found in migration 0027');
  return update;
}
