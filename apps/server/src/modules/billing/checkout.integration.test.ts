import { BILLING_MESSAGES, subscriptionConfirmed } from '@pointeo/domain/billing-messages';
import { SIMULATOR_CARDS, SIMULATOR_MESSAGES } from '@pointeo/domain/payment-simulator';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DAY, GOOD_CARD, sessionIdOf, useSimulatorBilling } from '../../../test/billing';
import { invoices, simulatorCheckoutSessions, simulatorSubscriptions } from '../../db/schema/billing';

let clock = new Date('2026-11-10T09:00:00Z');
const { app, db, newCompany, anonymous, subscribe } = useSimulatorBilling(() => clock);

describe('checkout', () => {
  it('subscribes through the hosted checkout and records exactly one invoice', async () => {
    const company = await newCompany('Abonnement Standard');
    const started = (await company.changePlan('Standard')).json();
    expect(started.outcome).toBe('checkout');
    expect(started.url).toMatch(/\/simulateur-paiement\/cs_sim_[\w-]{24}$/);
    const sessionId = sessionIdOf(started.url);

    const page = await anonymous('GET', `/api/payment-simulator/checkouts/${sessionId}`);
    expect(page.json()).toMatchObject({
      plan: 'Standard',
      amount: { netCents: 2499, vatCents: 500, grossCents: 2999 },
      status: 'open',
    });

    const declined = await anonymous('POST', `/api/payment-simulator/checkouts/${sessionId}/pay`, {
      ...GOOD_CARD,
      cardNumber: SIMULATOR_CARDS.declined,
    });
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error.message).toBe(SIMULATOR_MESSAGES.cardDeclined);
    expect((await company.state()).plan).toBe('Gratuit');

    const paid = await anonymous('POST', `/api/payment-simulator/checkouts/${sessionId}/pay`, GOOD_CARD);
    const redirect = new URL(paid.json().redirectUrl);
    expect(redirect.pathname).toBe('/payment-success');
    expect(redirect.searchParams.get('plan')).toBe('Standard');
    expect(redirect.searchParams.get('stripe_customer_id')).toMatch(/^cus_sim_/);
    expect(redirect.searchParams.get('stripe_session_id')).toBe(sessionId);

    for (let attempt = 0; attempt < 2; attempt++) {
      const confirmed = await company.request('POST', '/api/billing/confirm-checkout', {
        sessionId,
        plan: 'Standard',
      });
      expect(confirmed.json().message).toBe(subscriptionConfirmed('Standard'));
    }
    const state = await company.state();
    expect(state.plan).toBe('Standard');
    expect(new Date(state.renewsAt).toISOString()).toBe('2026-12-10T09:00:00.000Z');
    const invoices = await company.invoices();
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({
      amountCents: 2999,
      plan: 'Standard',
      status: 'payé',
      paidOn: '2026-11-10',
      periodStart: '2026-11-10',
      periodEnd: '2026-12-10',
    });
    expect(invoices[0]!.number).toMatch(/^FAC-20261110-\d{4}$/);
  });

  it('refuses forged confirmations: another company, another plan, unpaid or unknown sessions', async () => {
    const owner = await newCompany('Propriétaire Session');
    const intruder = await newCompany('Intrus Session');
    const { sessionId } = await subscribe(owner, 'Standard');

    const stolen = await intruder.request('POST', '/api/billing/confirm-checkout', {
      sessionId,
      plan: 'Standard',
    });
    expect(stolen.statusCode).toBe(403);
    expect(stolen.json().error.message).toBe(BILLING_MESSAGES.checkoutNotYours);
    expect(await intruder.state()).toMatchObject({ plan: 'Gratuit' });
    expect(await intruder.invoices()).toEqual([]);

    const otherPlan = await owner.request('POST', '/api/billing/confirm-checkout', {
      sessionId,
      plan: 'Premium',
    });
    expect(otherPlan.statusCode).toBe(409);
    expect((await owner.state()).plan).toBe('Standard');

    const unpaid = (await intruder.changePlan('Premium')).json();
    const notPaid = await intruder.request('POST', '/api/billing/confirm-checkout', {
      sessionId: sessionIdOf(unpaid.url),
      plan: 'Premium',
    });
    expect(notPaid.statusCode).toBe(409);
    expect(notPaid.json().error.message).toBe(BILLING_MESSAGES.checkoutNotPaid);

    const unknown = await intruder.request('POST', '/api/billing/confirm-checkout', {
      sessionId: 'cs_sim_inconnu',
      plan: 'Premium',
    });
    expect(unknown.statusCode).toBe(404);
    expect(await intruder.state()).toMatchObject({ plan: 'Gratuit' });
    expect(await intruder.invoices()).toEqual([]);
  });

  it("answers a malformed checkout id as an unknown one: 404 'Session de paiement introuvable'", async () => {
    for (const id of ['cs_sim_inconnu', "cs'%20or%20'1'='1"]) {
      const page = await anonymous('GET', `/api/payment-simulator/checkouts/${id}`);
      expect(page.statusCode).toBe(404);
      expect(page.json().error.message).toBe(SIMULATOR_MESSAGES.sessionNotFound);
    }
  });

  it('records one invoice when confirmations and the provider event race', async () => {
    const company = await newCompany('Course Confirmation');
    const started = (await company.changePlan('Premium')).json();
    const sessionId = sessionIdOf(started.url);
    // Paid at the provider, but neither the confirmation nor the event has been applied yet.
    await db()
      .insert(simulatorSubscriptions)
      .values({
        id: 'sub_sim_course',
        companyId: company.id,
        customerId: 'cus_sim_course',
        plan: 'Premium',
        currentPeriodStart: clock,
        currentPeriodEnd: new Date(clock.getTime() + 30 * DAY),
        createdAt: clock,
      });
    await db()
      .update(simulatorCheckoutSessions)
      .set({ status: 'paid', subscriptionId: 'sub_sim_course' })
      .where(eq(simulatorCheckoutSessions.id, sessionId));

    const confirmations = Array.from({ length: 4 }, () =>
      company.request('POST', '/api/billing/confirm-checkout', { sessionId, plan: 'Premium' }),
    );
    const replays = Array.from({ length: 2 }, () =>
      anonymous('POST', `/api/payment-simulator/checkouts/${sessionId}/pay`, GOOD_CARD),
    );
    const answers = await Promise.all([...confirmations, ...replays]);
    for (const answer of answers) expect(answer.statusCode, answer.rawPayload.toString()).toBe(200);
    expect(await company.invoices()).toHaveLength(1);
    expect((await company.state()).plan).toBe('Premium');
  });

  it('keeps one open checkout per company, so two tabs cannot both subscribe', async () => {
    const company = await newCompany('Deux Onglets');
    const first = sessionIdOf((await company.changePlan('Standard')).json().url);
    const second = sessionIdOf((await company.changePlan('Premium')).json().url);
    const stale = await anonymous('POST', `/api/payment-simulator/checkouts/${first}/pay`, GOOD_CARD);
    expect(stale.statusCode).toBe(410);
    const paid = await anonymous('POST', `/api/payment-simulator/checkouts/${second}/pay`, GOOD_CARD);
    expect(paid.statusCode).toBe(200);
    expect(await company.state()).toMatchObject({ plan: 'Premium' });
    expect(await company.invoices()).toHaveLength(1);
  });

  it('leaves one payable checkout when ten plan changes arrive at once', async () => {
    const company = await newCompany('Dix Clics');
    // From an address of their own, so the burst does not spend the other tests' rate limit.
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        app().inject({
          method: 'POST',
          url: '/api/billing/change-plan',
          headers: { cookie: company.cookie },
          remoteAddress: '192.0.2.10',
          payload: { plan: index % 2 ? 'Premium' : 'Standard' },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    const open = await db()
      .select()
      .from(simulatorCheckoutSessions)
      .where(
        and(
          eq(simulatorCheckoutSessions.companyId, company.id),
          eq(simulatorCheckoutSessions.status, 'open'),
        ),
      );
    expect(open).toHaveLength(1);
  });

  it('cancels a checkout without charging anything', async () => {
    const company = await newCompany('Paiement Annulé');
    const started = (await company.changePlan('Standard')).json();
    const canceled = await anonymous(
      'POST',
      `/api/payment-simulator/checkouts/${sessionIdOf(started.url)}/cancel`,
    );
    expect(new URL(canceled.json().redirectUrl).pathname + new URL(canceled.json().redirectUrl).search).toBe(
      '/pricing?canceled=true',
    );
    const closed = await anonymous(
      'POST',
      `/api/payment-simulator/checkouts/${sessionIdOf(started.url)}/pay`,
      GOOD_CARD,
    );
    expect(closed.statusCode).toBe(410);
    expect(await company.state()).toMatchObject({ plan: 'Gratuit' });
    expect(await company.invoices()).toEqual([]);
  });

  it("numbers a day's invoices 0001, 0002, 0003 with no gaps", async () => {
    clock = new Date('2027-03-03T10:00:00Z');
    try {
      for (const name of ['Numéro Un', 'Numéro Deux', 'Numéro Trois'])
        await subscribe(await newCompany(name), 'Standard');
    } finally {
      clock = new Date('2026-11-10T09:00:00Z');
    }
    const numbers = (await db().select({ number: invoices.number }).from(invoices))
      .map((row) => row.number)
      .filter((number) => number.startsWith('FAC-20270303-'))
      .sort();
    expect(numbers).toEqual(['FAC-20270303-0001', 'FAC-20270303-0002', 'FAC-20270303-0003']);
  });
});
