import { paymentSuccessUrl } from '@pointeo/domain/billing';
import { BILLING_MESSAGES } from '@pointeo/domain/billing-messages';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeStripe, startFakeStripe } from '../../../../../test/fake-stripe';
import { type PaymentProvider, PaymentProviderError, WebhookSignatureError } from '../payment-provider';
import { createStripeProvider } from './stripe-provider';

let fake: FakeStripe;
let provider: PaymentProvider;

beforeAll(async () => {
  fake = await startFakeStripe();
  provider = createStripeProvider(fake.config());
});

afterAll(async () => {
  await fake.close();
});

beforeEach(() => {
  fake.requests.length = 0;
  fake.settings.chargeOnUpdate = true;
  fake.settings.declineCard = false;
});

const baseUrl = 'https://pointeo.example';
const DAY = 86_400_000;

function checkoutRequest(
  customerId: string,
  overrides: Partial<Parameters<PaymentProvider['createCheckout']>[0]> = {},
) {
  return {
    companyId: 'company-1',
    customerId,
    plan: 'Standard' as const,
    successUrl: paymentSuccessUrl(baseUrl, 'Standard', customerId),
    cancelUrl: `${baseUrl}/pricing?canceled=true`,
    idempotencyKey: `checkout-${Math.random()}`,
    ...overrides,
  };
}

function expectEveryPostKeyed() {
  const posts = fake.requests.filter((request) => request.method === 'POST');
  expect(posts.length).toBeGreaterThan(0);
  for (const post of posts) expect(post.idempotencyKey, `${post.path}`).toBeTruthy();
}

describe('customers', () => {
  it('creates a customer with the company id in its metadata, then finds it again by e-mail', async () => {
    const request = {
      companyId: 'company-7',
      email: 'paie@boulangerie.fr',
      companyName: 'Boulangerie Martin',
    };

    const created = await provider.findOrCreateCustomer(request);
    const again = await provider.findOrCreateCustomer(request);

    expect(again).toBe(created);
    const lists = fake.requestsTo('GET', '/v1/customers');
    expect(lists).toHaveLength(2);
    expect(lists[0]?.params).toEqual({ email: 'paie@boulangerie.fr', limit: '1' });
    const creates = fake.requestsTo('POST', '/v1/customers');
    expect(creates).toHaveLength(1);
    expect(creates[0]?.params).toEqual({
      email: 'paie@boulangerie.fr',
      name: 'Boulangerie Martin',
      metadata: { user_id: 'company-7' },
    });
    expect(creates[0]?.headers.authorization).toBe('Bearer sk_test_fake');
    expectEveryPostKeyed();
  });
});

