import { BILLING_MESSAGES } from '@pointeo/domain/billing-messages';
import { decimalToCents } from '@pointeo/domain/money';
import type { LegalDetails } from '@pointeo/domain/site';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findCompanyForInvoice, type InvoiceCustomer } from '../accounts/repository';
import { findInvoice, type InvoiceRow } from '../billing/repository';
import { type InvoicePdfData, renderInvoicePdf } from './invoice-pdf';

const notFound = () => new AppError('INVOICE_NOT_FOUND', 404, BILLING_MESSAGES.invoiceNotFound);

/**
 * The PDF of one of the signed-in company's invoices (SPEC §6). Another company's invoice is refused
 * without a word about it.
 */
/** The publisher as invoices print it: every legal detail, and the contact address. */
export type InvoiceIssuer = LegalDetails & { email: string };

export async function invoicePdfFor(
  db: Executor,
  issuer: InvoiceIssuer,
  companyId: string,
  invoiceId: string,
): Promise<{ fileName: string; pdf: Buffer }> {
  const company = await findCompanyForInvoice(db, companyId);
  if (!company) throw new AppError('COMPANY_NOT_FOUND', 404, BILLING_MESSAGES.companyNotFound);
  const invoice = await findInvoice(db, invoiceId);
  if (!invoice) throw notFound();
  if (invoice.entrepriseId !== companyId) {
    throw new AppError('INVOICE_FORBIDDEN', 403, BILLING_MESSAGES.invoiceForbidden);
  }
  const pdf = await renderInvoicePdf(toPdfData(invoice, company, issuer));
  return { fileName: `facture-${invoice.numeroFacture}.pdf`, pdf };
}

const atParisNoon = (isoDate: string) => new Date(`${isoDate}T12:00:00+01:00`);

function toPdfData(invoice: InvoiceRow, company: InvoiceCustomer, issuer: InvoiceIssuer): InvoicePdfData {
  return {
    number: invoice.numeroFacture,
    issuedAt: invoice.createdAt,
    paidAt: invoice.datePaiement ? atParisNoon(invoice.datePaiement) : null,
    status: invoice.statut,
    plan: invoice.plan,
    periodStart: atParisNoon(invoice.periodeDebut),
    periodEnd: atParisNoon(invoice.periodeFin),
    amountCents: decimalToCents(invoice.montant),
    customer: {
      name: company.nom,
      siret: company.siret,
      address: company.adresse,
      postalCode: company.codePostal,
      city: company.ville,
      email: company.email,
    },
    issuer,
  };
}
