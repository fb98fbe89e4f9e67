import { randomUUID } from 'node:crypto';
import type { ErrorCode } from '@pointeo/domain/error-codes';
import { errorBodySchema } from '@pointeo/domain/errors';
import type { RouteOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { ROUTE_ACCESSES } from '../src/lib/route-access';
import { buildTestApp } from './helper';

/**
 * Every route of the app, as the app itself lists them, with the access it declares: a route is a
 * signed-in company's unless it says otherwise (src/lib/route-access.ts). The public and the kiosk
 * routes are named here, so opening a route to anyone takes two words, one in the route and one
 * here; each route is then called without any credential and must be refused by its guard.
 */
const PUBLIC_ROUTES = new Set([
  'GET /api/health',
  'GET /api/health/live',
  'GET /api/health/ready',
  'POST /api/account/register',
  'POST /api/account/sign-in',
  // The code step of two-factor sign-in: the short-lived cookie of the password step is the credential (decision 080).
  'POST /api/account/sign-in/code',
  'POST /login',
  'POST /login/code',
  'GET /api/auth/get-session',
  'POST /api/auth/sign-out',
  'POST /api/auth/request-password-reset',
  'POST /api/auth/reset-password',
  'GET /api/auth/*',
  'POST /api/auth/*',
  // The tablet holds no session, only the code the company gave it.
  'POST /api/kiosk/pairing',
  // Like a real hosted checkout, the unguessable session id is the credential.
  'GET /api/payment-simulator/checkouts/:id',
  'POST /api/payment-simulator/checkouts/:id/pay',
  'POST /api/payment-simulator/checkouts/:id/cancel',
  'GET /api/site',
  'GET /robots.txt',
  'GET /sitemap.xml',
  'POST /api/contact',
  // The invitation link's unguessable token is the credential (decision 054).
  'GET /api/invitations/:token',
  'POST /api/invitations/:token/accept',
  // The employee's space: the code mailed to their address, then the code and their PIN (decision 071).
  'POST /api/employee-space/codes',
  'POST /api/employee-space/sessions',
  // The public API's description and its reference page (decision 076): no secret in them.
  'GET /api/v1/openapi.json',
  'GET /api/docs',
  'GET /api/docs/',
  'GET /api/docs/js/scalar.js',
]);

const KIOSK_ROUTES = new Set([
  'GET /api/kiosk/site-code',
  'GET /api/kiosk/status',
  'POST /api/kiosk/punches',
  'POST /api/kiosk/punches/cancel',
  'GET /api/kiosk/leave/types',
  'POST /api/kiosk/leave/preview',
  'POST /api/kiosk/leave/requests',
]);

/** The employee's own space, signed in on their phone (decision 071). */
const EMPLOYEE_ROUTES = new Set([
  'GET /api/me',
  'DELETE /api/me/session',
  // What the employee reads there, their own only (decision 072).
  'GET /api/me/hours/week',
  'GET /api/me/hours/month',
  'GET /api/me/entries',
  'GET /api/me/leave',
  'GET /api/me/statements/:month/pdf',
  // 'Signaler une erreur' and 'Je confirme mes heures' (decision 073).
  'GET /api/me/correction-requests',
  'POST /api/me/correction-requests',
  'GET /api/me/months',
  // 'Pointer' from the phone or with a site's code (decisions 069, 070).
  'POST /api/me/punches',
  'GET /api/me/punching',
  'POST /api/me/months/:month/confirmation',
]);

/** The public API (decision 076): a company's API key, its scope and the Premium plan (decision 075). */
const API_ROUTES = new Set([
  'GET /api/v1/employees',
  'POST /api/v1/employees',
  'GET /api/v1/employees/:employee_id',
  'PATCH /api/v1/employees/:employee_id',
  'POST /api/v1/employees/:employee_id/archive',
  'GET /api/v1/sites',
  'GET /api/v1/sites/:site_id',
  'GET /api/v1/time-entries',
  'POST /api/v1/time-entries',
  'GET /api/v1/employees/:employee_id/time-sheets/weeks/:week',
  'GET /api/v1/employees/:employee_id/time-sheets/months/:month',
  'GET /api/v1/absence-types',
  'GET /api/v1/absences',
  'POST /api/v1/absences',
  'POST /api/v1/absences/:absence_id/approve',
  'POST /api/v1/absences/:absence_id/refuse',
  'GET /api/v1/reports/monthly/:month',
  'GET /api/v1/reports/monthly/:month/csv',
]);

/** What each guard answers a request that carries no credential. */
const REFUSALS = {
  company: 'UNAUTHENTICATED',
  kiosk: 'KIOSK_NOT_ACTIVATED',
  employee: 'EMPLOYEE_NOT_SIGNED_IN',
  apiKey: 'API_KEY_INVALID',
} as const satisfies Record<string, ErrorCode>;

interface Route {
  key: string;
  method: string;
  url: string;
  /** Read once the app is ready: the guard hook resolves the access on this very object. */
  options: RouteOptions;
}

const routes: Route[] = [];
const testApp = await buildTestApp({
  onRoute(options) {
    for (const method of [options.method].flat()) {
      // Fastify adds a HEAD route for each GET, with the GET's options and the same guard.
      if (method === 'HEAD') continue;
      routes.push({ key: `${method} ${options.url}`, method, url: options.url, options });
    }
  },
});
afterAll(() => testApp.close());

const accessOf = (route: Route) => route.options.config?.access;
const expectedAccess = (key: string) =>
  PUBLIC_ROUTES.has(key)
    ? 'public'
    : KIOSK_ROUTES.has(key)
      ? 'kiosk'
      : EMPLOYEE_ROUTES.has(key)
        ? 'employee'
        : API_ROUTES.has(key)
          ? 'apiKey'
          : 'company';
const addressOf = (url: string) => url.replace(/:\w+/g, randomUUID()).replace(/\*$/, 'inconnu');

describe('every route', () => {
  it('declares a known access, the one listed here (a company’s unless it says otherwise)', () => {
    expect(routes.length).toBeGreaterThan(80);
    const listing = routes.map((route) => `${route.key} → ${String(accessOf(route))}`);
    const expected = routes.map((route) => `${route.key} → ${expectedAccess(route.key)}`);
    expect(listing).toEqual(expected);
    for (const route of routes) expect(ROUTE_ACCESSES).toContain(accessOf(route));
  });

  it('named public, kiosk or employee here exists', () => {
    const keys = new Set(routes.map((route) => route.key));
    expect(
      [...PUBLIC_ROUTES, ...KIOSK_ROUTES, ...EMPLOYEE_ROUTES, ...API_ROUTES].filter((key) => !keys.has(key)),
    ).toEqual([]);
  });

  it.each(routes.filter((route) => accessOf(route) !== 'public').map((route) => [route.key, route] as const))(
    'refuses %s without a credential, before reading anything',
    async (_key, route) => {
      const response = await testApp.app.inject({
        method: route.method as 'GET',
        url: addressOf(route.url),
        ...(route.method !== 'GET' && { payload: 'pas du JSON', headers: { 'content-type': 'text/plain' } }),
      });
      expect(response.statusCode).toBe(401);
      // The public API answers an RFC 9457 problem with its `code` (decision 076), the app `{ error }`.
      const body = response.json();
      const code = route.url.startsWith('/api/v1/') ? body.code : errorBodySchema.parse(body).error.code;
      expect(code).toBe(REFUSALS[accessOf(route) as keyof typeof REFUSALS]);
    },
  );

  it('answers the HEAD Fastify adds beside a GET with the GET’s guard', async () => {
    const response = await testApp.app.inject({ method: 'HEAD', url: '/api/employees' });
    expect(response.statusCode).toBe(401);
  });
});

describe('a route added without a word about its access', () => {
  it('is a company’s: the app does not start until lib/route-policies.ts gives it a line', async () => {
    await expect(
      buildTestApp({
        beforeReady(app) {
          app.get('/api/new-feature', async () => ({ secret: 'the company’s data' }));
        },
      }),
    ).rejects.toThrow(/GET \/api\/new-feature.*route-policies/);
  });
});

describe('a route declaring an access that does not exist', () => {
  it('stops the app from being built', async () => {
    await expect(
      buildTestApp({
        beforeReady(app) {
          app.get('/api/staff', { config: { access: 'staff' as never } }, async () => ({}));
        },
      }),
    ).rejects.toThrow(/GET \/api\/staff.*'staff'/);
  });
});