describe('checkout', () => {
  it('opens a card-only subscription checkout for one unit of the plan price', async () => {
    const customer = fake.addCustomer('checkout@exemple.fr');
    const request = checkoutRequest(customer.id);

    const session = await provider.createCheckout(request);

    expect(session.url).toContain(session.id);
    const [create] = fake.requestsTo('POST', '/v1/checkout/sessions');
    expect(create?.idempotencyKey).toBe(request.idempotencyKey);
    expect(create?.params).toEqual({
      mode: 'subscription',
      allowed_payment_method_types: ['card'],
      line_items: [{ price: fake.prices.Standard, quantity: '1' }],
      customer: customer.id,
      success_url: request.successUrl,
      cancel_url: `${baseUrl}/pricing?canceled=true`,
      client_reference_id: 'company-1',
      metadata: { user_id: 'company-1', plan: 'Standard' },
      subscription_data: { metadata: { user_id: 'company-1', plan: 'Standard' } },
    });
    expect(String(create?.params.success_url)).toContain('stripe_session_id={CHECKOUT_SESSION_ID}');
  });

  it("expires the customer's earlier open checkout, so two tabs cannot both subscribe", async () => {
    const customer = fake.addCustomer('two-tabs@exemple.fr');
    const first = await provider.createCheckout(checkoutRequest(customer.id));
    const second = await provider.createCheckout(checkoutRequest(customer.id, { plan: 'Premium' }));

    expect(fake.sessions.get(first.id)?.status).toBe('expired');
    expect(fake.sessions.get(second.id)?.status).toBe('open');
    const [expire] = fake.requestsTo('POST', `/v1/checkout/sessions/${first.id}/expire`);
    expect(expire?.idempotencyKey).toMatch(/:expire:/);
  });

  it('refuses a plan whose price id is not configured, without calling Stripe', async () => {
    const unconfigured = createStripeProvider(
      fake.config({ priceIds: { Standard: undefined, Premium: 'x' } }),
    );

    const attempt = unconfigured.createCheckout(checkoutRequest('cus_any'));

    await expect(attempt).rejects.toThrow(BILLING_MESSAGES.priceIdMissing);
    await expect(attempt).rejects.toMatchObject({ kind: 'configuration' });
    expect(fake.requests).toHaveLength(0);
  });

  it('retries a failed call up to twice with the same idempotency key, then succeeds', async () => {
    const customer = fake.addCustomer('retry@exemple.fr');
    fake.failNext(2, 500, { method: 'POST', path: '/v1/checkout/sessions' });

    const session = await provider.createCheckout(checkoutRequest(customer.id));

    const attempts = fake.requestsTo('POST', '/v1/checkout/sessions');
    expect(attempts.map((attempt) => attempt.status)).toEqual([500, 500, 200]);
    expect(new Set(attempts.map((attempt) => attempt.idempotencyKey)).size).toBe(1);
    expect(fake.sessions.get(session.id)).toBeDefined();
  });

  it('gives up after two retries with an api error', async () => {
    fake.failNext(3, 503, { method: 'GET', path: '/v1/customers' });

    const attempt = provider.findOrCreateCustomer({
      companyId: 'c',
      email: 'down@exemple.fr',
      companyName: 'C',
    });

    await expect(attempt).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(attempt).rejects.toMatchObject({ kind: 'api' });
    expect(fake.requestsTo('GET', '/v1/customers')).toHaveLength(3);
  });

  it('reports a completed, paid session with its company, plan, subscription and first invoice', async () => {
    const customer = fake.addCustomer('paid@exemple.fr');
    const { id } = await provider.createCheckout(checkoutRequest(customer.id));
    const { subscription, invoice } = fake.completeCheckout(id);

    const session = await provider.retrieveCheckout(id);

    expect(session).toEqual({
      id,
      paid: true,
      companyId: 'company-1',
      plan: 'Standard',
      customerId: customer.id,
      subscriptionId: subscription.id,
      invoice: {
        reference: invoice.id,
        amountPaidCents: 2999,
        paid: true,
        periodStart: new Date(subscription.periodStart * 1000),
        periodEnd: new Date(subscription.periodEnd * 1000),
      },
    });
    const [retrieve] = fake.requestsTo('GET', /^\/v1\/checkout\/sessions\//);
    expect(retrieve?.params).toEqual({ expand: ['subscription', 'invoice'] });
  });

  it('reports an open session as unpaid and an unknown one as null', async () => {
    const customer = fake.addCustomer('open@exemple.fr');
    const { id } = await provider.createCheckout(checkoutRequest(customer.id));

    expect(await provider.retrieveCheckout(id)).toMatchObject({
      paid: false,
      subscriptionId: null,
      invoice: null,
    });
    expect(await provider.retrieveCheckout('cs_test_unknown')).toBeNull();
  });
});

describe('subscriptions', () => {
  it('maps a subscription and answers null for an unknown one', async () => {
    const customer = fake.addCustomer('sub@exemple.fr');
    const { subscription } = fake.addSubscription({ customer: customer.id, plan: 'Premium' });

    expect(await provider.retrieveSubscription(subscription.id)).toEqual({
      id: subscription.id,
      customerId: customer.id,
      plan: 'Premium',
      status: 'active',
      currentPeriodStart: new Date(subscription.periodStart * 1000),
      currentPeriodEnd: new Date(subscription.periodEnd * 1000),
      cancelAtPeriodEnd: false,
    });
    expect(await provider.retrieveSubscription('sub_test_unknown')).toBeNull();
  });

  it('sets the subscription to end with its period', async () => {
    const customer = fake.addCustomer('cancel@exemple.fr');
    const { subscription } = fake.addSubscription({ customer: customer.id, plan: 'Standard' });

    const result = await provider.cancelAtPeriodEnd(subscription.id, 'cancel-key');

    expect(result.cancelAtPeriodEnd).toBe(true);
    const [update] = fake.requestsTo('POST', `/v1/subscriptions/${subscription.id}`);
    expect(update?.params).toEqual({ cancel_at_period_end: 'true' });
    expect(update?.idempotencyKey).toBe('cancel-key');
  });

  it('releases a scheduled downgrade before ending the subscription with its period', async () => {
    const customer = fake.addCustomer('premium-free@exemple.fr');
    const { subscription } = fake.addSubscription({ customer: customer.id, plan: 'Premium' });
    await provider.scheduleDowngrade(subscription.id, 'Standard', 'down-standard');
    const scheduleId = fake.subscriptions.get(subscription.id)?.schedule;

    const result = await provider.cancelAtPeriodEnd(subscription.id, 'down-free');

    expect(result.cancelAtPeriodEnd).toBe(true);
    expect(fake.requestsTo('POST', `/v1/subscription_schedules/${scheduleId}/release`)).toHaveLength(1);
  });

  it('schedules Standard on the same subscription from the end of the paid Premium period', async () => {
    const customer = fake.addCustomer('downgrade@exemple.fr');
    const periodStart = new Date(Date.now() - 10 * DAY);
    const { subscription } = fake.addSubscription({
      customer: customer.id,
      plan: 'Premium',
      periodStart,
      metadata: { user_id: 'company-9', plan: 'Premium' },
    });

    const result = await provider.scheduleDowngrade(subscription.id, 'Standard', 'downgrade-key');

    expect(result).toMatchObject({ plan: 'Premium', cancelAtPeriodEnd: false });
    const [create] = fake.requestsTo('POST', '/v1/subscription_schedules');
    expect(create?.params).toEqual({ from_subscription: subscription.id });
    const [update] = fake.requestsTo('POST', /^\/v1\/subscription_schedules\/[^/]+$/);
    expect(update?.params).toEqual({
      end_behavior: 'release',
      proration_behavior: 'none',
      phases: [
        {
          items: [{ price: fake.prices.Premium, quantity: '1' }],
          start_date: String(subscription.periodStart),
          end_date: String(subscription.periodEnd),
        },
        {
          items: [{ price: fake.prices.Standard, quantity: '1' }],
          duration: { interval: 'month', interval_count: '1' },
          metadata: { user_id: 'company-9', plan: 'Standard' },
        },
      ],
    });
    const schedule = [...fake.schedules.values()].find(
      (candidate) => candidate.subscription === subscription.id,
    );
    expect(schedule?.phases.map((phase) => [phase.startDate, phase.items[0]?.price])).toEqual([
      [subscription.periodStart, fake.prices.Premium],
      [subscription.periodEnd, fake.prices.Standard],
    ]);
    expect(fake.subscriptions.get(subscription.id)?.cancelAtPeriodEnd).toBe(false);
    expectEveryPostKeyed();
  });

  it('undoes a pending end before scheduling the downgrade', async () => {
    const customer = fake.addCustomer('ending@exemple.fr');
    const { subscription } = fake.addSubscription({ customer: customer.id, plan: 'Premium' });
    await provider.cancelAtPeriodEnd(subscription.id, 'end-first');

    await provider.scheduleDowngrade(subscription.id, 'Standard', 'then-downgrade');

    const posts = fake.requests.filter((request) => request.method === 'POST').map((request) => request.path);
    expect(posts.slice(1, 3)).toEqual([`/v1/subscriptions/${subscription.id}`, '/v1/subscription_schedules']);
    expect(fake.subscriptions.get(subscription.id)).toMatchObject({ cancelAtPeriodEnd: false });
    expect(fake.subscriptions.get(subscription.id)?.schedule).toBeTruthy();
  });
});

describe('upgrade', () => {
  async function standardSubscription(email: string) {
    const customer = fake.addCustomer(email);
    const periodStart = new Date(Date.now() - 15 * DAY);
    return fake.addSubscription({ customer: customer.id, plan: 'Standard', periodStart }).subscription;
  }

  it('swaps the price at once with an invoiced proration and reports what was paid', async () => {
    const subscription = await standardSubscription('upgrade@exemple.fr');

    const outcome = await provider.upgrade(subscription.id, 'Premium', 'upgrade-key');

    const [swap] = fake.requestsTo('POST', `/v1/subscriptions/${subscription.id}`);
    expect(swap?.params).toEqual({
      items: [{ id: subscription.itemId, price: fake.prices.Premium }],
      proration_behavior: 'always_invoice',
      payment_behavior: 'pending_if_incomplete',
    });
    const invoice = fake.invoices.get(outcome.invoiceReference ?? '');
    expect(invoice?.billingReason).toBe('subscription_update');
    expect(outcome.amountPaidCents).toBe(invoice?.amountPaid);
    expect(outcome.amountPaidCents).toBeGreaterThan(0);
    expect(outcome.amountPaidCents).toBeLessThan(2000);
    expect(outcome.periodEnd).toEqual(new Date(subscription.periodEnd * 1000));
    expect(fake.requestsTo('POST', /\/pay$/)).toHaveLength(0);
    expect(fake.subscriptions.get(subscription.id)?.priceId).toBe(fake.prices.Premium);
    expectEveryPostKeyed();
  });

  it('pays the proration invoice right away when the charge did not go through', async () => {
    const subscription = await standardSubscription('open-invoice@exemple.fr');
    fake.settings.chargeOnUpdate = false;

    const outcome = await provider.upgrade(subscription.id, 'Premium', 'upgrade-open');

    const [pay] = fake.requestsTo('POST', `/v1/invoices/${outcome.invoiceReference}/pay`);
    expect(pay?.idempotencyKey).toBeTruthy();
    expect(outcome.amountPaidCents).toBeGreaterThan(0);
    expect(fake.subscriptions.get(subscription.id)).toMatchObject({
      priceId: fake.prices.Premium,
      pendingPriceId: null,
    });
  });

  it('answers the same proration invoice when the upgrade is retried with its key', async () => {
    const subscription = await standardSubscription('retry-upgrade@exemple.fr');

    const first = await provider.upgrade(subscription.id, 'Premium', 'upgrade-twice');
    const second = await provider.upgrade(subscription.id, 'Premium', 'upgrade-twice');

    expect(second).toEqual(first);
    const prorations = [...fake.invoices.values()].filter(
      (invoice) =>
        invoice.subscription === subscription.id && invoice.billingReason === 'subscription_update',
    );
    expect(prorations).toHaveLength(1);
  });

  it('reports nothing paid when no proration invoice was issued', async () => {
    const subscription = await standardSubscription('same-price@exemple.fr');

    const outcome = await provider.upgrade(subscription.id, 'Standard', 'same-price');

    expect(outcome).toMatchObject({ amountPaidCents: null, invoiceReference: null });
  });

  it('reports a declined card as a card error and leaves the plan unchanged', async () => {
    const subscription = await standardSubscription('declined@exemple.fr');
    fake.settings.chargeOnUpdate = false;
    fake.settings.declineCard = true;

    const attempt = provider.upgrade(subscription.id, 'Premium', 'upgrade-declined');

    await expect(attempt).rejects.toMatchObject({ name: 'PaymentProviderError', kind: 'card' });
    expect(fake.subscriptions.get(subscription.id)?.priceId).toBe(fake.prices.Standard);
  });

  it('undoes a scheduled downgrade and a pending end before the swap', async () => {
    const subscription = await standardSubscription('undo@exemple.fr');
    await provider.cancelAtPeriodEnd(subscription.id, 'undo-end');
    fake.requests.length = 0;

    await provider.upgrade(subscription.id, 'Premium', 'undo-upgrade');

    const updates = fake.requestsTo('POST', `/v1/subscriptions/${subscription.id}`);
    expect(updates.map((update) => update.params)).toEqual([
      { cancel_at_period_end: 'false' },
      expect.objectContaining({ payment_behavior: 'pending_if_incomplete' }),
    ]);
    expect(fake.subscriptions.get(subscription.id)).toMatchObject({ cancelAtPeriodEnd: false });
  });

  it('releases a downgrade schedule before the swap', async () => {
    const customer = fake.addCustomer('premium-back@exemple.fr');
    const { subscription } = fake.addSubscription({ customer: customer.id, plan: 'Premium' });
    await provider.scheduleDowngrade(subscription.id, 'Standard', 'down');
    const scheduleId = fake.subscriptions.get(subscription.id)?.schedule;
    fake.subscriptions.get(subscription.id)!.priceId = fake.prices.Standard;

    await provider.upgrade(subscription.id, 'Premium', 'up-again');

    expect(fake.requestsTo('POST', `/v1/subscription_schedules/${scheduleId}/release`)).toHaveLength(1);
    expect(fake.schedules.get(scheduleId ?? '')?.status).toBe('released');
  });
});

describe('webhooks', () => {
  const parse = (body: Buffer, signature: string | undefined) => provider.parseWebhook!(body, signature);

  it('maps a correctly signed checkout.session.completed', async () => {
    const customer = fake.addCustomer('hook@exemple.fr');
    const { id } = await provider.createCheckout(checkoutRequest(customer.id));
    const { event, payload, signature } = fake.signedEvent(
      'checkout.session.completed',
      fake.render.checkoutSession(id),
    );

    expect(parse(payload, signature)).toEqual({
      id: event.id,
      type: 'checkout.completed',
      checkoutSessionId: id,
    });
  });

  it('maps a paid renewal invoice with its subscription, plan and period', async () => {
    const customer = fake.addCustomer('renewal@exemple.fr');
    const { subscription } = fake.addSubscription({ customer: customer.id, plan: 'Premium' });
    const invoice = fake.renewSubscription(subscription.id);
    const { event, payload, signature } = fake.signedEvent('invoice.paid', fake.render.invoice(invoice.id));

    expect(parse(payload, signature)).toEqual({
      id: event.id,
      type: 'invoice.paid',
      subscriptionId: subscription.id,
      customerId: customer.id,
      renewal: true,
      upgrade: false,
      plan: 'Premium',
      invoice: {
        reference: invoice.id,
        amountPaidCents: 4999,
        paid: true,
        periodStart: new Date(subscription.periodStart * 1000),
        periodEnd: new Date(subscription.periodEnd * 1000),
      },
    });
  });

  it('maps a failed renewal and a first invoice that is not a renewal', () => {
    const customer = fake.addCustomer('failed@exemple.fr');
    const { subscription, invoice: first } = fake.addSubscription({
      customer: customer.id,
      plan: 'Standard',
    });
    const failed = fake.renewSubscription(subscription.id, { paid: false });

    const failedEvent = fake.signedEvent('invoice.payment_failed', fake.render.invoice(failed.id));
    const firstEvent = fake.signedEvent('invoice.paid', fake.render.invoice(first.id));

    expect(parse(failedEvent.payload, failedEvent.signature)).toMatchObject({
      type: 'invoice.payment_failed',
      renewal: true,
      plan: 'Standard',
      invoice: { reference: failed.id, paid: false, amountPaidCents: 0 },
    });
    expect(parse(firstEvent.payload, firstEvent.signature)).toMatchObject({
      type: 'invoice.paid',
      renewal: false,
      upgrade: false,
    });
  });

  it('maps subscription events to a change and anything else to ignored', () => {
    const customer = fake.addCustomer('changed@exemple.fr');
    const { subscription } = fake.addSubscription({ customer: customer.id, plan: 'Standard' });

    for (const type of ['created', 'updated', 'deleted']) {
      const { event, payload, signature } = fake.signedEvent(
        `customer.subscription.${type}`,
        fake.render.subscription(subscription.id),
      );
      expect(parse(payload, signature)).toEqual({
        id: event.id,
        type: 'subscription.changed',
        subscriptionId: subscription.id,
        customerId: customer.id,
      });
    }
    const other = fake.signedEvent('customer.created', { id: customer.id, object: 'customer' });
    expect(parse(other.payload, other.signature)).toEqual({ id: other.event.id, type: 'ignored' });
  });

  it('refuses a payload signed with another secret, a tampered body and a missing signature', () => {
    const forged = fake.signedEvent('customer.created', { id: 'cus_x' }, { secret: 'whsec_someone_else' });
    const genuine = fake.signedEvent('customer.created', { id: 'cus_x' });
    const tampered = Buffer.from(genuine.payload.toString().replace('cus_x', 'cus_y'));

    expect(() => parse(forged.payload, forged.signature)).toThrow(WebhookSignatureError);
    expect(() => parse(tampered, genuine.signature)).toThrow(WebhookSignatureError);
    expect(() => parse(genuine.payload, undefined)).toThrow(WebhookSignatureError);
  });

  it('refuses an event signed more than 300 s ago and accepts one signed 200 s ago', () => {
    const now = Math.floor(Date.now() / 1000);
    const old = fake.signedEvent('customer.created', { id: 'cus_old' }, { timestamp: now - 301 });
    const recent = fake.signedEvent('customer.created', { id: 'cus_recent' }, { timestamp: now - 200 });

    expect(() => parse(old.payload, old.signature)).toThrow(WebhookSignatureError);
    expect(parse(recent.payload, recent.signature).type).toBe('ignored');
  });
});
