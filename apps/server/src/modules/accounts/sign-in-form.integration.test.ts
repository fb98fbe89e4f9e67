import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompany, type SignedInCompany } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/helper';

const BASE_URL = 'https://pointeo.test';
let testApp: TestApp;
let company: SignedInCompany;
beforeAll(async () => {
  testApp = await buildTestApp({ env: { BASE_URL } });
  company = await registerCompany(testApp.app, 'Formulaire nu');
});
afterAll(() => testApp.close());

/** What a browser sends when its page on this site posts the login form itself. */
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin', origin: BASE_URL };

function postForm(fields: Record<string, string>, options: Partial<InjectOptions> = {}) {
  return testApp.app.inject({
    method: 'POST',
    url: '/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...SAME_ORIGIN },
    payload: new URLSearchParams(fields).toString(),
    ...options,
    ...(options.headers && {
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...options.headers },
    }),
  });
}

const sessionCookie = (response: Awaited<ReturnType<typeof postForm>>) =>
  response.cookies.find((cookie) => cookie.name.endsWith('session_token'));

describe('the login form posted without its script', () => {
  it('signs in and sends the person to the account, with a same-site session cookie', async () => {
    const response = await postForm({ email: company.email, password: company.password });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/account');
    const cookie = sessionCookie(response);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    // Unticked, the box sends nothing: a browser session.
    expect(cookie?.maxAge).toBeUndefined();
  });

  it("keeps 'remember me' when the box is ticked", async () => {
    const response = await postForm({ email: company.email, password: company.password, rememberMe: 'on' });
    expect(sessionCookie(response)?.maxAge).toBe(30 * 24 * 60 * 60);
  });

  it('goes back to ?redirect= when it is a path of this site, to the account otherwise', async () => {
    const credentials = { email: company.email, password: company.password };
    const inside = await postForm(credentials, { url: '/login?redirect=%2Faccount%3Ftab%3Demployees' });
    expect(inside.headers.location).toBe('/account?tab=employees');
    for (const elsewhere of ['//evil.example/account', 'https://evil.example', '/\\evil.example']) {
      const response = await postForm(credentials, {
        url: `/login?${new URLSearchParams({ redirect: elsewhere })}`,
      });
      expect(response.headers.location, elsewhere).toBe('/account');
    }
  });

  it('judges ?redirect= once resolved: dot segments that lead to //evil.example go to the account', async () => {
    const credentials = { email: company.email, password: company.password };
    const urls = [
      '/login?redirect=/.//evil.example/x',
      '/login?redirect=/..//evil.example/x',
      '/login?redirect=/%252e//evil.example/x',
      `/login?${new URLSearchParams({ redirect: '/%2E%2E//evil.example' })}`,
      `/login?${new URLSearchParams({ redirect: '/./\\evil.example' })}`,
    ];
    for (const url of urls) {
      const response = await postForm(credentials, { url });
      expect(response.statusCode, url).toBe(303);
      expect(response.headers.location, url).toBe('/account');
      expect(sessionCookie(response), url).toBeDefined();
    }
  });

  it('sends a wrong password or an empty field back to /login saying why, without a session', async () => {
    const refused: Array<Record<string, string>> = [
      { email: company.email, password: 'mauvais-mot-de-passe' },
      { email: '', password: '' },
      {},
    ];
    for (const fields of refused) {
      const response = await postForm(fields);
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/login?echec=identifiants');
      expect(sessionCookie(response)).toBeUndefined();
    }
  });

  it('counts its failures with the API sign-in: the sixth for one e-mail hears of the limit', async () => {
    const target = await registerCompany(testApp.app, 'Formulaire obstiné');
    for (let attempt = 0; attempt < 5; attempt++) {
      await postForm({ email: target.email, password: `essai-${attempt}-incorrect` });
    }
    const response = await postForm({ email: target.email, password: target.password });
    expect(response.headers.location).toBe('/login?echec=limite');
    expect(sessionCookie(response)).toBeUndefined();
  });

  it('refuses a form posted by another site, and a post that says nothing of where it comes from', async () => {
    const credentials = { email: company.email, password: company.password };
    for (const headers of [
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      { 'sec-fetch-site': 'same-site', origin: 'https://shop.pointeo.test' },
      { origin: 'https://evil.example' },
      {},
    ]) {
      const response = await postForm(credentials, { headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.json().error.message).toBe('Requête refusée\u202f: elle ne provient pas de Pointeo.');
      expect(sessionCookie(response)).toBeUndefined();
    }
    // An older browser without Sec-Fetch-Site still says its origin.
    const older = await postForm(credentials, { headers: { origin: BASE_URL } });
    expect(older.statusCode).toBe(303);
    // Under the site's Referrer-Policy 'no-referrer', Chromium posts the site's own form with Origin null.
    const noReferrer = await postForm(credentials, {
      headers: { 'sec-fetch-site': 'same-origin', origin: 'null' },
    });
    expect(noReferrer.statusCode).toBe(303);
    expect(noReferrer.headers.location).toBe('/account');
  });
});
