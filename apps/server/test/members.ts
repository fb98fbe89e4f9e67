import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { MailMessage } from '../src/mail/mailer';
import { cookieHeader } from './accounts';

/**
 * A Responsable de site of these sites, invited by the company (its session cookie) and signed up
 * from the invitation mailed to them (decision 054); returns the new member's cookie header.
 */
export async function invitedSiteManager(
  app: FastifyInstance,
  companyCookie: string,
  mailer: { sent: MailMessage[]; whenSent(count: number): Promise<MailMessage[]> },
  siteIds: string[],
): Promise<string> {
  const before = mailer.sent.length;
  const invited = await app.inject({
    method: 'POST',
    url: '/api/team/invitations',
    headers: { cookie: companyCookie },
    payload: { email: `responsable-${randomUUID().slice(0, 8)}@exemple.fr`, role: 'site_manager', siteIds },
  });
  expect(invited.statusCode, invited.body).toBe(201);
  const mail = (await mailer.whenSent(before + 1))[before]!;
  const token = /\/invitation\/([A-Za-z0-9_-]{43})/.exec(mail.text)![1]!;
  const accepted = await app.inject({
    method: 'POST',
    url: `/api/invitations/${token}/accept`,
    payload: { name: 'Responsable Lyon', password: 'un-mot-de-passe-solide' },
  });
  expect(accepted.statusCode, accepted.body).toBe(201);
  return cookieHeader(accepted);
}
