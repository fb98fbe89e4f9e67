import type { BillingState, ChangePlanResult, InvoiceList } from '@pointeo/domain/billing';
import {
  alreadyOnPlan,
  BILLING_MESSAGES,
  subscriptionConfirmed,
  upgradedToPremium,
} from '@pointeo/domain/billing-messages';
import { SIMULATOR_CARDS, SIMULATOR_MESSAGES } from '@pointeo/domain/payment-simulator';
import type { PlanName } from '@pointeo/domain/plans';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompany } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { entreprises } from '../../db/schema/accounts';
import { factures, simulatorCheckoutSessions, simulatorSubscriptions } from '../../db/schema/billing';
import { applySubscriptionSnapshot } from './provider-events';
import { toProviderSubscription } from './providers/simulator/simulator-provider';
import { runSimulatorRenewals } from './providers/simulator/simulator-renewals';

let testApp: TestApp;
let clock = new Date('2026-11-10T09:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  testApp = await buildTestApp({ now: () => clock });
});
afterAll(() => testApp.close());

const db = () => testApp.database.db;
const GOOD_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', holder: 'Élodie Martin' };

interface Reply {
  statusCode: number;
  headers: Record<string, unknown>;
  rawPayload: Buffer;
  // biome-ignore lint/suspicious/noExplicitAny: each test reads the answer shape it asserts on
  json(): any;
}
type Request = (method: 'GET' | 'POST', url: string, payload?: object) => Promise<Reply>;

async function newCompany(name: string) {
  const { cookie } = await registerCompany(testApp.app, name);
  const request: Request = (method, url, payload) =>
    testApp.app.inject({ method, url, headers: { cookie }, ...(payload && { payload }) }) as Promise<Reply>;
  const id: string = (await request('GET', '/api/account')).json().id;
  return {
    id,
    cookie,
    request,
    state: async (): Promise<BillingState> => (await request('GET', '/api/billing/state')).json(),
    invoices: async (): Promise<InvoiceList['invoices']> =>
      (await request('GET', '/api/billing/invoices')).json().invoices,
    changePlan: async (plan: string) => request('POST', '/api/billing/change-plan', { plan }),
  };
}
type Company = Awaited<ReturnType<typeof newCompany>>;

const anonymous = (method: 'GET' | 'POST', url: string, payload?: object) =>
  testApp.app.inject({ method, url, ...(payload && { payload }) }) as Promise<Reply>;

const sessionIdOf = (url: string) => url.split('/').pop() as string;

/** Gratuit → plan through the simulator's hosted checkout, then /payment-success. */
async function subscribe(company: Company, plan: PlanName) {
  const started = (await company.changePlan(plan)).json() as ChangePlanResult;
  if (started.outcome !== 'checkout') throw new Error(`expected a checkout, got ${JSON.stringify(started)}`);
  const sessionId = sessionIdOf(started.url);
  const paid = await anonymous('POST', `/api/payment-simulator/checkouts/${sessionId}/pay`, GOOD_CARD);
  expect(paid.statusCode, paid.rawPayload.toString()).toBe(200);
  const confirmed = await company.request('POST', '/api/billing/confirm-checkout', { sessionId, plan });
  expect(confirmed.statusCode, confirmed.rawPayload.toString()).toBe(200);
  return { sessionId, redirectUrl: paid.json().redirectUrl as string, confirmed: confirmed.json() };
}

/** The simulator's stand-in for a card that stops working (and is replaced). */
async function failRenewals(company: Company, fail: boolean) {
  const [row] = await db().select().from(entreprises).where(eq(entreprises.id, company.id));
  await db()
    .update(simulatorSubscriptions)
    .set({ failNextRenewal: fail })
    .where(eq(simulatorSubscriptions.id, row!.stripeSubscriptionId!));
}

