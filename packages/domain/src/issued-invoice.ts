import { formatSiret } from './siret';
import { legalDetailsSchema } from './site';
import { splitVat, VAT_RATE_PERCENT } from './vat';
import { z } from './zod';

/** The seller's mentions an invoice prints (DESIGN.md item 10), from the LEGAL_* settings of the day. */
export const invoiceSellerSchema = legalDetailsSchema
  .pick({
    companyName: true,
    legalForm: true,
    shareCapital: true,
    address: true,
    siret: true,
    rcs: true,
    vatNumber: true,
  })
  .extend({ email: z.string() });
export type InvoiceSeller = z.output<typeof invoiceSellerSchema>;

export const invoiceCustomerSchema = z.object({
  name: z.string(),
  siret: z.string(),
  address: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  email: z.string(),
});
export type InvoiceCustomer = z.output<typeof invoiceCustomerSchema>;

const cents = z.number().int();
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * What an invoice says, written once when it is issued (`factures.issued`) and printed from then
 * on: a later change of the customer's details, of the prices or of the seller's settings never
 * reaches an issued invoice (decision record 031). Its number, date and status stay on the row.
 */
export const issuedInvoiceSchema = z.object({
  version: z.literal(1),
  customer: invoiceCustomerSchema,
  plan: z.string(),
  periodStart: isoDay,
  periodEnd: isoDay,
  amounts: z.object({ netCents: cents, vatCents: cents, grossCents: cents, vatRatePercent: z.number() }),
  /**
   * Null only on the invoices issued before this record existed (backfilled by migration): the SQL
   * that filled them could not know the seller's settings of their day, so they print today's.
   */
  seller: invoiceSellerSchema.nullable(),
});
export type IssuedInvoice = z.output<typeof issuedInvoiceSchema>;

/**
 * What an invoice of this amount (tax included) says, the day it is issued. SIRETs are written as they
 * print, '732 829 320 00074': invoices issued before kept the plain digits they were issued with.
 */
export function issuedInvoiceContent(input: {
  customer: InvoiceCustomer;
  plan: string;
  periodStart: string;
  periodEnd: string;
  amountCents: number;
  seller: InvoiceSeller;
}): IssuedInvoice {
  const { netCents, vatCents, grossCents } = splitVat(input.amountCents);
  return issuedInvoiceSchema.parse({
    version: 1,
    customer: { ...input.customer, siret: formatSiret(input.customer.siret) },
    plan: input.plan,
    periodStart: input.periodStart,
    periodEnd: input.periodEnd,
    amounts: { netCents, vatCents, grossCents, vatRatePercent: VAT_RATE_PERCENT },
    seller: { ...input.seller, siret: formatSiret(input.seller.siret) },
  });
}
