import { messageSchema } from '@pointeo/domain/api';
import {
  SPACE_MESSAGES,
  spaceCodeRequestSchema,
  spaceLinkParamsSchema,
  spaceMeSchema,
  spaceSignInSchema,
} from '@pointeo/domain/employee-space';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import { findCompanyContact } from '../accounts';
import { clearedSpaceCookie, spaceCookie } from './credential';
import { revokeSession } from './repository';
import { mailSpaceLink, sendSpaceCodes, signInToSpace } from './service';

/** Sign-in tries per address a minute: a person retypes a code a few times, a script many more. */
const SIGN_IN_TRIES_PER_MINUTE = 10;

export interface EmployeeSpaceRoutesOptions {
  db: Database;
  mailer: Mailer;
  secureCookies: boolean;
  /** The site's public address: the link to the space it mails. */
  baseUrl: string;
  now: () => Date;
}

/** The employee's own space (decision 071): its sign-in, public, and its routes under /api/me. */
export const employeeSpaceRoutes: FastifyPluginAsyncZod<EmployeeSpaceRoutesOptions> = async (
  app,
  { db, mailer, secureCookies, baseUrl, now },
) => {
  const limited = { max: SIGN_IN_TRIES_PER_MINUTE, timeWindow: '1 minute' };

  // Public: the code mailed to the employee's address, then the code and the PIN, are the credential.
  app.post(
    '/api/employee-space/codes',
    {
      config: { access: 'public', rateLimit: limited },
      schema: { body: spaceCodeRequestSchema, response: { 202: messageSchema } },
    },
    async (request, reply) => {
      await sendSpaceCodes(db, mailer, request.body.email, now());
      return reply.status(202).send({ message: SPACE_MESSAGES.codeSent });
    },
  );

  app.post(
    '/api/employee-space/sessions',
    {
      config: { access: 'public', rateLimit: limited },
      schema: { body: spaceSignInSchema, response: { 201: spaceMeSchema } },
    },
    async (request, reply) => {
      const { token, me } = await signInToSpace(db, request.body, now());
      reply.header('set-cookie', spaceCookie(token, secureCookies));
      return reply.status(201).send(me);
    },
  );

  // A company's member sends an employee the space's address (route policy: employees.write, target).
  app.post(
    '/api/employee-space/employees/:employeeId/link',
    { schema: { params: spaceLinkParamsSchema, response: { 200: messageSchema } } },
    async (request) => {
      const spaceUrl = new URL('/moi', baseUrl).toString();
      const who = { companyId: request.companyId, employeeId: request.params.employeeId };
      return { message: SPACE_MESSAGES.linkSent(await mailSpaceLink(db, mailer, who, spaceUrl)) };
    },
  );

  app.get(
    '/api/me',
    { config: { access: 'employee' }, schema: { response: { 200: spaceMeSchema } } },
    async (request) => {
      const { companyId, employeeId, firstName, lastName } = request.spaceEmployee;
      const company = await findCompanyContact(db, companyId);
      return { employeeId, firstName, lastName, companyName: company?.name ?? '' };
    },
  );

  app.delete(
    '/api/me/session',
    { config: { access: 'employee' }, schema: { response: { 200: messageSchema } } },
    async (request, reply) => {
      await revokeSession(db, request.spaceEmployee.sessionId, now());
      reply.header('set-cookie', clearedSpaceCookie(secureCookies));
      return { message: SPACE_MESSAGES.signedOut };
    },
  );
};
