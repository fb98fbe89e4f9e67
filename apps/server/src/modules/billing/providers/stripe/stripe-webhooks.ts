import type Stripe from 'stripe';
import type { StripeConfig } from '../../../../config';
import { type BillingEvent, WebhookSignatureError } from '../payment-provider';
import type { StripeContext } from './stripe-client';
import { idOf, linePriceId, planLine, planOfPrice, toInvoice } from './stripe-mapping';

/** SPEC §9: a webhook older than 300 s is refused, so a captured one cannot be replayed later. */
const WEBHOOK_TOLERANCE_SECONDS = 300;

export function parseWebhook(
  { stripe, config }: StripeContext,
  rawBody: Buffer,
  signature: string | undefined,
): BillingEvent {
  const event = verifyEvent(stripe, rawBody, signature, config.webhookSecret);
  return toBillingEvent(event, config);
}

function verifyEvent(
  stripe: Stripe,
  rawBody: Buffer,
  signature: string | undefined,
  secret: string,
): Stripe.Event {
  if (!signature) throw new WebhookSignatureError();
  try {
    return stripe.webhooks.constructEvent(rawBody, signature, secret, WEBHOOK_TOLERANCE_SECONDS);
  } catch {
    throw new WebhookSignatureError();
  }
}

function toBillingEvent(event: Stripe.Event, config: StripeConfig): BillingEvent {
  switch (event.type) {
    case 'checkout.session.completed':
      return { id: event.id, type: 'checkout.completed', checkoutSessionId: event.data.object.id };
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
      const customerId = idOf(invoice.customer);
      // An invoice outside any subscription (a one-off) is not ours to record.
      if (!subscriptionId || !customerId) return { id: event.id, type: 'ignored' };
      const type = event.type === 'invoice.paid' ? 'invoice.paid' : 'invoice.payment_failed';
      return {
        id: event.id,
        type,
        subscriptionId,
        customerId,
        renewal: invoice.billing_reason === 'subscription_cycle',
        upgrade: invoice.billing_reason === 'subscription_update',
        plan: planOfPrice(config, linePriceId(planLine(invoice))),
        invoice: toInvoice(invoice, null),
      };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscription = event.data.object;
      return {
        id: event.id,
        type: 'subscription.changed',
        subscriptionId: subscription.id,
        customerId: idOf(subscription.customer) ?? '',
      };
    }
    default:
      return { id: event.id, type: 'ignored' };
  }
}
