import { count, desc, eq, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { entreprises } from '../../db/schema/accounts';
import { billingEvents, factures, invoiceNumberDays } from '../../db/schema/billing';

const billingColumns = {
  id: entreprises.id,
  nom: entreprises.nom,
  email: entreprises.email,
  abonnement: entreprises.abonnement,
  pendingSubscription: entreprises.pendingSubscription,
  renouvellement: entreprises.renouvellement,
  stripeCustomerId: entreprises.stripeCustomerId,
  stripeSubscriptionId: entreprises.stripeSubscriptionId,
  paymentFailedAt: entreprises.paymentFailedAt,
};
export type CompanyBilling = Pick<typeof entreprises.$inferSelect, keyof typeof billingColumns>;

export async function findCompanyBilling(
  db: Executor,
  companyId: string,
): Promise<CompanyBilling | undefined> {
  const [row] = await db.select(billingColumns).from(entreprises).where(eq(entreprises.id, companyId));
  return row;
}

/** Locks the company row: plan changes of one company are applied one after the other. */
export async function lockCompanyBilling(
  tx: Executor,
  companyId: string,
): Promise<CompanyBilling | undefined> {
  const [row] = await tx
    .select(billingColumns)
    .from(entreprises)
    .where(eq(entreprises.id, companyId))
    .for('update');
  return row;
}

/** The company a provider event is about: by its subscription, else by its customer. */
export async function lockCompanyByProviderIds(
  tx: Executor,
  ids: { subscriptionId: string; customerId: string },
): Promise<CompanyBilling | undefined> {
  const [row] = await tx
    .select(billingColumns)
    .from(entreprises)
    .where(
      or(
        eq(entreprises.stripeSubscriptionId, ids.subscriptionId),
        eq(entreprises.stripeCustomerId, ids.customerId),
      ),
    )
    .orderBy(sql`${entreprises.stripeSubscriptionId} = ${ids.subscriptionId} desc`)
    .limit(1)
    .for('update');
  return row;
}

export type CompanyBillingChange = Partial<
  Pick<
    typeof entreprises.$inferInsert,
    | 'abonnement'
    | 'pendingSubscription'
    | 'renouvellement'
    | 'stripeCustomerId'
    | 'stripeSubscriptionId'
    | 'paymentFailedAt'
  >
>;

export async function updateCompanyBilling(db: Executor, companyId: string, change: CompanyBillingChange) {
  await db.update(entreprises).set(change).where(eq(entreprises.id, companyId));
}

/** Records a provider event id; false when it was already applied (a replay). */
export async function claimBillingEvent(tx: Executor, id: string, type: string): Promise<boolean> {
  const inserted = await tx
    .insert(billingEvents)
    .values({ id, type })
    .onConflictDoNothing()
    .returning({ id: billingEvents.id });
  return inserted.length > 0;
}

export type InvoiceRow = typeof factures.$inferSelect;

/** Concurrent recorders of one provider reference (confirmation and webhook) wait for each other. */
export async function lockInvoiceReference(tx: Executor, providerReference: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${providerReference}, 0))`);
}

export async function findInvoiceByReference(
  tx: Executor,
  providerReference: string,
): Promise<Pick<InvoiceRow, 'id' | 'statut'> | undefined> {
  const [row] = await tx
    .select({ id: factures.id, statut: factures.statut })
    .from(factures)
    .where(eq(factures.providerReference, providerReference));
  return row;
}

export async function markInvoicePaid(tx: Executor, id: string, day: string): Promise<void> {
  await tx.update(factures).set({ statut: 'payé', datePaiement: day }).where(eq(factures.id, id));
}

/** Inserts an invoice numbered from its day's counter: call it only for an invoice really recorded. */
export async function insertNumberedInvoice(
  tx: Executor,
  day: string,
  invoice: Omit<typeof factures.$inferInsert, 'numeroFacture'>,
): Promise<void> {
  const numeroFacture = await takeInvoiceNumber(tx, day);
  await tx.insert(factures).values({ ...invoice, numeroFacture });
}

/** FAC-YYYYMMDD-NNNN with NNNN the day's next number, taken under the day's row lock (DESIGN.md item 5). */
async function takeInvoiceNumber(tx: Executor, day: string): Promise<string> {
  const [row] = await tx
    .insert(invoiceNumberDays)
    .values({ day, lastNumber: 1 })
    .onConflictDoUpdate({
      target: invoiceNumberDays.day,
      set: { lastNumber: sql`${invoiceNumberDays.lastNumber} + 1` },
    })
    .returning({ lastNumber: invoiceNumberDays.lastNumber });
  return `FAC-${day.replaceAll('-', '')}-${String(row!.lastNumber).padStart(4, '0')}`;
}

/** Newest first: by payment date (unpaid ones, still to settle, on top), then by creation, then by id. */
export async function listCompanyInvoices(
  db: Executor,
  companyId: string,
  page: { limit: number; offset: number },
): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(factures)
    .where(eq(factures.entrepriseId, companyId))
    .orderBy(sql`${factures.datePaiement} desc nulls first`, desc(factures.createdAt), desc(factures.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countCompanyInvoices(db: Executor, companyId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(factures).where(eq(factures.entrepriseId, companyId));
  return row?.n ?? 0;
}

export async function findInvoice(db: Executor, id: string): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(factures).where(eq(factures.id, id));
  return row;
}
