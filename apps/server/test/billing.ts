import type { BillingState, ChangePlanResult, InvoiceList } from '@pointeo/domain/billing';
import type { PlanName } from '@pointeo/domain/plans';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { loadConfig } from '../src/config';
import { companies } from '../src/db/schema/accounts';
import { simulatorSubscriptions } from '../src/db/schema/billing';
import { registerCompany } from './accounts';
import { buildTestApp, type TestApp } from './helper';

export const DAY = 24 * 60 * 60 * 1000;
export const GOOD_CARD = {
  cardNumber: '4242 4242 4242 4242',
  expiry: '12/30',
  cvc: '123',
  holder: 'Élodie Martin',
};

interface Reply {
  statusCode: number;
  headers: Record<string, unknown>;
  rawPayload: Buffer;
  // biome-ignore lint/suspicious/noExplicitAny: each test reads the answer shape it asserts on
  json(): any;
}
type Request = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) => Promise<Reply>;

/** The seller's mentions of a test app (its LEGAL_* left unset): what the renewal job is given there. */
export const testSeller = loadConfig({ NODE_ENV: 'test' }).invoiceSeller;

export const sessionIdOf = (url: string) => url.split('/').pop() as string;

/**
 * The app for one test file (built before its tests, closed after them) on the payment simulator,
 * with the clock `now` reads; signed-in companies and their paid journey through the hosted checkout.
 */
export function useSimulatorBilling(now: () => Date, env: Record<string, string> = {}) {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ now, env });
  });
  afterAll(() => testApp.close());
  const db = () => testApp.database.db;

  async function newCompany(name: string) {
    const { cookie } = await registerCompany(testApp.app, name);
    const request: Request = (method, url, payload) =>
      testApp.app.inject({
        method,
        url,
        headers: { cookie },
        ...(payload && { payload }),
      }) as Promise<Reply>;
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

  /** Gratuit → plan through the simulator's hosted checkout, then /payment-success. */
  async function subscribe(company: Company, plan: PlanName) {
    const started = (await company.changePlan(plan)).json() as ChangePlanResult;
    if (started.outcome !== 'checkout')
      throw new Error(`expected a checkout, got ${JSON.stringify(started)}`);
    const sessionId = sessionIdOf(started.url);
    const paid = await anonymous('POST', `/api/payment-simulator/checkouts/${sessionId}/pay`, GOOD_CARD);
    expect(paid.statusCode, paid.rawPayload.toString()).toBe(200);
    const confirmed = await company.request('POST', '/api/billing/confirm-checkout', { sessionId, plan });
    expect(confirmed.statusCode, confirmed.rawPayload.toString()).toBe(200);
    return { sessionId, redirectUrl: paid.json().redirectUrl as string, confirmed: confirmed.json() };
  }

  /** The simulator's stand-in for a card that stops working (and is replaced). */
  async function failRenewals(company: Company, fail: boolean) {
    const [row] = await db().select().from(companies).where(eq(companies.id, company.id));
    await db()
      .update(simulatorSubscriptions)
      .set({ failNextRenewal: fail })
      .where(eq(simulatorSubscriptions.id, row!.stripeSubscriptionId!));
  }

  return {
    app: () => testApp.app,
    database: () => testApp.database,
    db,
    newCompany,
    anonymous,
    subscribe,
    failRenewals,
  };
}
