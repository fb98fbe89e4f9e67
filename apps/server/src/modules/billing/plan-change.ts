import { randomUUID } from 'node:crypto';
import {
  addOneMonth,
  type BillingState,
  type ChangePlanResult,
  decidePlanChange,
  prorationCents,
} from '@pointeo/domain/billing';
import { alreadyOnPlan, BILLING_MESSAGES, upgradedToPremium } from '@pointeo/domain/billing-messages';
import { type PlanName, planPriceCents } from '@pointeo/domain/plans';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { BillingContext } from './billing-context';
import { companyNotFound, planOf, toBillingState } from './billing-state';
import { startCheckout } from './checkout';
import { type NewInvoice, recordInvoice } from './issue-invoice';
import { callProvider } from './provider-calls';
import type { PaidPlan } from './providers/payment-provider';
import {
  type CompanyBilling,
  type CompanyBillingChange,
  findCompanyBilling,
  lockCompanyBilling,
  updateCompanyBilling,
} from './repository';

/** Every row of SPEC §4's Plans table for a signed-in company, decided here, not in the browser. */
export async function changePlan(
  context: BillingContext,
  companyId: string,
  target: PlanName,
): Promise<ChangePlanResult> {
  const company = await findCompanyBilling(context.db, companyId);
  if (!company) throw companyNotFound();
  const current = planOf(company.abonnement);
  switch (decidePlanChange(current, target, company.stripeSubscriptionId !== null)) {
    case 'already-on-plan':
      return { outcome: 'unchanged', message: alreadyOnPlan(target), state: toBillingState(company) };
    case 'downgrade-to-free':
      return downgradeToFree(context, company);
    case 'downgrade-to-standard':
      return downgradeToStandard(context, company);
    case 'upgrade-to-premium':
      return upgradeToPremium(context, company, current);
    case 'checkout':
      return startCheckout(context, company.id, target as PaidPlan);
  }
}

/**
 * The upgrade's key is one per subscription and period: a double click or a retry charges one
 * prorata. Cancelling and scheduling leave the same state however often they run, but a person may
 * ask for each again later in the period (Gratuit, Standard, then Gratuit): a replayed key would
 * then change nothing at the provider, so those get a key per request.
 */
const upgradeKey = (company: CompanyBilling) =>
  `upgrade-premium:${company.id}:${company.stripeSubscriptionId}:${company.renouvellement.toISOString()}`;
const requestKey = (action: string, company: CompanyBilling) => `${action}:${company.id}:${randomUUID()}`;

async function downgradeToFree(context: BillingContext, company: CompanyBilling): Promise<ChangePlanResult> {
  const subscriptionId = company.stripeSubscriptionId;
  if (subscriptionId) {
    await callProvider(BILLING_MESSAGES.downgradeToFreeFailed, () =>
      context.provider.cancelAtPeriodEnd(subscriptionId, requestKey('cancel', company)),
    );
  }
  const state = await schedulePlan(context.db, company.id, 'Gratuit');
  return { outcome: 'changed', message: BILLING_MESSAGES.downgradeToFreeScheduled, state };
}

async function downgradeToStandard(
  context: BillingContext,
  company: CompanyBilling,
): Promise<ChangePlanResult> {
  const subscriptionId = company.stripeSubscriptionId;
  if (!subscriptionId) throw new AppError('NO_SUBSCRIPTION', 409, BILLING_MESSAGES.noActiveSubscription);
  await callProvider(BILLING_MESSAGES.downgradeToStandardFailed, () =>
    context.provider.scheduleDowngrade(subscriptionId, 'Standard', requestKey('schedule-standard', company)),
  );
  const state = await schedulePlan(context.db, company.id, 'Standard');
  return { outcome: 'changed', message: BILLING_MESSAGES.downgradeToStandardScheduled, state };
}

async function schedulePlan(db: Database, companyId: string, plan: PlanName): Promise<BillingState> {
  return db.transaction(async (tx) => {
    const company = await lockCompanyBilling(tx, companyId);
    if (!company) throw companyNotFound();
    await updateCompanyBilling(tx, companyId, { pendingSubscription: plan });
    return toBillingState({ ...company, pendingSubscription: plan });
  });
}

async function upgradeToPremium(
  context: BillingContext,
  company: CompanyBilling,
  current: PlanName,
): Promise<ChangePlanResult> {
  // Premium for nothing otherwise: the unpaid renewal would be forgotten behind a 0 € prorata.
  if (company.paymentFailedAt)
    throw new AppError('PAYMENT_PENDING', 409, BILLING_MESSAGES.settlePaymentFirst);
  const subscriptionId = company.stripeSubscriptionId as string;
  const idempotencyKey = upgradeKey(company);
  const outcome = await callProvider(BILLING_MESSAGES.upgradeFailed, () =>
    context.provider.upgrade(subscriptionId, 'Premium', idempotencyKey),
  );
  const now = context.now();
  // SPEC §5: when the provider reports nothing paid, the prorata is computed here, in cents.
  const amountCents =
    outcome.amountPaidCents ??
    prorationCents({
      fromCents: planPriceCents(current),
      toCents: planPriceCents('Premium'),
      periodStart: outcome.periodStart,
      periodEnd: outcome.periodEnd,
      now,
    });
  const state = await context.db.transaction(async (tx) => {
    const locked = await lockCompanyBilling(tx, company.id);
    if (!locked) throw companyNotFound();
    const change: CompanyBillingChange = { abonnement: 'Premium', pendingSubscription: null };
    await updateCompanyBilling(tx, company.id, change);
    if (amountCents > 0) {
      await recordInvoice(
        tx,
        context.seller,
        upgradeInvoice(company, amountCents, outcome.invoiceReference ?? idempotencyKey, now),
      );
    }
    return toBillingState({ ...locked, ...change });
  });
  return { outcome: 'changed', message: upgradedToPremium(amountCents), state };
}

/** SPEC §4: the prorata row, from today to the stored renewal date (or one month from today). */
export function upgradeInvoice(
  company: CompanyBilling,
  amountCents: number,
  reference: string,
  now: Date,
): NewInvoice {
  return {
    companyId: company.id,
    amountCents,
    plan: BILLING_MESSAGES.upgradeInvoicePlan,
    periodStart: now,
    periodEnd: company.renouvellement > now ? company.renouvellement : addOneMonth(now),
    paid: true,
    providerReference: reference,
    at: now,
  };
}
