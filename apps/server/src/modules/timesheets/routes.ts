import {
  correctionRequestAnswerSchema,
  correctionRequestIdParamsSchema,
  correctionRequestsQuerySchema,
  correctionRequestsSchema,
  refuseCorrectionRequestSchema,
} from '@pointeo/domain/correction-requests';
import {
  closingResultSchema,
  monthClosingSchema,
  validateEmployeesSchema,
} from '@pointeo/domain/month-closing';
import { type SiteFilterQuery, siteFilterQuerySchema } from '@pointeo/domain/site-filter';
import {
  addEntrySchema,
  closeEntrySchema,
  correctionResultSchema,
  deleteEntrySchema,
  editEntrySchema,
  employeeIdParamsSchema,
  employeeMonthSchema,
  entryHistoryQuerySchema,
  entryHistorySchema,
  entryIdParamsSchema,
  forgottenDeparturesSchema,
  monthActionResultSchema,
  monthParamsSchema,
  monthQuerySchema,
  monthStatusSchema,
  reopenMonthSchema,
  settingsResultSchema,
  timeSettingsSchema,
  weekQuerySchema,
  weekViewSchema,
} from '@pointeo/domain/timesheets';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { signatureOf } from '../../lib/authors';
import { siteIdsOf } from '../../lib/site-scope';
import {
  type AnswerNotifier,
  approveCorrectionRequest,
  companyCorrectionRequests,
  refuseCorrectionRequest,
} from './correction-requests';
import { addEntry, closeEntry, deleteEntry, editEntry } from './corrections';
import { forgottenDepartures } from './forgotten-departures';
import { currentTimeSettings } from './hours-settings';
import { monthClosing } from './month-closing';
import { type MonthActor, monthStatus, reopenMonth, validateEmployees, validateMonth } from './months';
import { employeeMonth, entryHistory, saveSettings, weekView } from './service';
import type { TimesheetViewSources } from './view-sources';

export interface TimesheetRoutesOptions {
  db: Database;
  /** The app's clock: 'now' for open entries, corrections and validations, so tests can move it. */
  now: () => Date;
  /** What the views show from leave and the clock, handed over by app.ts (decision 035). */
  sources: TimesheetViewSources;
  /** Mails the answer of a correction request to its employee (decision 073); none in some tests. */
  answerNotifier?: AnswerNotifier;
}

/**
 * The Temps tab's API (packages/domain/src/timesheets.ts lists it). Every id is looked up within the
 * signed-in company; a malformed one is unknown (404) like another company's.
 */
