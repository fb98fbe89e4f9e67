import { randomUUID } from 'node:crypto';
import {
  addOneMonth,
  type BillingState,
  type ChangePlanResult,
  decidePlanChange,
  prorationCents,
  type UpgradeConfirmation,
  type UpgradePreview,
} from '@pointeo/domain/billing';
import { alreadyOnPlan, BILLING_MESSAGES, upgradedToPremium } from '@pointeo/domain/billing-messages';
import { type PlanName, planPriceCents } from '@pointeo/domain/plans';
import { splitVat } from '@pointeo/domain/vat';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  type CompanyBilling,
  type CompanyBillingChange,
  findCompanyBilling,
  lockCompanyBilling,
  updateCompanyBilling,
} from '../accounts';
import type { BillingContext } from './billing-context';
import { companyNotFound, planOf, toBillingState } from './billing-state';
import { startCheckout } from './checkout';
import { type NewInvoice, recordInvoice } from './issue-invoice';
import { type PlanChangeRequester, recordPlanChange } from './plan-audit';
import { callProvider } from './provider-calls';
import type { PaidPlan } from './providers/payment-provider';

/** Every row of SPEC §4's Plans table for a signed-in company, decided here, not in the browser. */
export async function changePlan(
  context: BillingContext,
  companyId: string,
  target: PlanName,
  confirmation?: UpgradeConfirmation,
  by?: PlanChangeRequester,
): Promise<ChangePlanResult> {
  const company = await findCompanyBilling(context.db, companyId);
  if (!company) throw companyNotFound();
  const current = planOf(company.plan);
  switch (decidePlanChange(current, target, company.stripeSubscriptionId !== null)) {
    case 'already-on-plan':
      return { outcome: 'unchanged', message: alreadyOnPlan(target), state: toBillingState(company) };
    case 'downgrade-to-free':
      return downgradeToFree(context, company);
    case 'downgrade-to-standard':
      return downgradeToStandard(context, company);
    case 'upgrade-to-premium':
      return upgradeToPremium(context, company, current, confirmation, by);
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
const upgradeKey = (company: CompanyBilling, prorationDate: Date) =>
  `upgrade-premium:${company.id}:${company.stripeSubscriptionId}:${company.renewsAt.toISOString()}:${prorationDate.getTime()}`;
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

/** A preview's amount holds while its proration instant is this recent; an older one is asked again. */
const UPGRADE_PREVIEW_LIFETIME_MS = 30 * 60 * 1000;
/** Clocks of two instances differ a little: a preview dated slightly ahead is still this server's. */
const CLOCK_TOLERANCE_MS = 60 * 1000;

/**
 * What a plan change would charge, asked before it is (issue 25 item 8): for Standard → Premium the
 * provider's own figure for the prorata now (as of a proration instant the confirmation sends
 * back), the monthly price after it and the card; a change through the hosted checkout shows its
 * amounts there; anything else charges nothing today.
 */
export async function previewPlanChange(
  context: BillingContext,
  companyId: string,
  target: PlanName,
): Promise<UpgradePreview> {
  const company = await findCompanyBilling(context.db, companyId);
  if (!company) throw companyNotFound();
  const current = planOf(company.plan);
  switch (decidePlanChange(current, target, company.stripeSubscriptionId !== null)) {
    case 'checkout':
      return { outcome: 'checkout', plan: target };
    case 'upgrade-to-premium': {
      refuseWhileUnpaid(company);
      // Whole seconds: Stripe's proration date is a Unix time.
      const prorationDate = new Date(Math.floor(context.now().getTime() / 1000) * 1000);
      const figures = await previewUpgradeAt(context, company, prorationDate);
      return {
        outcome: 'charge',
        plan: 'Premium',
        now: splitVat(figures.amountDueCents),
        monthly: splitVat(figures.monthlyCents),
        card: figures.card,
        prorationDate: prorationDate.toISOString(),
      };
    }
    default:
      throw new AppError('NOTHING_TO_PREVIEW', 409, BILLING_MESSAGES.nothingToPreview);
  }
}

const previewUpgradeAt = (context: BillingContext, company: CompanyBilling, prorationDate: Date) =>
  callProvider(BILLING_MESSAGES.upgradePreviewFailed, () =>
    context.provider.previewUpgrade(company.stripeSubscriptionId as string, 'Premium', prorationDate),
  );

/** Premium for nothing otherwise: the unpaid renewal would be forgotten behind a 0 € prorata. */
function refuseWhileUnpaid(company: CompanyBilling): void {
  if (company.paymentFailedAt)
    throw new AppError('PAYMENT_PENDING', 409, BILLING_MESSAGES.settlePaymentFirst);
}

/**
 * The charge the person saw, or none: the confirmation must carry a recent preview's instant, and
 * the provider's figure for that instant must still be the amount shown (a price or the period may
 * have changed since). The upgrade then prorates as of that same instant.
 */
async function confirmedProrationDate(
  context: BillingContext,
  company: CompanyBilling,
  confirmation: UpgradeConfirmation | undefined,
): Promise<Date> {
  if (!confirmation) throw new AppError('UPGRADE_NOT_CONFIRMED', 409, BILLING_MESSAGES.upgradeNotConfirmed);
  const prorationDate = new Date(confirmation.prorationDate);
  const age = context.now().getTime() - prorationDate.getTime();
  if (age > UPGRADE_PREVIEW_LIFETIME_MS || age < -CLOCK_TOLERANCE_MS)
    throw new AppError('UPGRADE_PREVIEW_EXPIRED', 409, BILLING_MESSAGES.upgradePreviewExpired);
  const figures = await previewUpgradeAt(context, company, prorationDate);
  if (figures.amountDueCents !== confirmation.amountCents)
    throw new AppError('UPGRADE_AMOUNT_CHANGED', 409, BILLING_MESSAGES.upgradeAmountChanged);
  return prorationDate;
}

async function upgradeToPremium(
  context: BillingContext,
  company: CompanyBilling,
  current: PlanName,
  confirmation: UpgradeConfirmation | undefined,
  by: PlanChangeRequester | undefined,
): Promise<ChangePlanResult> {
  refuseWhileUnpaid(company);
  const prorationDate = await confirmedProrationDate(context, company, confirmation);
  const subscriptionId = company.stripeSubscriptionId as string;
  const idempotencyKey = upgradeKey(company, prorationDate);
  const outcome = await callProvider(BILLING_MESSAGES.upgradeFailed, () =>
    context.provider.upgrade(subscriptionId, 'Premium', idempotencyKey, prorationDate),
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
      now: prorationDate,
    });
  const state = await context.db.transaction(async (tx) => {
    const locked = await lockCompanyBilling(tx, company.id);
    if (!locked) throw companyNotFound();
    const change: CompanyBillingChange = { plan: 'Premium', pendingSubscription: null };
    await updateCompanyBilling(tx, company.id, change);
    await recordPlanChange(tx, locked, change, now, by);
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
    periodEnd: company.renewsAt > now ? company.renewsAt : addOneMonth(now),
    paid: true,
    providerReference: reference,
    at: now,
  };
}
