import { ACCOUNT_MESSAGES } from '@pointeo/domain/account-messages';
import { messageSchema } from '@pointeo/domain/api';
import {
  acceptInvitationSchema,
  currentMemberSchema,
  invitationIdParamsSchema,
  invitationInputSchema,
  invitationPreviewSchema,
  invitationTokenParamsSchema,
  memberUserIdParamsSchema,
  roleChangeSchema,
  TEAM_MESSAGES,
  teamSchema,
} from '@pointeo/domain/team';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Mailer } from '../../mail/mailer';
import type { Auth } from './auth';
import { copySetCookies, toFetchHeaders } from './auth-bridge';
import {
  acceptInvitation,
  cancelInvitation,
  changeMemberRole,
  getTeam,
  inviteMember,
  previewInvitation,
  removeMember,
} from './team-service';

export interface TeamRoutesOptions {
  db: Database;
  auth: Auth;
  mailer: Mailer;
  now: () => Date;
  baseUrl: string;
  /** Ends every cached session of a user at once (session-cache `forgetUser`). */
  forgetUser: (userId: string) => void;
}

/** Tries per address per minute on the public invitation routes, as on the other public forms. */
const INVITATION_TRIES_PER_MINUTE = 20;

/** The team of a company and the invitations to join it (decision 054). */
export const teamRoutes: FastifyPluginAsyncZod<TeamRoutesOptions> = async (
  app,
  { db, auth, mailer, now, baseUrl, forgetUser },
) => {
  app.get('/api/account/me', { schema: { response: { 200: currentMemberSchema } } }, async (request) => {
    const { userId, name, role, isOwner, sites, mustEnrolTwoFactor = false } = request.member;
    return { userId, name, role, isOwner, sites: sites === 'all' ? sites : [...sites], mustEnrolTwoFactor };
  });

  app.get('/api/team', { schema: { response: { 200: teamSchema } } }, async (request) =>
    getTeam(db, request.member, now()),
  );

  app.post(
    '/api/team/invitations',
    { schema: { body: invitationInputSchema, response: { 201: messageSchema } } },
    async (request, reply) => {
      await inviteMember({ db, mailer, baseUrl }, request.member, request.body, now(), request.ip);
      return reply.status(201).send({ message: TEAM_MESSAGES.invited });
    },
  );

  app.delete(
    '/api/team/invitations/:id',
    { schema: { params: invitationIdParamsSchema, response: { 200: messageSchema } } },
    async (request) => {
      await cancelInvitation(db, request.member, request.params.id, now());
      return { message: TEAM_MESSAGES.revoked };
    },
  );

  app.patch(
    '/api/team/members/:userId',
    {
      schema: { params: memberUserIdParamsSchema, body: roleChangeSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      await changeMemberRole(db, request.member, request.params.userId, request.body, forgetUser, {
        now: now(),
        ip: request.ip,
      });
      return { message: TEAM_MESSAGES.roleChanged };
    },
  );

  app.delete(
    '/api/team/members/:userId',
    { schema: { params: memberUserIdParamsSchema, response: { 200: messageSchema } } },
    async (request) => {
      await removeMember(db, request.member, request.params.userId, forgetUser, {
        now: now(),
        ip: request.ip,
      });
      return { message: TEAM_MESSAGES.removed };
    },
  );

  const publicAccess = {
    access: 'public' as const,
    rateLimit: { max: INVITATION_TRIES_PER_MINUTE, timeWindow: '1 minute' },
  };

  app.get(
    '/api/invitations/:token',
    {
      config: publicAccess,
      schema: { params: invitationTokenParamsSchema, response: { 200: invitationPreviewSchema } },
    },
    async (request) => previewInvitation(db, request.params.token, now()),
  );

  app.post(
    '/api/invitations/:token/accept',
    {
      config: publicAccess,
      schema: {
        params: invitationTokenParamsSchema,
        body: acceptInvitationSchema,
        response: { 201: messageSchema },
      },
    },
    async (
      request: FastifyRequest<{ Params: { token: string }; Body: { name: string; password: string } }>,
      reply: FastifyReply,
    ) => {
      const email = await acceptInvitation(
        db,
        request.params.token,
        request.body,
        (await auth.$context).password.hash,
        now(),
      );
      const { headers } = await auth.api.signInEmail({
        body: { email, password: request.body.password, rememberMe: false },
        headers: toFetchHeaders(request.headers),
        returnHeaders: true,
      });
      if (!headers) throw new AppError('REGISTRATION_NO_SESSION', 500, ACCOUNT_MESSAGES.registerNoUser);
      copySetCookies(reply, headers);
      return reply.status(201).send({ message: TEAM_MESSAGES.accepted });
    },
  );
};
