import {
  type BillingState,
  INVOICE_PAGE_SIZE,
  type Invoice,
  type InvoiceList,
} from '@pointeo/domain/billing';
import { BILLING_MESSAGES } from '@pointeo/domain/billing-messages';
import { decimalToCents } from '@pointeo/domain/money';
import { isPlanName, type PlanName } from '@pointeo/domain/plans';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { type CompanyBilling, findCompanyBilling } from '../accounts';
import { countCompanyInvoices, type InvoiceRow, listCompanyInvoices } from './repository';

export const companyNotFound = () => new AppError('COMPANY_NOT_FOUND', 404, BILLING_MESSAGES.companyNotFound);

/** The check constraint allows only known plans; Gratuit is the safe reading otherwise (SPEC §2). */
export const planOf = (name: string | null): PlanName => (isPlanName(name) ? name : 'Gratuit');

export function toBillingState(company: CompanyBilling): BillingState {
  return {
    plan: planOf(company.plan),
    pendingPlan: isPlanName(company.pendingSubscription) ? company.pendingSubscription : null,
    renewsAt: company.renewsAt.toISOString(),
    paymentIssue: company.paymentFailedAt ? BILLING_MESSAGES.paymentFailed : null,
  };
}

export async function getBillingState(db: Executor, companyId: string): Promise<BillingState> {
  const company = await findCompanyBilling(db, companyId);
  if (!company) throw companyNotFound();
  return toBillingState(company);
}

export async function listInvoices(db: Executor, companyId: string, page: number): Promise<InvoiceList> {
  const [rows, total] = await Promise.all([
    listCompanyInvoices(db, companyId, { limit: INVOICE_PAGE_SIZE, offset: (page - 1) * INVOICE_PAGE_SIZE }),
    countCompanyInvoices(db, companyId),
  ]);
  return { invoices: rows.map(toInvoice), page, pageSize: INVOICE_PAGE_SIZE, total };
}

export function toInvoice(row: InvoiceRow): Invoice {
  return {
    id: row.id,
    number: row.number,
    paidOn: row.paidOn,
    amountCents: decimalToCents(row.amount),
    plan: row.plan,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    status: row.status === 'impayé' ? 'impayé' : 'payé',
  };
}
