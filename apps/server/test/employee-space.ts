import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { MailMessage } from '../src/mail/mailer';

let requests = 0;

/**
 * A request to the space's public sign-in from an address of its own: the limit per address (10 a
 * minute) is for scripts, not for tests.
 */
export function postFromNewAddress(app: FastifyInstance, url: string, payload: object) {
  requests++;
  return app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: `10.251.${(requests >> 8) & 255}.${requests & 255}`,
  });
}

/** The code of the latest mail sent to the address (decision 071). */
export function lastSpaceCodeSentTo(sent: MailMessage[], email: string): string {
  const code = sent
    .filter((message) => message.to === email)
    .at(-1)
    ?.text.match(/: (\d{6})$/m)?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

/**
 * Signs the employee in to their own space as their phone does: the code mailed to the address,
 * then the code and the PIN. Returns the space's cookie header.
 */
export async function signInToSpace(
  app: FastifyInstance,
  mailer: { sent: MailMessage[] },
  email: string,
  pin: string,
): Promise<string> {
  expect((await postFromNewAddress(app, '/api/employee-space/codes', { email })).statusCode).toBe(202);
  const code = lastSpaceCodeSentTo(mailer.sent, email);
  const signedIn = await postFromNewAddress(app, '/api/employee-space/sessions', { email, code, pin });
  expect(signedIn.statusCode, signedIn.body).toBe(201);
  const cookie = signedIn.cookies.find((item) => item.name === 'pointeo_employee');
  if (!cookie) throw new Error('no space cookie');
  return `pointeo_employee=${cookie.value}`;
}

/** Adds an employee through the API as the company whose cookie this is; returns their id. */
export async function addEmployeeAs(
  app: FastifyInstance,
  companyCookie: string,
  payload: object,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/employees',
    headers: { cookie: companyCookie },
    payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as string;
}
