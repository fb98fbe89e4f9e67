import type { InvoiceSeller } from '@pointeo/domain/issued-invoice';
import { type PlanName, planPriceCents } from '@pointeo/domain/plans';
import type { Database, Executor } from '../../db/client';
import {
  type CompanyBilling,
  type CompanyBillingChange,
  lockCompanyByProviderIds,
  updateCompanyBilling,
} from '../accounts';
import type { BillingContext } from './billing-context';
import { planOf } from './billing-state';
import { applyPaidCheckout } from './checkout';
import { recordInvoice } from './issue-invoice';
import { recordPlanChange } from './plan-audit';
import { upgradeInvoice } from './plan-change';
import type { BillingEvent, ProviderSubscription } from './providers/payment-provider';
import { claimBillingEvent } from './repository';

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
        session ? applyPaidCheckout(tx, context.seller, session, context.now()) : Promise.resolve(),
      );
    }
    case 'invoice.paid':
    case 'invoice.payment_failed':
      return onceInTransaction(context.db, event, (tx) =>
        applyInvoiceEvent(tx, context.seller, event, context.now()),
      );
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
export async function applyInvoiceEvent(
  tx: Executor,
  seller: InvoiceSeller,
  event: InvoiceEvent,
  now: Date,
): Promise<void> {
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
      seller,
      upgradeInvoice(company, event.invoice.amountPaidCents, event.invoice.reference, now),
    );
    if (isCurrent && event.plan) await changeBilling(tx, company, planBecomes(company, event.plan), now);
    return;
  }
  const plan = event.plan ?? planOf(company.plan);
  const recorded = await recordInvoice(tx, seller, {
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
  await changeBilling(
    tx,
    company,
    {
      ...(event.plan && planBecomes(company, event.plan)),
      paymentFailedAt: null,
      renewsAt: laterOf(company.renewsAt, event.invoice.periodEnd),
    },
    now,
  );
}

/** Writes the provider's news and, when the plan is new, records it in the activity log. */
async function changeBilling(tx: Executor, company: CompanyBilling, change: CompanyBillingChange, now: Date) {
  await updateCompanyBilling(tx, company.id, change);
  await recordPlanChange(tx, company, change, now);
}

/** The provider bills this plan now; a pending change to it is done. */
function planBecomes(company: CompanyBilling, plan: PlanName): CompanyBillingChange {
  return {
    plan,
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
      return changeBilling(
        tx,
        company,
        {
          plan: 'Gratuit',
          pendingSubscription: null,
          stripeSubscriptionId: null,
          paymentFailedAt: null,
          renewsAt: subscription.currentPeriodEnd,
        },
        now,
      );
    case 'past_due':
      return updateCompanyBilling(tx, company.id, { paymentFailedAt: company.paymentFailedAt ?? now });
    case 'active':
      if (!subscription.plan) return;
      return changeBilling(
        tx,
        company,
        {
          ...planBecomes(company, subscription.plan),
          renewsAt: laterOf(company.renewsAt, subscription.currentPeriodEnd),
        },
        now,
      );
    default:
      return;
  }
}

const laterOf = (a: Date, b: Date) => (a > b ? a : b);
