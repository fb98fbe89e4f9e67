import { count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { billingEvents, invoiceNumberDays, invoices } from '../../db/schema/billing';

/** Records a provider event id; false when it was already applied (a replay). */
export async function claimBillingEvent(tx: Executor, id: string, type: string): Promise<boolean> {
  const inserted = await tx
    .insert(billingEvents)
    .values({ id, type })
    .onConflictDoNothing()
    .returning({ id: billingEvents.id });
  return inserted.length > 0;
}

export type InvoiceRow = typeof invoices.$inferSelect;

/** Concurrent recorders of one provider reference (confirmation and webhook) wait for each other. */
export async function lockInvoiceReference(tx: Executor, providerReference: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${providerReference}, 0))`);
}

export async function findInvoiceByReference(
  tx: Executor,
  providerReference: string,
): Promise<Pick<InvoiceRow, 'id' | 'status'> | undefined> {
  const [row] = await tx
    .select({ id: invoices.id, status: invoices.status })
    .from(invoices)
    .where(eq(invoices.providerReference, providerReference));
  return row;
}

export async function markInvoicePaid(tx: Executor, id: string, day: string): Promise<void> {
  await tx.update(invoices).set({ status: 'payé', paidOn: day }).where(eq(invoices.id, id));
}

/** Inserts an invoice numbered from its day's counter: call it only for an invoice really recorded. */
export async function insertNumberedInvoice(
  tx: Executor,
  day: string,
  invoice: Omit<typeof invoices.$inferInsert, 'number'>,
): Promise<void> {
  const number = await takeInvoiceNumber(tx, day);
  await tx.insert(invoices).values({ ...invoice, number });
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
    .from(invoices)
    .where(eq(invoices.companyId, companyId))
    .orderBy(sql`${invoices.paidOn} desc nulls first`, desc(invoices.createdAt), desc(invoices.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countCompanyInvoices(db: Executor, companyId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(invoices).where(eq(invoices.companyId, companyId));
  return row?.n ?? 0;
}

export async function findInvoice(db: Executor, id: string): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  return row;
}
