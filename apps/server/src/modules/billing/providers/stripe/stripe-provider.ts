import { createHash } from 'node:crypto';
import { BILLING_MESSAGES } from '@pointeo/domain/billing-messages';
import { isPlanName, type PlanName } from '@pointeo/domain/plans';
import Stripe from 'stripe';
import type { StripeConfig } from '../../../../config';
import {
  type BillingEvent,
  type CheckoutSession,
  type PaidPlan,
  type PaymentProvider,
  PaymentProviderError,
  type ProviderInvoice,
  type ProviderSubscription,
  type UpgradeOutcome,
  WebhookSignatureError,
} from '../payment-provider';

/** SPEC §9: a webhook older than 300 s is refused, so a captured one cannot be replayed later. */
const WEBHOOK_TOLERANCE_SECONDS = 300;

type Expandable = string | { id: string } | null | undefined;

const idOf = (value: Expandable): string | null => (typeof value === 'string' ? value : (value?.id ?? null));

const fromUnix = (seconds: number) => new Date(seconds * 1000);

/** Keeps idempotency keys under Stripe's 255 characters whatever the e-mail's length. */
const digest = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 32);

export function createStripeProvider(config: StripeConfig): PaymentProvider {
  const stripe = createClient(config);
  const planOfPrice = (priceId: string | null): PlanName | null =>
    (Object.keys(config.priceIds) as PaidPlan[]).find((plan) => config.priceIds[plan] === priceId) ?? null;

  const priceIdOf = (plan: PaidPlan): string => {
    const priceId = config.priceIds[plan];
    if (!priceId) throw new PaymentProviderError(BILLING_MESSAGES.priceIdMissing, 'configuration');
    return priceId;
  };

  const toSubscription = (subscription: Stripe.Subscription): ProviderSubscription => {
    const item = firstItem(subscription);
    return {
      id: subscription.id,
      customerId: idOf(subscription.customer) ?? '',
      plan: planOfPrice(item.price.id),
      status: subscriptionStatus(subscription.status),
      currentPeriodStart: fromUnix(item.current_period_start),
      currentPeriodEnd: fromUnix(item.current_period_end),
      cancelAtPeriodEnd: subscription.cancel_at_period_end,
    };
  };

  const retrieveSubscriptionObject = (subscriptionId: string) =>
    call(() => stripe.subscriptions.retrieve(subscriptionId));

  return {
    kind: 'stripe',

    async findOrCreateCustomer({ companyId, email, companyName }) {
      const existing = await call(() => stripe.customers.list({ email, limit: 1 }));
      const found = existing.data[0];
      if (found) return found.id;
      const created = await call(() =>
        stripe.customers.create(
          { email, name: companyName, metadata: { user_id: companyId } },
          // Two tabs subscribing at once still make one customer for the company.
          { idempotencyKey: `customer:${companyId}:${digest(email)}` },
        ),
      );
      return created.id;
    },

    async createCheckout(request) {
      const price = priceIdOf(request.plan);
      const metadata = { user_id: request.companyId, plan: request.plan };
      await expireOpenCheckouts(request.customerId, request.idempotencyKey);
      const session = await call(() =>
        stripe.checkout.sessions.create(
          {
            mode: 'subscription',
            // `payment_method_types` is gone from this API version's types; this filter keeps card only.
            allowed_payment_method_types: ['card'],
            line_items: [{ price, quantity: 1 }],
            customer: request.customerId,
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
            client_reference_id: request.companyId,
            metadata,
            subscription_data: { metadata },
          },
          { idempotencyKey: request.idempotencyKey },
        ),
      );
      if (!session.url) throw new PaymentProviderError(BILLING_MESSAGES.checkoutSessionFailed);
      return { id: session.id, url: session.url };
    },

    async retrieveCheckout(sessionId) {
      const session = await orNullWhenMissing(() =>
        stripe.checkout.sessions.retrieve(sessionId, { expand: ['subscription', 'invoice'] }),
      );
      if (!session) return null;
      const subscription = typeof session.subscription === 'object' ? session.subscription : null;
      const invoice = await checkoutInvoice(session, subscription);
      const plan = session.metadata?.plan;
      const result: CheckoutSession = {
        id: session.id,
        paid: session.status === 'complete' && session.payment_status === 'paid',
        companyId: session.client_reference_id ?? session.metadata?.user_id ?? null,
        plan: isPlanName(plan) ? plan : null,
        customerId: idOf(session.customer),
        subscriptionId: idOf(session.subscription),
        invoice: invoice ? toInvoice(invoice, subscription ? firstItem(subscription) : null) : null,
      };
      return result;
    },

    async retrieveSubscription(subscriptionId) {
      const subscription = await orNullWhenMissing(() => stripe.subscriptions.retrieve(subscriptionId));
      return subscription ? toSubscription(subscription) : null;
    },

    async cancelAtPeriodEnd(subscriptionId, idempotencyKey) {
      // A scheduled downgrade owns the subscription's end: Stripe refuses the cancel until it is released.
      await releaseSchedule(await retrieveSubscriptionObject(subscriptionId), idempotencyKey);
      const subscription = await call(() =>
        stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true }, { idempotencyKey }),
      );
      return toSubscription(subscription);
    },

    /*
     * SPEC §4 cancels the subscription and schedules a second one. With Stripe that opens a gap (or a
     * double charge) at the boundary and a second customer-facing subscription; a schedule on the
     * existing subscription (DESIGN.md) keeps one subscription whose price changes when the paid
     * period ends, and `release` lets Standard renew monthly after its first iteration.
     */
    async scheduleDowngrade(subscriptionId, plan, idempotencyKey) {
      const targetPrice = priceIdOf(plan);
      let subscription: Stripe.Subscription = await retrieveSubscriptionObject(subscriptionId);
      if (subscription.cancel_at_period_end) {
        // Otherwise the subscription still ends with its period and the Standard phase never starts.
        subscription = await call(() =>
          stripe.subscriptions.update(
            subscriptionId,
            { cancel_at_period_end: false },
            { idempotencyKey: `${idempotencyKey}:resume` },
          ),
        );
      }
      const item = firstItem(subscription);
      const existingScheduleId = idOf(subscription.schedule);
      const schedule = existingScheduleId
        ? await call(() => stripe.subscriptionSchedules.retrieve(existingScheduleId))
        : await call(() =>
            stripe.subscriptionSchedules.create(
              { from_subscription: subscriptionId },
              { idempotencyKey: `${idempotencyKey}:schedule` },
            ),
          );
      const currentPhaseStart = schedule.current_phase?.start_date ?? item.current_period_start;
      await call(() =>
        stripe.subscriptionSchedules.update(
          schedule.id,
          {
            end_behavior: 'release',
            proration_behavior: 'none',
            phases: [
              {
                items: [{ price: item.price.id, quantity: item.quantity ?? 1 }],
                start_date: currentPhaseStart,
                end_date: item.current_period_end,
              },
              {
                items: [{ price: targetPrice, quantity: 1 }],
                duration: { interval: 'month', interval_count: 1 },
                metadata: { ...subscription.metadata, plan },
              },
            ],
          },
          { idempotencyKey: `${idempotencyKey}:phases` },
        ),
      );
      return toSubscription(subscription);
    },

    async upgrade(subscriptionId, plan, idempotencyKey) {
      const targetPrice = priceIdOf(plan);
      let subscription: Stripe.Subscription = await retrieveSubscriptionObject(subscriptionId);
      subscription = await clearPendingChanges(subscription, idempotencyKey);
      const item = firstItem(subscription);
      const updated = await call(() =>
        stripe.subscriptions.update(
          subscriptionId,
          {
            items: [{ id: item.id, price: targetPrice }],
            proration_behavior: 'always_invoice',
            // The swap is applied only once the proration invoice is paid.
            payment_behavior: 'pending_if_incomplete',
          },
          { idempotencyKey: `${idempotencyKey}:swap` },
        ),
      );
      const updatedItem = firstItem(updated);
      const invoiceId = idOf(updated.latest_invoice);
      const period = {
        periodStart: fromUnix(updatedItem.current_period_start),
        periodEnd: fromUnix(updatedItem.current_period_end),
      };
      const invoice = invoiceId ? await call(() => stripe.invoices.retrieve(invoiceId)) : null;
      // No proration invoice (nothing to charge): the latest one is still an earlier period's.
      if (invoice?.billing_reason !== 'subscription_update') {
        return { amountPaidCents: null, invoiceReference: null, ...period };
      }
      const settled = await payIfOpen(invoice, idempotencyKey);
      const outcome: UpgradeOutcome = {
        amountPaidCents: settled.amount_paid > 0 ? settled.amount_paid : null,
        invoiceReference: settled.id,
        ...period,
      };
      return outcome;
    },

    parseWebhook(rawBody, signature) {
      const event = verifyEvent(stripe, rawBody, signature, config.webhookSecret);
      return toBillingEvent(event, planOfPrice);
    },
  };

  /**
   * `pending_if_incomplete` accepts only item, proration and trial parameters, so undoing a pending
   * end (cancel_at_period_end) or a scheduled downgrade is its own call before the price swap.
   */
  async function clearPendingChanges(subscription: Stripe.Subscription, idempotencyKey: string) {
    await releaseSchedule(subscription, idempotencyKey);
    if (!subscription.cancel_at_period_end) return subscription;
    return call(() =>
      stripe.subscriptions.update(
        subscription.id,
        { cancel_at_period_end: false },
        { idempotencyKey: `${idempotencyKey}:resume` },
      ),
    );
  }

  /** One open checkout per customer: a forgotten tab cannot start a second subscription later. */
  async function expireOpenCheckouts(customerId: string, idempotencyKey: string): Promise<void> {
    const open = await call(() =>
      stripe.checkout.sessions.list({ customer: customerId, status: 'open', limit: 100 }),
    );
    for (const session of open.data) {
      await call(() =>
        stripe.checkout.sessions.expire(
          session.id,
          {},
          { idempotencyKey: `${idempotencyKey}:expire:${session.id}` },
        ),
      );
    }
  }

  async function releaseSchedule(subscription: Stripe.Subscription, idempotencyKey: string): Promise<void> {
    const scheduleId = idOf(subscription.schedule);
    if (!scheduleId) return;
    await call(() =>
      stripe.subscriptionSchedules.release(scheduleId, {}, { idempotencyKey: `${idempotencyKey}:release` }),
    );
  }

  async function payIfOpen(invoice: Stripe.Invoice, idempotencyKey: string): Promise<Stripe.Invoice> {
    if (invoice.status !== 'open') return invoice;
    return call(() => stripe.invoices.pay(invoice.id, {}, { idempotencyKey: `${idempotencyKey}:pay` }));
  }

  /** The session's own invoice, or else the subscription's latest one when the session names none. */
  async function checkoutInvoice(
    session: Stripe.Checkout.Session,
    subscription: Stripe.Subscription | null,
  ): Promise<Stripe.Invoice | null> {
    if (session.invoice && typeof session.invoice === 'object') return session.invoice;
    const invoiceId = idOf(session.invoice) ?? idOf(subscription?.latest_invoice);
    return invoiceId ? call(() => stripe.invoices.retrieve(invoiceId)) : null;
  }
}

