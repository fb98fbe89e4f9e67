import { randomUUID } from 'node:crypto';
import {
  addOneMonth,
  type BillingState,
  CHECKOUT_CANCELED_PATH,
  type ChangePlanResult,
  type ConfirmCheckoutBody,
  type ConfirmCheckoutResult,
  decidePlanChange,
  type Invoice,
  paymentSuccessUrl,
  prorationCents,
} from '@pointeo/domain/billing';
import {
  alreadyOnPlan,
  BILLING_MESSAGES,
  subscriptionConfirmed,
  upgradedToPremium,
} from '@pointeo/domain/billing-messages';
import { decimalToCents } from '@pointeo/domain/money';
import { isPlanName, type PlanName, planPriceCents } from '@pointeo/domain/plans';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type {
  BillingEvent,
  CheckoutSession,
  PaidPlan,
  PaymentProvider,
  ProviderSubscription,
} from './providers/payment-provider';
import { PaymentProviderError } from './providers/payment-provider';
import {
  type CompanyBilling,
  type CompanyBillingChange,
  claimBillingEvent,
  findCompanyBilling,
  type InvoiceRow,
  listCompanyInvoices,
  lockCompanyBilling,
  lockCompanyByProviderIds,
  type NewInvoice,
  recordInvoice,
  updateCompanyBilling,
} from './repository';

export interface BillingContext {
  db: Database;
  provider: PaymentProvider;
  baseUrl: string;
  now: () => Date;
}

const companyNotFound = () => new AppError('COMPANY_NOT_FOUND', 404, BILLING_MESSAGES.companyNotFound);

/** The check constraint allows only known plans; Gratuit is the safe reading otherwise (SPEC §2). */
const planOf = (name: string | null): PlanName => (isPlanName(name) ? name : 'Gratuit');

export function toBillingState(company: CompanyBilling): BillingState {
  return {
    plan: planOf(company.abonnement),
    pendingPlan: isPlanName(company.pendingSubscription) ? company.pendingSubscription : null,
    renewsAt: company.renouvellement.toISOString(),
    paymentIssue: company.paymentFailedAt ? BILLING_MESSAGES.paymentFailed : null,
  };
}

export async function getBillingState(db: Executor, companyId: string): Promise<BillingState> {
  const company = await findCompanyBilling(db, companyId);
  if (!company) throw companyNotFound();
  return toBillingState(company);
}

export async function listInvoices(db: Executor, companyId: string): Promise<Invoice[]> {
  return (await listCompanyInvoices(db, companyId)).map(toInvoice);
}

export function toInvoice(row: InvoiceRow): Invoice {
  return {
    id: row.id,
    number: row.numeroFacture,
    paidOn: row.datePaiement,
    amountCents: decimalToCents(row.montant),
    plan: row.plan,
    periodStart: row.periodeDebut,
    periodEnd: row.periodeFin,
    status: row.statut === 'impayé' ? 'impayé' : 'payé',
  };
}

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
        upgradeInvoice(company, amountCents, outcome.invoiceReference ?? idempotencyKey, now),
      );
    }
    return toBillingState({ ...locked, ...change });
  });
  return { outcome: 'changed', message: upgradedToPremium(amountCents), state };
}

