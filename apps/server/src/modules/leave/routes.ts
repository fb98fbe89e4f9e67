import { messageSchema } from '@pointeo/domain/api';
import {
  absenceIdParamsSchema,
  absenceListSchema,
  absencePreviewSchema,
  absenceResultSchema,
  absencesQuerySchema,
  absenceTypeFlagsSchema,
  absenceTypeInputSchema,
  absenceTypeListSchema,
  absenceTypeResultSchema,
  adjustmentSchema,
  balancesViewSchema,
  createAbsenceSchema,
  employeeIdParamsSchema,
  leaveSettingsResultSchema,
  leaveSettingsSchema,
  leaveSettingsUpdateSchema,
  openingBalanceSchema,
  openingImportPreviewSchema,
  openingImportResultSchema,
  openingImportSchema,
  planningQuerySchema,
  planningSchema,
  refuseAbsenceSchema,
  typeIdParamsSchema,
} from '@pointeo/domain/leave';
import { siteFilterQuerySchema } from '@pointeo/domain/site-filter';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { signatureOf } from '../../lib/authors';
import type { FeatureGate } from '../../lib/plan-gate';
import { siteIdsOf } from '../../lib/site-scope';
import { createType, listTypes, updateTypeFlags } from './absence-types';
import {
  approveAbsence,
  cancelAbsence,
  createAbsence,
  type LeaveActor,
  listCompanyAbsences,
  refuseAbsence,
} from './absences';
import { previewDraws } from './balance-draws';
import { adjustBalance, balancesView, setOpeningBalance } from './balances';
import { leaveSettingsOf, saveSettings } from './leave-settings';
import type { LeaveNotices } from './notices';
import { confirmOpeningImport, previewOpeningImport } from './opening-import';
import { planningView } from './planning';

export interface LeaveRoutesOptions {
  db: Database;
  requireFeature: FeatureGate;
  /** The app's clock: decisions, adjustments and today's balances, so tests can move it. */
  now: () => Date;
  /** Queues the e-mail a decision owes the employee (decision 048). */
  notices: LeaveNotices;
}

/**
 * The 'Congés' tab's API (packages/domain/src/leave.ts lists it), for companies whose plan includes
 * leave management. Ids are looked up within the signed-in company; a malformed one is a 404.
 */
export const leaveRoutes: FastifyPluginAsyncZod<LeaveRoutesOptions> = async (
  app,
  { db, requireFeature, now, notices },
) => {
  app.addHook('preHandler', requireFeature('leave'));

  const writeLimit = {
    rateLimit: {
      max: 120,
      timeWindow: '1 minute',
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => request.companyId,
    },
  };
  const actor = (request: FastifyRequest): LeaveActor => ({
    companyId: request.companyId,
    ...signatureOf(request.member),
    now: now(),
  });

  app.get('/api/leave/types', { schema: { response: { 200: absenceTypeListSchema } } }, async (request) =>
    listTypes(db, request.companyId),
  );

  app.post(
    '/api/leave/types',
    {
      schema: { body: absenceTypeInputSchema, response: { 201: absenceTypeResultSchema } },
      config: writeLimit,
    },
    async (request, reply) => reply.status(201).send(await createType(db, request.companyId, request.body)),
  );

  app.put(
    '/api/leave/types/:typeId',
    {
      schema: {
        params: typeIdParamsSchema,
        body: absenceTypeFlagsSchema,
        response: { 200: absenceTypeResultSchema },
      },
      config: writeLimit,
    },
    async (request) => updateTypeFlags(db, request.companyId, request.params.typeId, request.body),
  );

  app.get(
    '/api/leave/absences',
    { schema: { querystring: absencesQuerySchema, response: { 200: absenceListSchema } } },
    async (request) =>
      listCompanyAbsences(
        db,
        request.companyId,
        request.query,
        now(),
        siteIdsOf(request, 'leave.read', request.query.siteId),
      ),
  );

  app.post(
    '/api/leave/employees/:employeeId/absences',
    {
      schema: {
        params: employeeIdParamsSchema,
        body: createAbsenceSchema,
        response: { 201: absenceResultSchema },
      },
      config: writeLimit,
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createAbsence(db, actor(request), request.params.employeeId, request.body)),
  );

  app.post(
    '/api/leave/employees/:employeeId/absences/preview',
    {
      schema: {
        params: employeeIdParamsSchema,
        body: createAbsenceSchema,
        response: { 200: absencePreviewSchema },
      },
    },
    async (request) => previewDraws(db, request.companyId, request.params.employeeId, request.body, now()),
  );

  app.post(
    '/api/leave/absences/:absenceId/approve',
    { schema: { params: absenceIdParamsSchema, response: { 200: absenceResultSchema } }, config: writeLimit },
    async (request) => approveAbsence(db, notices, actor(request), request.params.absenceId),
  );

  app.post(
    '/api/leave/absences/:absenceId/refuse',
    {
      schema: {
        params: absenceIdParamsSchema,
        body: refuseAbsenceSchema,
        response: { 200: absenceResultSchema },
      },
      config: writeLimit,
    },
    async (request) =>
      refuseAbsence(db, notices, actor(request), request.params.absenceId, request.body.reason),
  );

  app.post(
    '/api/leave/absences/:absenceId/cancel',
    { schema: { params: absenceIdParamsSchema, response: { 200: absenceResultSchema } }, config: writeLimit },
    async (request) => cancelAbsence(db, actor(request), request.params.absenceId),
  );

  app.get(
    '/api/leave/balances',
    { schema: { querystring: siteFilterQuerySchema, response: { 200: balancesViewSchema } } },
    async (request) =>
      balancesView(db, request.companyId, now(), siteIdsOf(request, 'leave.read', request.query.siteId)),
  );

  app.post(
    '/api/leave/employees/:employeeId/adjustments',
    {
      schema: { params: employeeIdParamsSchema, body: adjustmentSchema, response: { 201: messageSchema } },
      config: writeLimit,
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await adjustBalance(db, actor(request), request.params.employeeId, request.body)),
  );

  app.put(
    '/api/leave/employees/:employeeId/opening-balance',
    {
      schema: {
        params: employeeIdParamsSchema,
        body: openingBalanceSchema,
        response: { 200: messageSchema },
      },
      config: writeLimit,
    },
    async (request) => setOpeningBalance(db, actor(request), request.params.employeeId, request.body),
  );

  app.post(
    '/api/leave/opening-balances/preview',
    {
      schema: { body: openingImportSchema, response: { 200: openingImportPreviewSchema } },
      config: writeLimit,
    },
    async (request) => previewOpeningImport(db, request.companyId, request.body.csv),
  );

  app.post(
    '/api/leave/opening-balances/import',
    {
      schema: { body: openingImportSchema, response: { 200: openingImportResultSchema } },
      config: writeLimit,
    },
    async (request) => confirmOpeningImport(db, actor(request), request.body.csv),
  );

  app.get(
    '/api/leave/planning',
    { schema: { querystring: planningQuerySchema, response: { 200: planningSchema } } },
    async (request) =>
      planningView(
        db,
        request.companyId,
        request.query,
        now(),
        siteIdsOf(request, 'leave.read', request.query.siteId),
      ),
  );

  app.get('/api/leave/settings', { schema: { response: { 200: leaveSettingsSchema } } }, async (request) =>
    leaveSettingsOf(db, request.companyId),
  );

  app.put(
    '/api/leave/settings',
    {
      schema: { body: leaveSettingsUpdateSchema, response: { 200: leaveSettingsResultSchema } },
      config: writeLimit,
    },
    async (request) => saveSettings(db, request.companyId, request.body, now()),
  );
};