describe('billing state and plan changes', () => {
  it('refuses a visitor without a session, and bad input in French', async () => {
    for (const url of ['/api/billing/state', '/api/billing/invoices']) {
      const response = await anonymous('GET', url);
      expect(response.statusCode).toBe(401);
      expect(response.json().error.message).toBe('Utilisateur non authentifié');
    }
    const company = await newCompany('Plans Invalides');
    const unknown = await company.changePlan('Platine');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe('Plan inconnu');
    const empty = await company.request('POST', '/api/billing/confirm-checkout', {
      sessionId: ' ',
      plan: 'Standard',
    });
    expect(empty.statusCode).toBe(400);
    expect((await company.state()).plan).toBe('Gratuit');
  });

  it('starts on Gratuit and only notices a choice of the current plan', async () => {
    const company = await newCompany('Plan Actuel');
    const state = await company.state();
    expect(state).toMatchObject({ plan: 'Gratuit', pendingPlan: null, paymentIssue: null });
    const response = await company.changePlan('Gratuit');
    expect(response.json()).toMatchObject({ outcome: 'unchanged', message: alreadyOnPlan('Gratuit') });
  });

  it('subscribes through the hosted checkout and records exactly one invoice', async () => {
    const company = await newCompany('Abonnement Standard');
    const started = (await company.changePlan('Standard')).json();
    expect(started.outcome).toBe('checkout');
    expect(started.url).toMatch(/\/simulateur-paiement\/cs_sim_[\w-]{24}$/);
    const sessionId = sessionIdOf(started.url);

    const page = await anonymous('GET', `/api/payment-simulator/checkouts/${sessionId}`);
    expect(page.json()).toMatchObject({ plan: 'Standard', amountCents: 2999, status: 'open' });

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

  it('upgrades Standard to Premium at once with a prorated invoice', async () => {
    clock = new Date('2026-11-10T09:00:00Z');
    const company = await newCompany('Mise à Niveau');
    await subscribe(company, 'Standard');
    clock = new Date(clock.getTime() + 15 * DAY);
    const response = await company.changePlan('Premium');
    // 30 days in the period, 15 left: half of the 20,00 € difference.
    expect(response.json()).toMatchObject({ outcome: 'changed', message: upgradedToPremium(1000) });
    expect(response.json().message).toContain('Un prorata de 10,00€ a été facturé');
    expect(response.json().state).toMatchObject({ plan: 'Premium', pendingPlan: null });
    const invoices = await company.invoices();
    expect(invoices).toHaveLength(2);
    expect(invoices[0]).toMatchObject({
      plan: 'Mise à niveau vers Premium',
      amountCents: 1000,
      periodEnd: '2026-12-10',
    });
    const again = await company.changePlan('Premium');
    expect(again.json()).toMatchObject({ outcome: 'unchanged', message: alreadyOnPlan('Premium') });
    clock = new Date('2026-11-10T09:00:00Z');
  });

  it('schedules Premium → Standard for the period end, then renews on Standard', async () => {
    const company = await newCompany('Rétrogradation Standard');
    await subscribe(company, 'Premium');
    const response = await company.changePlan('Standard');
    expect(response.json()).toMatchObject({
      outcome: 'changed',
      message: BILLING_MESSAGES.downgradeToStandardScheduled,
      state: { plan: 'Premium', pendingPlan: 'Standard' },
    });
    expect(await runSimulatorRenewals(db(), new Date(clock.getTime() + 10 * DAY))).toBe(0);

    await Promise.all([
      runSimulatorRenewals(db(), new Date('2026-12-10T10:00:00Z')),
      runSimulatorRenewals(db(), new Date('2026-12-10T10:00:00Z')),
    ]);
    const state = await company.state();
    expect(state).toMatchObject({ plan: 'Standard', pendingPlan: null });
    expect(state.renewsAt).toBe('2027-01-10T09:00:00.000Z');
    const invoices = await company.invoices();
    expect(invoices.map((invoice) => [invoice.plan, invoice.amountCents])).toEqual([
      ['Standard', 2999],
      ['Premium', 4999],
    ]);
  });

  it('downgrades to Gratuit at the period end, after monthly renewals', async () => {
    const company = await newCompany('Retour Gratuit');
    await subscribe(company, 'Standard');
    await runSimulatorRenewals(db(), new Date('2026-12-10T10:00:00Z'));
    expect(await company.invoices()).toHaveLength(2);

    const response = await company.changePlan('Gratuit');
    expect(response.json()).toMatchObject({
      outcome: 'changed',
      message: BILLING_MESSAGES.downgradeToFreeScheduled,
      state: { plan: 'Standard', pendingPlan: 'Gratuit' },
    });
    await runSimulatorRenewals(db(), new Date('2027-01-10T10:00:00Z'));
    const state = await company.state();
    expect(state).toMatchObject({ plan: 'Gratuit', pendingPlan: null });
    expect(await company.invoices()).toHaveLength(2);
    const [row] = await db().select().from(entreprises).where(eq(entreprises.id, company.id));
    expect(row!.stripeSubscriptionId).toBeNull();
  });

  it('shows a failed renewal, then settles the same invoice when the payment goes through', async () => {
    const company = await newCompany('Paiement Refusé');
    await subscribe(company, 'Standard');
    await failRenewals(company, true);
    await runSimulatorRenewals(db(), new Date('2026-12-10T10:00:00Z'));
    expect((await company.state()).paymentIssue).toBe(BILLING_MESSAGES.paymentFailed);
    const [unpaid] = await company.invoices();
    expect(unpaid).toMatchObject({ status: 'impayé', paidOn: null });

    await failRenewals(company, false);
    await runSimulatorRenewals(db(), new Date('2026-12-11T10:00:00Z'));
    expect((await company.state()).paymentIssue).toBeNull();
    const invoices = await company.invoices();
    expect(invoices).toHaveLength(2);
    expect(invoices.find((invoice) => invoice.id === unpaid!.id)).toMatchObject({ status: 'payé' });
  });

  it('refuses Premium → Standard without a subscription', async () => {
    const company = await newCompany('Sans Abonnement');
    await db().update(entreprises).set({ abonnement: 'Premium' }).where(eq(entreprises.id, company.id));
    const response = await company.changePlan('Standard');
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(BILLING_MESSAGES.noActiveSubscription);
    expect((await company.state()).pendingPlan).toBeNull();
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
        testApp.app.inject({
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

  it('dates a past-due subscription by the app clock', async () => {
    const company = await newCompany('Retard Daté');
    await subscribe(company, 'Standard');
    const [row] = await db().select().from(entreprises).where(eq(entreprises.id, company.id));
    const [subscription] = await db()
      .select()
      .from(simulatorSubscriptions)
      .where(eq(simulatorSubscriptions.id, row!.stripeSubscriptionId!));
    await db().transaction((tx) =>
      applySubscriptionSnapshot(tx, { ...toProviderSubscription(subscription!), status: 'past_due' }, clock),
    );
    const [after] = await db().select().from(entreprises).where(eq(entreprises.id, company.id));
    expect(after!.paymentFailedAt).toEqual(clock);
  });

  it('never lets two companies share a provider customer or subscription id', async () => {
    const owner = await newCompany('Identifiants Uniques');
    await subscribe(owner, 'Standard');
    const [ids] = await db().select().from(entreprises).where(eq(entreprises.id, owner.id));
    const other = await newCompany('Identifiants Copiés');
    for (const change of [
      { stripeCustomerId: ids!.stripeCustomerId },
      { stripeSubscriptionId: ids!.stripeSubscriptionId },
    ]) {
      await expect(
        db().update(entreprises).set(change).where(eq(entreprises.id, other.id)),
      ).rejects.toThrow();
    }
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
    const numbers = (await db().select({ numero: factures.numeroFacture }).from(factures))
      .map((row) => row.numero)
      .filter((numero) => numero.startsWith('FAC-20270303-'))
      .sort();
    expect(numbers).toEqual(['FAC-20270303-0001', 'FAC-20270303-0002', 'FAC-20270303-0003']);
  });

  it('refuses an upgrade while a renewal is unpaid, and still ends a failing subscription set to end', async () => {
    const company = await newCompany('Impayé Puis Départ');
    await subscribe(company, 'Standard');
    await failRenewals(company, true);
    await runSimulatorRenewals(db(), new Date('2026-12-10T10:00:00Z'));

    const upgrade = await company.changePlan('Premium');
    expect(upgrade.statusCode).toBe(409);
    expect(upgrade.json().error.message).toBe(BILLING_MESSAGES.settlePaymentFirst);
    expect(await company.state()).toMatchObject({
      plan: 'Standard',
      paymentIssue: BILLING_MESSAGES.paymentFailed,
    });

    await company.changePlan('Gratuit');
    await runSimulatorRenewals(db(), new Date('2026-12-11T10:00:00Z'));
    expect(await company.state()).toMatchObject({ plan: 'Gratuit', pendingPlan: null, paymentIssue: null });
  });

  it('has no webhook endpoint while the simulator is the provider', async () => {
    const response = await anonymous('POST', '/api/billing/webhook', {});
    expect(response.statusCode).toBe(404);
  });
});

describe('invoice PDF', () => {
  it('gives a company its own invoice and refuses everything else', async () => {
    const owner = await newCompany('Facture Propriétaire');
    const other = await newCompany('Facture Voisine');
    await subscribe(owner, 'Standard');
    const [invoice] = await owner.invoices();

    const pdf = await owner.request('GET', `/api/invoices/${invoice!.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="facture-${invoice!.number}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const anonymousDownload = await anonymous('GET', `/api/invoices/${invoice!.id}/pdf`);
    expect(anonymousDownload.statusCode).toBe(401);
    expect(anonymousDownload.json().error.message).toBe('Utilisateur non authentifié');

    const foreign = await other.request('GET', `/api/invoices/${invoice!.id}/pdf`);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({
      error: { code: 'INVOICE_FORBIDDEN', message: "Vous n'avez pas accès à cette facture" },
    });

    for (const id of ['00000000-0000-4000-8000-000000000000', 'pas-un-identifiant', "1' or '1'='1"]) {
      const missing = await owner.request('GET', `/api/invoices/${encodeURIComponent(id)}/pdf`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error.message).toBe('Facture non trouvée');
    }

    await db().delete(entreprises).where(eq(entreprises.id, other.id));
    const orphan = await other.request('GET', `/api/invoices/${invoice!.id}/pdf`);
    expect(orphan.statusCode).toBe(404);
    expect(orphan.json().error.message).toBe('Informations entreprise non trouvées');
  });
});
