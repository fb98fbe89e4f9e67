import { Readable } from 'node:stream';
import { messageSchema } from '@pointeo/domain/api';
import { AUDIT_FILE_KINDS } from '@pointeo/domain/audit';
import {
  BADGE_FILE_NAME,
  BADGE_MESSAGES,
  badgeHolderListSchema,
  badgeIssueSchema,
} from '@pointeo/domain/badges';
import { employeeIdParamsSchema } from '@pointeo/domain/employees';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client';
import type { FeatureGate } from '../../../lib/plan-gate';
import { siteIdsOf } from '../../../lib/site-scope';
import { sendExportedFile } from '../../audit';
import type { BadgeSecretMaker } from './badge-secret';
import { badgeHolders, issueBadges, revokeEmployeeBadge } from './service';

export interface BadgeRoutesOptions {
  db: Database;
  now: () => Date;
  requireFeature: FeatureGate;
  /** newBadgeSecret, unless a test records the secrets it issues. */
  newSecret: BadgeSecretMaker;
}

/** Badges (issue 30, Pointage avancé): issued with their printable sheet, revoked one by one. */
export const badgeRoutes: FastifyPluginAsyncZod<BadgeRoutesOptions> = async (
  app,
  { db, now, requireFeature, newSecret },
) => {
  app.addHook('preHandler', requireFeature('advancedClocking'));

  app.get(
    '/api/employees/badges',
    { schema: { response: { 200: badgeHolderListSchema } } },
    async (request) => badgeHolders(db, request.companyId, siteIdsOf(request, 'employees.write')),
  );

  app.post('/api/employees/badges', { schema: { body: badgeIssueSchema } }, async (request, reply) => {
    const sheet = await issueBadges(db, request.companyId, request.body.employeeIds, {
      now: now(),
      newSecret,
    });
    const file = {
      fileName: BADGE_FILE_NAME,
      contentType: 'application/pdf',
      stream: Readable.from([sheet]),
    };
    return sendExportedFile(db, request, reply, { ...file, kind: AUDIT_FILE_KINDS.badges }, now());
  });

  app.delete(
    '/api/employees/:id/badge',
    { schema: { params: employeeIdParamsSchema, response: { 200: messageSchema } } },
    async (request) => {
      await revokeEmployeeBadge(db, request.companyId, request.params.id, now());
      return { message: BADGE_MESSAGES.revoked };
    },
  );
};
