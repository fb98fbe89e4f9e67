import type Stripe from 'stripe';
import type {
  PaidPlan,
  ProviderSubscription,
  UpgradeOutcome,
  UpgradePreviewFigures,
} from '../payment-provider';
import { call, orNullWhenMissing, type StripeContext } from './stripe-client';
import { firstItem, fromUnix, idOf, priceIdOf, toSubscription } from './stripe-mapping';

export async function retrieveSubscription(
  context: StripeContext,
  subscriptionId: string,
): Promise<ProviderSubscription | null> {
  const subscription = await orNullWhenMissing(() => context.stripe.subscriptions.retrieve(subscriptionId));
  return subscription ? toSubscription(context.config, subscription) : null;
}

export async function cancelAtPeriodEnd(
  context: StripeContext,
  subscriptionId: string,
  idempotencyKey: string,
): Promise<ProviderSubscription> {
  // A scheduled downgrade owns the subscription's end: Stripe refuses the cancel until it is released.
  await releaseSchedule(context, await retrieveSubscriptionObject(context, subscriptionId), idempotencyKey);
  const subscription = await call(() =>
    context.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true }, { idempotencyKey }),
  );
  return toSubscription(context.config, subscription);
}

/*
 * SPEC §4 cancels the subscription and schedules a second one. With Stripe that opens a gap (or a
 * double charge) at the boundary and a second customer-facing subscription; a schedule on the
 * existing subscription (DESIGN.md) keeps one subscription whose price changes when the paid
 * period ends, and `release` lets Standard renew monthly after its first iteration.
 */
export async function scheduleDowngrade(
  context: StripeContext,
  subscriptionId: string,
  plan: PaidPlan,
  idempotencyKey: string,
): Promise<ProviderSubscription> {
  const { stripe } = context;
  const targetPrice = priceIdOf(context.config, plan);
  // Otherwise the subscription still ends with its period and the Standard phase never starts.
  const subscription = await undoPendingEnd(
    context,
    await retrieveSubscriptionObject(context, subscriptionId),
    idempotencyKey,
  );
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
  return toSubscription(context.config, subscription);
}

const toUnix = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * The invoice the price swap would create, previewed with the same proration date the swap will
 * send (Stripe's advice for charging exactly the amount shown); only its proration lines are
 * charged at once with `always_invoice`. The card is the subscription's default payment method,
 * else the customer's invoice default.
 */
export async function previewUpgrade(
  context: StripeContext,
  subscriptionId: string,
  plan: PaidPlan,
  prorationDate: Date,
): Promise<UpgradePreviewFigures> {
  const { stripe } = context;
  const targetPrice = priceIdOf(context.config, plan);
  const subscription = await call(() =>
    stripe.subscriptions.retrieve(subscriptionId, { expand: ['default_payment_method'] }),
  );
  const item = firstItem(subscription);
  const customerId = idOf(subscription.customer) ?? undefined;
  const preview = await call(() =>
    stripe.invoices.createPreview({
      customer: customerId,
      subscription: subscriptionId,
      subscription_details: {
        items: [{ id: item.id, price: targetPrice }],
        proration_behavior: 'always_invoice',
        proration_date: toUnix(prorationDate),
      },
    }),
  );
  const prorations = preview.lines.data.filter(
    (line) => line.parent?.subscription_item_details?.proration === true,
  );
  const price = await call(() => stripe.prices.retrieve(targetPrice));
  return {
    amountDueCents: Math.max(
      0,
      prorations.reduce((sum, line) => sum + line.amount, 0),
    ),
    monthlyCents: price.unit_amount ?? 0,
    card: await chargedCard(context, subscription, customerId),
  };
}

async function chargedCard(
  { stripe }: StripeContext,
  subscription: Stripe.Subscription,
  customerId: string | undefined,
): Promise<UpgradePreviewFigures['card']> {
  let method = subscription.default_payment_method;
  if (!method && customerId) {
    const customer = await call(() =>
      stripe.customers.retrieve(customerId, { expand: ['invoice_settings.default_payment_method'] }),
    );
    method = customer.deleted ? null : customer.invoice_settings.default_payment_method;
  }
  const card = typeof method === 'object' && method?.card ? method.card : null;
  return card ? { brand: card.brand, last4: card.last4 } : null;
}

export async function upgrade(
  context: StripeContext,
  subscriptionId: string,
  plan: PaidPlan,
  idempotencyKey: string,
  prorationDate: Date,
): Promise<UpgradeOutcome> {
  const { stripe } = context;
  const targetPrice = priceIdOf(context.config, plan);
  let subscription: Stripe.Subscription = await retrieveSubscriptionObject(context, subscriptionId);
  subscription = await clearPendingChanges(context, subscription, idempotencyKey);
  const item = firstItem(subscription);
  const updated = await call(() =>
    stripe.subscriptions.update(
      subscriptionId,
      {
        items: [{ id: item.id, price: targetPrice }],
        proration_behavior: 'always_invoice',
        proration_date: toUnix(prorationDate),
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
  const settled = await payIfOpen(context, invoice, idempotencyKey);
  const outcome: UpgradeOutcome = {
    amountPaidCents: settled.amount_paid > 0 ? settled.amount_paid : null,
    invoiceReference: settled.id,
    ...period,
  };
  return outcome;
}

const retrieveSubscriptionObject = ({ stripe }: StripeContext, subscriptionId: string) =>
  call(() => stripe.subscriptions.retrieve(subscriptionId));

/**
 * `pending_if_incomplete` accepts only item, proration and trial parameters, so undoing a pending
 * end (cancel_at_period_end) or a scheduled downgrade is its own call before the price swap.
 */
async function clearPendingChanges(
  context: StripeContext,
  subscription: Stripe.Subscription,
  idempotencyKey: string,
): Promise<Stripe.Subscription> {
  await releaseSchedule(context, subscription, idempotencyKey);
  return undoPendingEnd(context, subscription, idempotencyKey);
}

async function undoPendingEnd(
  { stripe }: StripeContext,
  subscription: Stripe.Subscription,
  idempotencyKey: string,
): Promise<Stripe.Subscription> {
  if (!subscription.cancel_at_period_end) return subscription;
  return call(() =>
    stripe.subscriptions.update(
      subscription.id,
      { cancel_at_period_end: false },
      { idempotencyKey: `${idempotencyKey}:resume` },
    ),
  );
}

async function releaseSchedule(
  { stripe }: StripeContext,
  subscription: Stripe.Subscription,
  idempotencyKey: string,
): Promise<void> {
  const scheduleId = idOf(subscription.schedule);
  if (!scheduleId) return;
  await call(() =>
    stripe.subscriptionSchedules.release(scheduleId, {}, { idempotencyKey: `${idempotencyKey}:release` }),
  );
}

async function payIfOpen(
  { stripe }: StripeContext,
  invoice: Stripe.Invoice,
  idempotencyKey: string,
): Promise<Stripe.Invoice> {
  if (invoice.status !== 'open') return invoice;
  return call(() => stripe.invoices.pay(invoice.id, {}, { idempotencyKey: `${idempotencyKey}:pay` }));
}