export const timesheetRoutes: FastifyPluginAsyncZod<TimesheetRoutesOptions> = async (
  app,
  { db, now, sources, answerNotifier },
) => {
  // Per company, after validation: a busy month-end of corrections is fine, a runaway script is not.
  const writeLimit = {
    rateLimit: {
      max: 120,
      timeWindow: '1 minute',
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => request.companyId,
    },
  };
  /** The sites whose employees the lists show: the member's own, narrowed to `?siteId=` (062). */
  const readSites = (request: FastifyRequest, query: SiteFilterQuery) =>
    siteIdsOf(request, 'timesheets.read', query.siteId);
  const actor = (request: FastifyRequest): MonthActor => ({
    companyId: request.companyId,
    ...signatureOf(request.member),
    now: now(),
    ip: request.ip,
  });

  app.get(
    '/api/timesheets/week',
    { schema: { querystring: weekQuerySchema, response: { 200: weekViewSchema } } },
    async (request) =>
      weekView(db, sources, request.companyId, request.query, now(), readSites(request, request.query)),
  );

  // 'Départs non pointés' (decision 068): the days before today's entries still open past their
  // site's end of the day, not yet 'À régulariser'.
  app.get(
    '/api/timesheets/forgotten-departures',
    { schema: { querystring: siteFilterQuerySchema, response: { 200: forgottenDeparturesSchema } } },
    async (request) => forgottenDepartures(db, request.companyId, now(), readSites(request, request.query)),
  );

  app.get(
    '/api/timesheets/employees/:employeeId/month',
    {
      schema: {
        params: employeeIdParamsSchema,
        querystring: monthQuerySchema,
        response: { 200: employeeMonthSchema },
      },
    },
    async (request) =>
      employeeMonth(db, sources, request.companyId, request.params.employeeId, request.query, now()),
  );

  app.post(
    '/api/timesheets/employees/:employeeId/entries',
    {
      schema: {
        params: employeeIdParamsSchema,
        body: addEntrySchema,
        response: { 201: correctionResultSchema },
      },
      config: writeLimit,
    },
    async (request, reply) =>
      reply.status(201).send(await addEntry(db, actor(request), request.params.employeeId, request.body)),
  );

  app.patch(
    '/api/timesheets/entries/:entryId',
    {
      schema: {
        params: entryIdParamsSchema,
        body: editEntrySchema,
        response: { 200: correctionResultSchema },
      },
      config: writeLimit,
    },
    async (request) => editEntry(db, actor(request), request.params.entryId, request.body),
  );

  app.post(
    '/api/timesheets/entries/:entryId/close',
    {
      schema: {
        params: entryIdParamsSchema,
        body: closeEntrySchema,
        response: { 200: correctionResultSchema },
      },
      config: writeLimit,
    },
    async (request) => closeEntry(db, actor(request), request.params.entryId, request.body),
  );

  app.delete(
    '/api/timesheets/entries/:entryId',
    {
      schema: {
        params: entryIdParamsSchema,
        body: deleteEntrySchema,
        response: { 200: correctionResultSchema },
      },
      config: writeLimit,
    },
    async (request) => deleteEntry(db, actor(request), request.params.entryId, request.body.reason),
  );

  app.get(
    '/api/timesheets/entries/:entryId/history',
    {
      schema: {
        params: entryIdParamsSchema,
        querystring: entryHistoryQuerySchema,
        response: { 200: entryHistorySchema },
      },
    },
    async (request) =>
      entryHistory(db, sources, request.companyId, request.params.entryId, request.query.page),
  );

  // Employees' correction requests (decision 073): listed for the members who correct time sheets,
  // of their sites; accepting one is a correction signed by the member.
  app.get(
    '/api/timesheets/correction-requests',
    { schema: { querystring: correctionRequestsQuerySchema, response: { 200: correctionRequestsSchema } } },
    async (request) => ({
      requests: await companyCorrectionRequests(
        db,
        request.companyId,
        request.query.status,
        siteIdsOf(request, 'timesheets.correct', request.query.siteId),
      ),
    }),
  );

  app.post(
    '/api/timesheets/correction-requests/:requestId/approve',
    {
      schema: { params: correctionRequestIdParamsSchema, response: { 200: correctionRequestAnswerSchema } },
      config: writeLimit,
    },
    async (request) => approveCorrectionRequest(db, actor(request), request.params.requestId, answerNotifier),
  );

  app.post(
    '/api/timesheets/correction-requests/:requestId/refuse',
    {
      schema: {
        params: correctionRequestIdParamsSchema,
        body: refuseCorrectionRequestSchema,
        response: { 200: correctionRequestAnswerSchema },
      },
      config: writeLimit,
    },
    async (request) =>
      refuseCorrectionRequest(
        db,
        actor(request),
        request.params.requestId,
        request.body.reason,
        answerNotifier,
      ),
  );

  app.get(
    '/api/timesheets/months/:month',
    {
      schema: {
        params: monthParamsSchema,
        querystring: siteFilterQuerySchema,
        response: { 200: monthStatusSchema },
      },
    },
    async (request) =>
      monthStatus(db, request.companyId, request.params.month, now(), readSites(request, request.query)),
  );

  app.post(
    '/api/timesheets/months/:month/validate',
    { schema: { params: monthParamsSchema, response: { 200: monthActionResultSchema } }, config: writeLimit },
    async (request) => validateMonth(db, sources, actor(request), request.params.month),
  );

  app.get(
    '/api/timesheets/months/:month/closing',
    {
      schema: {
        params: monthParamsSchema,
        querystring: siteFilterQuerySchema,
        response: { 200: monthClosingSchema },
      },
    },
    async (request) =>
      monthClosing(
        db,
        sources,
        request.companyId,
        request.params.month,
        now(),
        readSites(request, request.query),
      ),
  );

  app.post(
    '/api/timesheets/months/:month/validate-employees',
    {
      schema: {
        params: monthParamsSchema,
        querystring: siteFilterQuerySchema,
        body: validateEmployeesSchema,
        response: { 200: closingResultSchema },
      },
      config: writeLimit,
    },
    async (request) => {
      const at = now();
      const { message } = await validateEmployees(
        db,
        sources,
        { ...actor(request), now: at },
        request.params.month,
        request.body.employeeIds,
      );
      return {
        message,
        closing: await monthClosing(
          db,
          sources,
          request.companyId,
          request.params.month,
          at,
          readSites(request, request.query),
        ),
      };
    },
  );

  app.post(
    '/api/timesheets/months/:month/reopen',
    {
      schema: {
        params: monthParamsSchema,
        body: reopenMonthSchema,
        response: { 200: monthActionResultSchema },
      },
      config: writeLimit,
    },
    async (request) => reopenMonth(db, actor(request), request.params.month, request.body.reason),
  );

  app.get(
    '/api/timesheets/settings',
    { schema: { response: { 200: timeSettingsSchema } } },
    async (request) => currentTimeSettings(db, request.companyId),
  );

  app.put(
    '/api/timesheets/settings',
    { schema: { body: timeSettingsSchema, response: { 200: settingsResultSchema } }, config: writeLimit },
    async (request) => saveSettings(db, request.companyId, request.body, now()),
  );
};
