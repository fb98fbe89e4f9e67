import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { MailMessage } from '../src/mail/mailer';
import { cookieHeader } from './accounts';

type Mailbox = { sent: MailMessage[]; whenSent(count: number): Promise<MailMessage[]> };

export interface Invitee {
  role: string;
  /** A new address by default. */
  email?: string;
  name?: string;
  siteIds?: string[];
  /** Both requests' address, for a spec that spreads its calls over addresses. */
  remoteAddress?: string;
}

/**
 * A member invited by the company (its session cookie) and signed up from the invitation mailed to
 * them (decision 054); returns the new member's cookie header.
 */
export async function invitedMember(
  app: FastifyInstance,
  companyCookie: string,
  mailer: Mailbox,
  { role, email, name = 'Membre invité', siteIds, remoteAddress }: Invitee,
): Promise<string> {
  const before = mailer.sent.length;
  const invited = await app.inject({
    method: 'POST',
    url: '/api/team/invitations',
    headers: { cookie: companyCookie },
    ...(remoteAddress && { remoteAddress }),
    payload: {
      email: email ?? `${role}-${randomUUID().slice(0, 8)}@exemple.fr`,
      role,
      ...(siteIds && { siteIds }),
    },
  });
  expect(invited.statusCode, invited.body).toBe(201);
  const mail = (await mailer.whenSent(before + 1))[before]!;
  const token = /\/invitation\/([A-Za-z0-9_-]{43})/.exec(mail.text)![1]!;
  const accepted = await app.inject({
    method: 'POST',
    url: `/api/invitations/${token}/accept`,
    ...(remoteAddress && { remoteAddress }),
    payload: { name, password: 'un-mot-de-passe-solide' },
  });
  expect(accepted.statusCode, accepted.body).toBe(201);
  return cookieHeader(accepted);
}

/** A Responsable de site of these sites (decision 054); returns the new member's cookie header. */
export function invitedSiteManager(
  app: FastifyInstance,
  companyCookie: string,
  mailer: Mailbox,
  siteIds: string[],
): Promise<string> {
  return invitedMember(app, companyCookie, mailer, {
    role: 'site_manager',
    name: 'Responsable Lyon',
    siteIds,
  });
}
