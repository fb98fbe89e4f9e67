import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { invoices } from '../../db/schema/billing';
import type { InvoiceRow } from './repository';

/** Every invoice of the company, oldest first, as issued (decision 082). */
export async function invoicesForExport(db: Executor, companyId: string): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(invoices)
    .where(eq(invoices.companyId, companyId))
    .orderBy(asc(invoices.createdAt), asc(invoices.id));
}