/** SPEC §4: the prorata row, from today to the stored renewal date (or one month from today). */
function upgradeInvoice(
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

/**
 * "Expire the open checkout, create the new one" runs under the company's row lock, so ten clicks
 * at once (or two tabs) leave one payable checkout: two paid ones would mean two subscriptions.
 */
async function startCheckout(
  context: BillingContext,
  companyId: string,
  plan: PaidPlan,
): Promise<ChangePlanResult> {
  const session = await context.db.transaction(async (tx) => {
    const company = await lockCompanyBilling(tx, companyId);
    if (!company) throw companyNotFound();
    const customerId =
      company.stripeCustomerId ??
      (await callProvider(BILLING_MESSAGES.checkoutRedirectFailed, () =>
        context.provider.findOrCreateCustomer(
          { companyId: company.id, email: company.email, companyName: company.nom },
          tx,
        ),
      ));
    if (!company.stripeCustomerId)
      await updateCompanyBilling(tx, company.id, { stripeCustomerId: customerId });
    return callProvider(BILLING_MESSAGES.checkoutSessionFailed, () =>
      context.provider.createCheckout(
        {
          companyId: company.id,
          customerId,
          plan,
          successUrl: paymentSuccessUrl(context.baseUrl, plan, customerId),
          cancelUrl: `${context.baseUrl}${CHECKOUT_CANCELED_PATH}`,
          idempotencyKey: `checkout:${company.id}:${randomUUID()}`,
        },
        tx,
      ),
    );
  });
  return { outcome: 'checkout', url: session.url };
}

/**
 * /payment-success: the provider says whether the session is paid and whose it is; the URL only
 * names it. Applying it twice (a reload, or the webhook first) records nothing more.
 */
export async function confirmCheckout(
  context: BillingContext,
  companyId: string,
  { sessionId, plan }: ConfirmCheckoutBody,
): Promise<ConfirmCheckoutResult> {
  const session = await callProvider(BILLING_MESSAGES.subscriptionUpdateFailed, () =>
    context.provider.retrieveCheckout(sessionId),
  );
  if (!session) throw new AppError('CHECKOUT_NOT_FOUND', 404, BILLING_MESSAGES.checkoutUnknown);
  if (session.companyId !== companyId)
    throw new AppError('CHECKOUT_FORBIDDEN', 403, BILLING_MESSAGES.checkoutNotYours);
  if (!session.paid) throw new AppError('CHECKOUT_NOT_PAID', 409, BILLING_MESSAGES.checkoutNotPaid);
  if (session.plan !== plan)
    throw new AppError('CHECKOUT_PLAN_MISMATCH', 409, BILLING_MESSAGES.checkoutPlanMismatch);
  const state = await context.db.transaction(async (tx) => {
    await applyPaidCheckout(tx, session, context.now());
    const company = await findCompanyBilling(tx, companyId);
    if (!company) throw companyNotFound();
    return toBillingState(company);
  });
  return { message: subscriptionConfirmed(plan), state };
}

/** The first invoice and the new plan, once per checkout whichever path (confirmation or webhook) comes first. */
async function applyPaidCheckout(tx: Executor, session: CheckoutSession, now: Date): Promise<void> {
  if (!session.paid || !session.companyId || !session.plan || session.plan === 'Gratuit') return;
  const company = await lockCompanyBilling(tx, session.companyId);
  if (!company) return;
  const periodEnd = session.invoice?.periodEnd ?? addOneMonth(now);
  const { created } = await recordInvoice(tx, {
    companyId: company.id,
    amountCents: session.invoice?.amountPaidCents ?? planPriceCents(session.plan),
    plan: session.plan,
    periodStart: session.invoice?.periodStart ?? now,
    periodEnd,
    paid: true,
    providerReference: session.invoice?.reference ?? session.id,
    at: now,
  });
  if (!created) return;
  // A second checkout paid in another tab: the money is recorded above, but the company keeps the
  // subscription it has; support settles the extra one (see decision record 008).
  const hasOtherSubscription =
    company.stripeSubscriptionId !== null &&
    company.stripeSubscriptionId !== session.subscriptionId &&
    company.abonnement !== 'Gratuit';
  if (hasOtherSubscription) return;
  await updateCompanyBilling(tx, company.id, {
    abonnement: session.plan,
    pendingSubscription: null,
    renouvellement: periodEnd,
    stripeCustomerId: session.customerId ?? company.stripeCustomerId,
    stripeSubscriptionId: session.subscriptionId,
    paymentFailedAt: null,
  });
}

type InvoiceEvent = Extract<BillingEvent, { type: 'invoice.paid' | 'invoice.payment_failed' }>;

/**
 * A provider event, applied once. What the event says is fetched again from the provider first
 * (never trusted from the payload, whose order is not guaranteed); the effect and the event id are
 * written in one transaction.
 */
export async function applyBillingEvent(context: BillingContext, event: BillingEvent): Promise<void> {
  switch (event.type) {
    case 'ignored':
      return;
    case 'checkout.completed': {
      const session = await context.provider.retrieveCheckout(event.checkoutSessionId);
      return onceInTransaction(context.db, event, (tx) =>
        session ? applyPaidCheckout(tx, session, context.now()) : Promise.resolve(),
      );
    }
    case 'invoice.paid':
    case 'invoice.payment_failed':
      return onceInTransaction(context.db, event, (tx) => applyInvoiceEvent(tx, event, context.now()));
    case 'subscription.changed': {
      const subscription = await context.provider.retrieveSubscription(event.subscriptionId);
      return onceInTransaction(context.db, event, (tx) =>
        subscription ? applySubscriptionSnapshot(tx, subscription, context.now()) : Promise.resolve(),
      );
    }
  }
}

async function onceInTransaction(
  db: Database,
  event: BillingEvent,
  apply: (tx: Executor) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (await claimBillingEvent(tx, event.id, event.type)) await apply(tx);
  });
}

