import type { ChangePlanResult, InvoiceList } from '@pointeo/domain/billing';
import { BILLING_MESSAGES, subscriptionConfirmed } from '@pointeo/domain/billing-messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompany } from '../../../test/accounts';
import { type FakeStripe, startFakeStripe } from '../../../test/fake-stripe';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { companies } from '../../db/schema/accounts';

let fake: FakeStripe;
let testApp: TestApp;

beforeAll(async () => {
  fake = await startFakeStripe();
  const config = fake.config();
  testApp = await buildTestApp({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_pointeo',
      STRIPE_WEBHOOK_SECRET: config.webhookSecret,
      STRIPE_PRICE_STANDARD: fake.prices.Standard,
      STRIPE_PRICE_PREMIUM: fake.prices.Premium,
      STRIPE_API_URL: fake.url,
    },
  });
});
afterAll(async () => {
  await testApp?.close();
  await fake?.close();
});

async function newCompany(name: string) {
  const { cookie } = await registerCompany(testApp.app, name);
  const request = (method: 'GET' | 'POST', url: string, payload?: object) =>
    testApp.app.inject({ method, url, headers: { cookie }, ...(payload && { payload }) });
  const id: string = (await request('GET', '/api/account')).json().id;
  const company = async () =>
    (await testApp.database.db.select().from(companies).where(eq(companies.id, id)))[0]!;
  return {
    id,
    cookie,
    request,
    company,
    invoices: async (): Promise<InvoiceList['invoices']> =>
      (await request('GET', '/api/billing/invoices')).json().invoices,
    state: async () => (await request('GET', '/api/billing/state')).json(),
  };
}

const deliver = (webhook: { payload: Buffer; signature: string }) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/billing/webhook',
    payload: webhook.payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': webhook.signature },
  });

/** Gratuit → plan: the checkout is paid on Stripe's side; returns its session id. */
async function payCheckout(company: Awaited<ReturnType<typeof newCompany>>, plan: 'Standard' | 'Premium') {
  const started = (
    await company.request('POST', '/api/billing/change-plan', { plan })
  ).json() as ChangePlanResult;
  expect(started.outcome).toBe('checkout');
  const sessionId = [...fake.sessions.keys()].at(-1)!;
  fake.completeCheckout(sessionId);
  return sessionId;
}

/** Gratuit → plan, paid and confirmed on /payment-success; returns the Stripe subscription id. */
async function subscribe(company: Awaited<ReturnType<typeof newCompany>>, plan: 'Standard' | 'Premium') {
  const sessionId = await payCheckout(company, plan);
  await company.request('POST', '/api/billing/confirm-checkout', { sessionId, plan });
  return (await company.company()).stripeSubscriptionId!;
}

/** 'Améliorer' as the pricing page asks it: the preview first, then the upgrade for the amount shown. */
async function upgradeAsShown(company: Awaited<ReturnType<typeof newCompany>>) {
  const preview = await company.request('GET', '/api/billing/upgrade-preview?plan=Premium');
  expect(preview.statusCode, preview.body).toBe(200);
  const shown = preview.json();
  const upgraded = await company.request('POST', '/api/billing/change-plan', {
    plan: 'Premium',
    confirmation: { amountCents: shown.now.grossCents, prorationDate: shown.prorationDate },
  });
  return { shown, upgraded };
}

/** Stripe ends the subscription (period end, dunning or dashboard) and says so by webhook. */
async function endAtStripe(subscriptionId: string) {
  fake.subscriptions.get(subscriptionId)!.status = 'canceled';
  await deliver(fake.signedEvent('customer.subscription.deleted', fake.render.subscription(subscriptionId)));
}

