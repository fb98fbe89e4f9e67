import { randomUUID } from 'node:crypto';
import {
  addOneMonth,
  CHECKOUT_CANCELED_PATH,
  type ChangePlanResult,
  type ConfirmCheckoutBody,
  type ConfirmCheckoutResult,
  paymentSuccessUrl,
} from '@pointeo/domain/billing';
import { BILLING_MESSAGES, subscriptionConfirmed } from '@pointeo/domain/billing-messages';
import type { InvoiceSeller } from '@pointeo/domain/issued-invoice';
import { planPriceCents } from '@pointeo/domain/plans';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  type CompanyBillingChange,
  findCompanyBilling,
  lockCompanyBilling,
  updateCompanyBilling,
} from '../accounts';
import type { BillingContext } from './billing-context';
import { companyNotFound, toBillingState } from './billing-state';
import { recordInvoice } from './issue-invoice';
import { recordPlanChange } from './plan-audit';
import { callProvider } from './provider-calls';
import type { CheckoutSession, PaidPlan } from './providers/payment-provider';

/**
 * "Expire the open checkout, create the new one" runs under the company's row lock, so ten clicks
 * at once (or two tabs) leave one payable checkout: two paid ones would mean two subscriptions.
 */
export async function startCheckout(
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
          { companyId: company.id, email: company.email, companyName: company.name },
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
    await applyPaidCheckout(tx, context.seller, session, context.now());
    const company = await findCompanyBilling(tx, companyId);
    if (!company) throw companyNotFound();
    return toBillingState(company);
  });
  return { message: subscriptionConfirmed(plan), state };
}

/** The first invoice and the new plan, once per checkout whichever path (confirmation or webhook) comes first. */
export async function applyPaidCheckout(
  tx: Executor,
  seller: InvoiceSeller,
  session: CheckoutSession,
  now: Date,
): Promise<void> {
  if (!session.paid || !session.companyId || !session.plan || session.plan === 'Gratuit') return;
  const company = await lockCompanyBilling(tx, session.companyId);
  if (!company) return;
  const periodEnd = session.invoice?.periodEnd ?? addOneMonth(now);
  const { created } = await recordInvoice(tx, seller, {
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
    company.plan !== 'Gratuit';
  if (hasOtherSubscription) return;
  const change: CompanyBillingChange = {
    plan: session.plan,
    pendingSubscription: null,
    renewsAt: periodEnd,
    stripeCustomerId: session.customerId ?? company.stripeCustomerId,
    stripeSubscriptionId: session.subscriptionId,
    paymentFailedAt: null,
  };
  await updateCompanyBilling(tx, company.id, change);
  await recordPlanChange(tx, company, change, now);
}
