import { BILLING_MESSAGES } from '@pointeo/domain/billing-messages';
import type { PlanName } from '@pointeo/domain/plans';
import type Stripe from 'stripe';
import type { StripeConfig } from '../../../../config';
import {
  type PaidPlan,
  PaymentProviderError,
  type ProviderInvoice,
  type ProviderSubscription,
} from '../payment-provider';

type Expandable = string | { id: string } | null | undefined;

export const idOf = (value: Expandable): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

export const fromUnix = (seconds: number) => new Date(seconds * 1000);

export const planOfPrice = (config: StripeConfig, priceId: string | null): PlanName | null =>
  (Object.keys(config.priceIds) as PaidPlan[]).find((plan) => config.priceIds[plan] === priceId) ?? null;

export function priceIdOf(config: StripeConfig, plan: PaidPlan): string {
  const priceId = config.priceIds[plan];
  if (!priceId) throw new PaymentProviderError(BILLING_MESSAGES.priceIdMissing, 'configuration');
  return priceId;
}

export function firstItem(subscription: Stripe.Subscription): Stripe.SubscriptionItem {
  const item = subscription.items.data[0];
  if (!item) throw new PaymentProviderError(BILLING_MESSAGES.noActiveSubscription, 'invalid_request');
  return item;
}

export function toSubscription(
  config: StripeConfig,
  subscription: Stripe.Subscription,
): ProviderSubscription {
  const item = firstItem(subscription);
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer) ?? '',
    plan: planOfPrice(config, item.price.id),
    status: subscriptionStatus(subscription.status),
    currentPeriodStart: fromUnix(item.current_period_start),
    currentPeriodEnd: fromUnix(item.current_period_end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
  };
}

function subscriptionStatus(status: Stripe.Subscription.Status): ProviderSubscription['status'] {
  switch (status) {
    case 'active':
      return 'active';
    // Unpaid: Stripe gave up retrying but keeps the subscription; the company must see it.
    case 'past_due':
    case 'unpaid':
      return 'past_due';
    case 'canceled':
    case 'incomplete_expired':
      return 'canceled';
    default:
      return 'other';
  }
}

/** The line that bills the plan: on a proration invoice, the charge for the new price, not the credit. */
export function planLine(invoice: Stripe.Invoice): Stripe.InvoiceLineItem | undefined {
  const lines = invoice.lines.data;
  return lines.findLast((line) => line.amount > 0) ?? lines[0];
}

export function linePriceId(line: Stripe.InvoiceLineItem | undefined): string | null {
  return idOf(line?.pricing?.price_details?.price);
}

export function toInvoice(invoice: Stripe.Invoice, item: Stripe.SubscriptionItem | null): ProviderInvoice {
  const line = planLine(invoice);
  const period = item
    ? { start: item.current_period_start, end: item.current_period_end }
    : (line?.period ?? { start: invoice.period_start, end: invoice.period_end });
  return {
    reference: invoice.id,
    amountPaidCents: invoice.amount_paid,
    paid: invoice.status === 'paid',
    periodStart: fromUnix(period.start),
    periodEnd: fromUnix(period.end),
  };
}
