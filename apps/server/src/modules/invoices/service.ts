import { BILLING_MESSAGES } from '@pointeo/domain/billing-messages';
import { type InvoiceSeller, issuedInvoiceSchema } from '@pointeo/domain/issued-invoice';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findCompanyForInvoice } from '../accounts';
import { findInvoice, type InvoiceRow } from '../billing';
import { type InvoicePdfData, renderInvoicePdf } from './invoice-pdf';

const notFound = () => new AppError('INVOICE_NOT_FOUND', 404, BILLING_MESSAGES.invoiceNotFound);

/**
 * The PDF of one of the signed-in company's invoices (SPEC §6), drawn from what it said when it was
 * issued (decision record 031): the company's details and the seller's settings of today do not
 * reach it. `currentSeller` is printed only on invoices issued before that record was kept.
 */
export async function invoicePdfFor(
  db: Executor,
  currentSeller: InvoiceSeller,
  companyId: string,
  invoiceId: string,
): Promise<{ fileName: string; pdf: Buffer }> {
  const company = await findCompanyForInvoice(db, companyId);
  if (!company) throw new AppError('COMPANY_NOT_FOUND', 404, BILLING_MESSAGES.companyNotFound);
  const invoice = await findInvoice(db, invoiceId);
  if (!invoice) throw notFound();
  if (invoice.companyId !== companyId) {
    throw new AppError('INVOICE_FORBIDDEN', 403, BILLING_MESSAGES.invoiceForbidden);
  }
  return { fileName: `facture-${invoice.number}.pdf`, pdf: await issuedInvoicePdf(invoice, currentSeller) };
}

/** The PDF of an invoice row already read within its company (the data export's, decision 082). */
export function issuedInvoicePdf(invoice: InvoiceRow, currentSeller: InvoiceSeller): Promise<Buffer> {
  return renderInvoicePdf(toPdfData(invoice, currentSeller));
}

const atParisNoon = (isoDate: string) => new Date(`${isoDate}T12:00:00+01:00`);

/** The number, date and status are the row's (a failed renewal paid later says so); the rest was issued. */
function toPdfData(invoice: InvoiceRow, currentSeller: InvoiceSeller): InvoicePdfData {
  const issued = issuedInvoiceSchema.parse(invoice.issuedContent);
  return {
    number: invoice.number,
    issuedAt: invoice.createdAt,
    paidAt: invoice.paidOn ? atParisNoon(invoice.paidOn) : null,
    status: invoice.status,
    plan: issued.plan,
    periodStart: atParisNoon(issued.periodStart),
    periodEnd: atParisNoon(issued.periodEnd),
    amounts: issued.amounts,
    customer: issued.customer,
    issuer: issued.seller ?? currentSeller,
  };
}