function createClient(config: StripeConfig): Stripe {
  const target = config.apiUrl ? new URL(config.apiUrl) : null;
  // No `apiVersion`: SPEC §7 names 2025-02-24.acacia, but the SDK's types describe only the version
  // it pins (Stripe.API_VERSION), so we use that one and upgrade it together with the SDK.
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 80_000,
    ...(target && {
      host: target.hostname,
      port: target.port || (target.protocol === 'https:' ? 443 : 80),
      protocol: target.protocol === 'https:' ? 'https' : 'http',
    }),
  });
}

function firstItem(subscription: Stripe.Subscription): Stripe.SubscriptionItem {
  const item = subscription.items.data[0];
  if (!item) throw new PaymentProviderError(BILLING_MESSAGES.noActiveSubscription, 'invalid_request');
  return item;
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
function planLine(invoice: Stripe.Invoice): Stripe.InvoiceLineItem | undefined {
  const lines = invoice.lines.data;
  return lines.findLast((line) => line.amount > 0) ?? lines[0];
}

function linePriceId(line: Stripe.InvoiceLineItem | undefined): string | null {
  return idOf(line?.pricing?.price_details?.price);
}

function toInvoice(invoice: Stripe.Invoice, item: Stripe.SubscriptionItem | null): ProviderInvoice {
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

function toBillingEvent(
  event: Stripe.Event,
  planOfPrice: (priceId: string | null) => PlanName | null,
): BillingEvent {
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
        plan: planOfPrice(linePriceId(planLine(invoice))),
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

async function orNullWhenMissing<T>(request: () => Promise<T>): Promise<T | null> {
  try {
    return await call(request);
  } catch (error) {
    if (error instanceof PaymentProviderError && isResourceMissing(error.cause)) return null;
    throw error;
  }
}

function isResourceMissing(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing';
}

async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (error instanceof PaymentProviderError) throw error;
    throw toProviderError(error);
  }
}

/** The caller shows its own French message (SPEC §8); the kind and the cause are for it and the logs. */
function toProviderError(error: unknown): PaymentProviderError {
  const message = error instanceof Error ? `Stripe : ${error.message}` : 'Stripe : erreur inconnue';
  return new PaymentProviderError(message, providerErrorKind(error), { cause: error });
}

function providerErrorKind(error: unknown): PaymentProviderError['kind'] {
  const { errors } = Stripe;
  if (error instanceof errors.StripeCardError) return 'card';
  if (error instanceof errors.StripeInvalidRequestError) return 'invalid_request';
  if (error instanceof errors.StripeAuthenticationError || error instanceof errors.StripePermissionError) {
    return 'configuration';
  }
  if (error instanceof errors.StripeConnectionError) return 'connection';
  // Rate limit, idempotency, API and anything unexpected: worth retrying later, not the user's fault.
  return 'api';
}