/**
 * Renewals (paid, or unpaid when the payment failed) and upgrade proratas, each recorded once under
 * the provider's invoice; on the company's current subscription, the billed plan and the renewal
 * date become the company's.
 */
export async function applyInvoiceEvent(tx: Executor, event: InvoiceEvent, now: Date): Promise<void> {
  // The first invoice of a subscription belongs to its checkout and is recorded there.
  if (!event.renewal && !event.upgrade) return;
  const company = await lockCompanyByProviderIds(tx, event);
  if (!company) return;
  const isCurrent = company.stripeSubscriptionId === event.subscriptionId;
  const paid = event.type === 'invoice.paid';
  if (event.upgrade) {
    if (!paid || event.invoice.amountPaidCents <= 0) return;
    await recordInvoice(
      tx,
      upgradeInvoice(company, event.invoice.amountPaidCents, event.invoice.reference, now),
    );
    if (isCurrent && event.plan) await updateCompanyBilling(tx, company.id, planBecomes(company, event.plan));
    return;
  }
  const plan = event.plan ?? planOf(company.abonnement);
  const recorded = await recordInvoice(tx, {
    companyId: company.id,
    amountCents: event.invoice.amountPaidCents || planPriceCents(plan),
    plan,
    periodStart: event.invoice.periodStart,
    periodEnd: event.invoice.periodEnd,
    paid,
    providerReference: event.invoice.reference,
    at: now,
  });
  if (!isCurrent) return;
  if (!paid) {
    // Events arrive in any order: a failure reported after the payment went through is old news.
    if (!recorded.paid)
      await updateCompanyBilling(tx, company.id, { paymentFailedAt: company.paymentFailedAt ?? now });
    return;
  }
  await updateCompanyBilling(tx, company.id, {
    ...(event.plan && planBecomes(company, event.plan)),
    paymentFailedAt: null,
    renouvellement: laterOf(company.renouvellement, event.invoice.periodEnd),
  });
}

/** The provider bills this plan now; a pending change to it is done. */
function planBecomes(company: CompanyBilling, plan: PlanName): CompanyBillingChange {
  return {
    abonnement: plan,
    ...(company.pendingSubscription === plan && { pendingSubscription: null }),
  };
}

/** Period-end changes, from the subscription as the provider has it now. */
export async function applySubscriptionSnapshot(
  tx: Executor,
  subscription: ProviderSubscription,
  now: Date,
): Promise<void> {
  const company = await lockCompanyByProviderIds(tx, {
    subscriptionId: subscription.id,
    customerId: subscription.customerId,
  });
  if (!company || company.stripeSubscriptionId !== subscription.id) return;
  switch (subscription.status) {
    case 'canceled':
      // Ended, whatever was pending: nothing is paid any more.
      return updateCompanyBilling(tx, company.id, {
        abonnement: 'Gratuit',
        pendingSubscription: null,
        stripeSubscriptionId: null,
        paymentFailedAt: null,
        renouvellement: subscription.currentPeriodEnd,
      });
    case 'past_due':
      return updateCompanyBilling(tx, company.id, { paymentFailedAt: company.paymentFailedAt ?? now });
    case 'active':
      if (!subscription.plan) return;
      return updateCompanyBilling(tx, company.id, {
        ...planBecomes(company, subscription.plan),
        renouvellement: laterOf(company.renouvellement, subscription.currentPeriodEnd),
      });
    default:
      return;
  }
}

const laterOf = (a: Date, b: Date) => (a > b ? a : b);

/** A provider failure becomes the SPEC §8 message of the action; a missing price id says so. */
async function callProvider<T>(message: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const failure =
      error instanceof PaymentProviderError && error.kind === 'configuration'
        ? new AppError('PAYMENT_CONFIGURATION', 503, error.message)
        : error instanceof PaymentProviderError && error.kind === 'card'
          ? new AppError('PAYMENT_DECLINED', 402, `${message} : ${error.message}`)
          : new AppError('PAYMENT_PROVIDER_FAILED', 502, message);
    failure.cause = error;
    throw failure;
  }
}
