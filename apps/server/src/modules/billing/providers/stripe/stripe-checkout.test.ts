import { BILLING_MESSAGES } from '@pointeo/domain/billing-messages';
import { describe, expect, it } from 'vitest';
import {
  baseUrl,
  checkoutRequest,
  expectEveryPostKeyed,
  useFakeStripeProvider,
} from '../../../../../test/stripe-provider';
import { PaymentProviderError } from '../payment-provider';
import { createStripeProvider } from './stripe-provider';

const { fake, provider } = await useFakeStripeProvider();

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
    expectEveryPostKeyed(fake);
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
