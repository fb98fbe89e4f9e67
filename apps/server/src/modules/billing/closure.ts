import { and, eq, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { invoices } from '../../db/schema/billing';
import { findCompanyBilling, updateCompanyBilling } from '../accounts';
import type { BillingContext } from './billing-context';
import { companyNotFound } from './billing-state';
import { callProvider } from './provider-calls';

/**
 * 'Supprimer le compte' (decision 083), before anything else is changed: the subscription is
 * cancelled at the provider as 'Gratuit' does, at the end of the period already paid, so no invoice
 * follows and none is refunded or charged twice. One key per subscription: a retry after a failure
 * further on asks the provider nothing new. True when there was a subscription to cancel.
 */
export async function cancelSubscriptionForClosure(
  context: BillingContext,
  companyId: string,
  failureMessage: string,
): Promise<boolean> {
  const company = await findCompanyBilling(context.db, companyId);
  if (!company) throw companyNotFound();
  const subscriptionId = company.stripeSubscriptionId;
  if (!subscriptionId) return false;
  await callProvider(failureMessage, () =>
    context.provider.cancelAtPeriodEnd(subscriptionId, `close-account:${companyId}:${subscriptionId}`),
  );
  return true;
}

/** In the closing transaction: the plan falls to 'Gratuit' with the period, as the provider was told. */
export async function scheduleFreePlanForClosure(tx: Executor, companyId: string): Promise<void> {
  await updateCompanyBilling(tx, companyId, { pendingSubscription: 'Gratuit' });
}

/** Invoices are kept ten years (Code de commerce L123-22); a closed company's older ones go. */
export async function deleteInvoicesIssuedBefore(
  db: Executor,
  companyId: string,
  cutoff: Date,
): Promise<number> {
  const rows = await db
    .delete(invoices)
    .where(and(eq(invoices.companyId, companyId), lt(invoices.createdAt, cutoff)))
    .returning({ id: invoices.id });
  return rows.length;
}

export async function hasInvoices(db: Executor, companyId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(eq(invoices.companyId, companyId))
    .limit(1);
  return row !== undefined;
}