describe('billing with Stripe (official SDK against a local fake)', () => {
  it('applies one paid checkout once, whether the confirmation or the webhooks come first, twice or together', async () => {
    const company = await newCompany('Stripe Course');
    const sessionId = await payCheckout(company, 'Standard');
    const completed = fake.signedEvent('checkout.session.completed', fake.render.checkoutSession(sessionId));
    const resent = fake.signedEvent('checkout.session.completed', fake.render.checkoutSession(sessionId));

    const answers = await Promise.all([
      company.request('POST', '/api/billing/confirm-checkout', { sessionId, plan: 'Standard' }),
      deliver(completed),
      company.request('POST', '/api/billing/confirm-checkout', { sessionId, plan: 'Standard' }),
      deliver(completed),
      deliver(resent),
    ]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    expect(answers[0]!.json().message).toBe(subscriptionConfirmed('Standard'));

    const invoices = await company.invoices();
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({ plan: 'Standard', amountCents: 2999, status: 'payé' });
    const row = await company.company();
    expect(row).toMatchObject({ plan: 'Standard', pendingSubscription: null });
    expect(row.stripeSubscriptionId).toMatch(/^sub_/);
    expect(row.stripeCustomerId).toMatch(/^cus_/);
  });

  it('leaves one open Stripe checkout when ten plan changes arrive at once', async () => {
    const company = await newCompany('Stripe Dix Clics');
    // From an address of their own, so the burst does not spend the other tests' rate limit.
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        testApp.app.inject({
          method: 'POST',
          url: '/api/billing/change-plan',
          headers: { cookie: company.cookie },
          remoteAddress: '192.0.2.11',
          payload: { plan: 'Standard' },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    const customer = (await company.company()).stripeCustomerId;
    const open = [...fake.sessions.values()].filter(
      (session) => session.customer === customer && session.status === 'open',
    );
    expect(open).toHaveLength(1);
  });

  it('refuses a webhook with a bad signature and changes nothing', async () => {
    const company = await newCompany('Stripe Signature');
    const sessionId = await payCheckout(company, 'Premium');
    const forged = fake.signedEvent('checkout.session.completed', fake.render.checkoutSession(sessionId), {
      secret: 'whsec_pas_le_bon',
    });
    const response = await deliver(forged);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Signature du webhook invalide');
    const unsigned = await testApp.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      payload: { id: 'x' },
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await company.company()).plan).toBe('Gratuit');
    expect(await company.invoices()).toEqual([]);
  });

  it('records each renewal once, shows a failed one, and settles it when paid', async () => {
    const company = await newCompany('Stripe Renouvellement');
    const subscriptionId = await subscribe(company, 'Standard');

    const renewal = fake.renewSubscription(subscriptionId);
    const paid = fake.signedEvent('invoice.paid', fake.render.invoice(renewal.id));
    expect((await deliver(paid)).statusCode).toBe(200);
    expect((await deliver(paid)).statusCode).toBe(200);
    expect(await company.invoices()).toHaveLength(2);
    const renewedUntil = new Date((await company.state()).renewsAt);
    expect(renewedUntil.getTime()).toBe(fake.subscriptions.get(subscriptionId)!.periodEnd * 1000);

    const failing = fake.renewSubscription(subscriptionId, { paid: false });
    await deliver(fake.signedEvent('invoice.payment_failed', fake.render.invoice(failing.id)));
    expect((await company.state()).paymentIssue).toBe(BILLING_MESSAGES.paymentFailed);
    expect((await company.invoices())[0]).toMatchObject({ status: 'impayé', paidOn: null });

    Object.assign(fake.invoices.get(failing.id)!, { status: 'paid', amountPaid: 2999 });
    await deliver(fake.signedEvent('invoice.paid', fake.render.invoice(failing.id)));
    expect((await company.state()).paymentIssue).toBeNull();
    const invoices = await company.invoices();
    expect(invoices).toHaveLength(3);
    expect(invoices.every((invoice) => invoice.status === 'payé')).toBe(true);
  });

  it('upgrades with the prorata Stripe previewed and charged, then ends the subscription at period end on Gratuit', async () => {
    const company = await newCompany('Stripe Mise à Niveau');
    await subscribe(company, 'Standard');

    const { shown, upgraded } = await upgradeAsShown(company);
    expect(shown).toMatchObject({
      outcome: 'charge',
      plan: 'Premium',
      monthly: { netCents: 4166, vatCents: 833, grossCents: 4999 },
      card: { brand: 'visa', last4: '4242' },
    });
    expect(shown.now.grossCents).toBeGreaterThan(1900);
    expect(shown.now.netCents + shown.now.vatCents).toBe(shown.now.grossCents);
    const prorationDate = String(Date.parse(shown.prorationDate) / 1000);
    expect(fake.requestsTo('POST', '/v1/invoices/create_preview').at(-1)?.params).toMatchObject({
      subscription_details: { proration_behavior: 'always_invoice', proration_date: prorationDate },
    });
    expect(upgraded.statusCode, upgraded.body).toBe(200);
    expect(upgraded.json().message).toMatch(
      /^Votre abonnement a été mis à niveau vers le plan Premium\. Un prorata de \d+,\d{2}\u00a0€/,
    );
    const invoices = await company.invoices();
    expect(invoices[0]).toMatchObject({
      plan: 'Mise à niveau vers Premium',
      amountCents: shown.now.grossCents,
    });
    expect(fake.requestsTo('POST', /^\/v1\/subscriptions\//).at(-1)?.params).toMatchObject({
      proration_behavior: 'always_invoice',
      proration_date: prorationDate,
    });

    const downgraded = await company.request('POST', '/api/billing/change-plan', { plan: 'Gratuit' });
    expect(downgraded.json()).toMatchObject({
      message: BILLING_MESSAGES.downgradeToFreeScheduled,
      state: { pendingPlan: 'Gratuit' },
    });
    const subscriptionId = (await company.company()).stripeSubscriptionId!;
    expect(fake.subscriptions.get(subscriptionId)!.cancelAtPeriodEnd).toBe(true);

    await endAtStripe(subscriptionId);
    expect(await company.company()).toMatchObject({
      plan: 'Gratuit',
      pendingSubscription: null,
      stripeSubscriptionId: null,
    });
  });

  it('keeps Stripe in step when a company changes its mind twice in one period', async () => {
    const company = await newCompany('Stripe Indécise');
    const subscriptionId = await subscribe(company, 'Premium');

    for (const plan of ['Gratuit', 'Standard', 'Gratuit', 'Standard', 'Gratuit']) {
      const response = await company.request('POST', '/api/billing/change-plan', { plan });
      expect(response.statusCode, response.body).toBe(200);
      const subscription = fake.subscriptions.get(subscriptionId)!;
      const schedule = subscription.schedule ? fake.schedules.get(subscription.schedule) : undefined;
      if (plan === 'Gratuit') {
        expect(subscription.cancelAtPeriodEnd).toBe(true);
        expect(schedule?.status ?? 'released').toBe('released');
      } else {
        expect(subscription.cancelAtPeriodEnd).toBe(false);
        expect(schedule?.status).toBe('active');
      }
      expect((await company.state()).pendingPlan).toBe(plan);
    }
  });

  it('ends on Gratuit when the subscription is cancelled while Standard was pending', async () => {
    const company = await newCompany('Stripe Impayée');
    await subscribe(company, 'Premium');
    await company.request('POST', '/api/billing/change-plan', { plan: 'Standard' });
    const subscriptionId = (await company.company()).stripeSubscriptionId!;

    await endAtStripe(subscriptionId);
    expect(await company.company()).toMatchObject({
      plan: 'Gratuit',
      pendingSubscription: null,
      stripeSubscriptionId: null,
    });
  });

  it('repairs an upgrade that Stripe charged but whose answer never came back', async () => {
    const company = await newCompany('Stripe Coupure');
    const subscriptionId = await subscribe(company, 'Standard');

    fake.failNext(3, 500, { method: 'GET', path: /^\/v1\/invoices\// });
    const { upgraded } = await upgradeAsShown(company);
    expect(upgraded.statusCode).toBe(502);
    expect(upgraded.json().error.message).toBe(BILLING_MESSAGES.upgradeFailed);
    expect((await company.company()).plan).toBe('Standard');

    const prorationId = fake.subscriptions.get(subscriptionId)!.latestInvoice!;
    await deliver(fake.signedEvent('invoice.paid', fake.render.invoice(prorationId)));
    await deliver(
      fake.signedEvent('customer.subscription.updated', fake.render.subscription(subscriptionId)),
    );
    expect((await company.company()).plan).toBe('Premium');
    const invoices = await company.invoices();
    expect(invoices.map((invoice) => invoice.plan)).toEqual([
      BILLING_MESSAGES.upgradeInvoicePlan,
      'Standard',
    ]);
    expect(invoices[0]!.amountCents).toBe(fake.invoices.get(prorationId)!.amountPaid);
  });

  it('ignores a failed-payment event that arrives after the payment went through', async () => {
    const company = await newCompany('Stripe Désordre');
    const subscriptionId = await subscribe(company, 'Standard');

    const renewal = fake.renewSubscription(subscriptionId, { paid: false });
    const failedPayload = fake.signedEvent('invoice.payment_failed', fake.render.invoice(renewal.id));
    Object.assign(fake.invoices.get(renewal.id)!, { status: 'paid', amountPaid: 2999 });
    await deliver(fake.signedEvent('invoice.paid', fake.render.invoice(renewal.id)));
    await deliver(failedPayload);

    expect((await company.state()).paymentIssue).toBeNull();
    expect((await company.invoices())[0]).toMatchObject({ status: 'payé' });
  });

  it('says which price id is missing rather than failing silently', async () => {
    const misconfigured = await buildTestApp({
      env: {
        STRIPE_SECRET_KEY: 'sk_test_pointeo',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
        STRIPE_API_URL: fake.url,
      },
    });
    try {
      const { cookie } = await registerCompany(misconfigured.app, 'Stripe Sans Prix');
      const response = await misconfigured.app.inject({
        method: 'POST',
        url: '/api/billing/change-plan',
        headers: { cookie },
        payload: { plan: 'Standard' },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().error.message).toBe(BILLING_MESSAGES.priceIdMissing);
    } finally {
      await misconfigured.close();
    }
  });
});
