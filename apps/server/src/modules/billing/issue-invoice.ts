import { parisIsoDate } from '@pointeo/domain/dates';
import { type InvoiceSeller, issuedInvoiceContent } from '@pointeo/domain/issued-invoice';
import { centsToDecimal } from '@pointeo/domain/money';
import type { Executor } from '../../db/client';
import { findCompanyForInvoice } from '../accounts';
import { companyNotFound } from './billing-state';
import {
  findInvoiceByReference,
  insertNumberedInvoice,
  lockInvoiceReference,
  markInvoicePaid,
} from './repository';

export interface NewInvoice {
  companyId: string;
  amountCents: number;
  plan: string;
  periodStart: Date;
  periodEnd: Date;
  /** False when the payment failed: recorded 'impayé', without a payment date. */
  paid: boolean;
  providerReference: string;
  /** When it is recorded: its Paris day dates the payment and numbers the invoice. */
  at: Date;
}

/**
 * The one way an invoice is recorded, whoever issues it (checkout confirmation, webhooks, simulator
 * renewals, upgrades). Once per provider reference: a second call records nothing, except that a
 * payment arriving for an unpaid invoice marks it paid. The reference is locked first so concurrent
 * callers wait for each other, and a number is only taken for an invoice really inserted (no gaps).
 * What the invoice says (the customer's details, plan, period, amounts and the seller's mentions of
 * today) is written with it, in the caller's transaction, and never changes after (decision 031).
 */
export async function recordInvoice(
  tx: Executor,
  seller: InvoiceSeller,
  invoice: NewInvoice,
): Promise<{ created: boolean; paid: boolean }> {
  await lockInvoiceReference(tx, invoice.providerReference);
  const existing = await findInvoiceByReference(tx, invoice.providerReference);
  const day = parisIsoDate(invoice.at);
  if (existing) {
    if (existing.status === 'impayé' && invoice.paid) {
      await markInvoicePaid(tx, existing.id, day);
      return { created: false, paid: true };
    }
    return { created: false, paid: existing.status === 'payé' };
  }
  const company = await findCompanyForInvoice(tx, invoice.companyId);
  if (!company) throw companyNotFound();
  const periodStart = parisIsoDate(invoice.periodStart);
  const periodEnd = parisIsoDate(invoice.periodEnd);
  await insertNumberedInvoice(tx, day, {
    companyId: invoice.companyId,
    paidOn: invoice.paid ? day : null,
    amount: centsToDecimal(invoice.amountCents),
    plan: invoice.plan,
    periodStart,
    periodEnd,
    status: invoice.paid ? 'payé' : 'impayé',
    providerReference: invoice.providerReference,
    issuedContent: issuedInvoiceContent({
      customer: {
        name: company.name,
        siret: company.siret,
        address: company.address,
        postalCode: company.postalCode,
        city: company.city,
        email: company.email,
      },
      plan: invoice.plan,
      periodStart,
      periodEnd,
      amountCents: invoice.amountCents,
      seller,
    }),
  });
  return { created: true, paid: invoice.paid };
}
