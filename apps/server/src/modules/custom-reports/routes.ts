import { noContentSchema } from '@pointeo/domain/api';
import { AUDIT_FILE_KINDS } from '@pointeo/domain/audit';
import {
  customReportDefinitionSchema,
  customReportIdParamsSchema,
  customReportOptionsSchema,
  customReportResultSchema,
  saveCustomReportSchema,
  savedCustomReportListSchema,
  savedCustomReportSchema,
} from '@pointeo/domain/custom-reports';
import { type SiteFilterQuery, siteFilterQuerySchema } from '@pointeo/domain/site-filter';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import type { FeatureGate } from '../../lib/plan-gate';
import { siteIdsOf } from '../../lib/site-scope';
import { sendExportedFile } from '../audit';
import { type CustomReportFormat, customReportFile, definitionFile } from './files';
import {
  customReportOptions,
  deleteReport,
  runCustomReport,
  savedReport,
  savedReports,
  saveReport,
} from './service';

export interface CustomReportRoutesOptions {
  db: Database;
  requireFeature: FeatureGate;
  now: () => Date;
}

/**
 * 'Rapports personnalisés' (packages/domain/src/custom-reports.ts lists the routes), for plans that
 * include them: a 403 in French otherwise. Ids are looked up within the signed-in company.
 */
export const customReportRoutes: FastifyPluginAsyncZod<CustomReportRoutesOptions> = async (
  app,
  { db, requireFeature, now },
) => {
  app.addHook('preHandler', requireFeature('customReports'));

  // A year of 1,000 employees runs the engine 12,000 times: a person clicks a few times, a script is slowed.
  const heavyLimit = {
    rateLimit: {
      max: 30,
      timeWindow: '1 minute',
      keyGenerator: (request: FastifyRequest) => request.companyId,
    },
  };
  const params = { params: customReportIdParamsSchema };
  // Figures of the member's sites only, narrowed to `?siteId=` (decision 063).
  const query = { querystring: siteFilterQuerySchema };
  const sitesOf = (request: FastifyRequest, { siteId }: SiteFilterQuery) =>
    siteIdsOf(request, 'reports.read', siteId);

  app.get(
    '/api/reports/custom/options',
    { schema: { ...query, response: { 200: customReportOptionsSchema } } },
    async (request) => customReportOptions(db, request.companyId, sitesOf(request, request.query)),
  );

  app.post(
    '/api/reports/custom/run',
    {
      schema: {
        ...query,
        body: customReportDefinitionSchema,
        response: { 200: customReportResultSchema },
      },
      config: heavyLimit,
    },
    async (request) =>
      runCustomReport(db, request.companyId, request.body, now(), sitesOf(request, request.query)),
  );

  app.get(
    '/api/reports/custom',
    { schema: { response: { 200: savedCustomReportListSchema } } },
    async (request) => savedReports(db, request.companyId),
  );

  app.post(
    '/api/reports/custom',
    { schema: { body: saveCustomReportSchema, response: { 201: savedCustomReportSchema } } },
    async (request, reply) =>
      reply.code(201).send(await saveReport(db, request.companyId, request.body, now())),
  );

  app.get(
    '/api/reports/custom/:reportId',
    { schema: { ...params, response: { 200: savedCustomReportSchema } } },
    async (request) => savedReport(db, request.companyId, request.params.reportId),
  );

  app.delete(
    '/api/reports/custom/:reportId',
    { schema: { ...params, response: { 204: noContentSchema } } },
    async (request, reply) => {
      await deleteReport(db, request.companyId, request.params.reportId);
      return reply.status(204).send(null);
    },
  );

  const kinds = {
    csv: AUDIT_FILE_KINDS.customCsv,
    xlsx: AUDIT_FILE_KINDS.customXlsx,
    pdf: AUDIT_FILE_KINDS.customPdf,
  } satisfies Record<CustomReportFormat, string>;
  for (const format of ['csv', 'xlsx', 'pdf'] satisfies CustomReportFormat[]) {
    const kind = kinds[format];
    app.get(
      `/api/reports/custom/:reportId/${format}`,
      { schema: { ...params, ...query }, config: heavyLimit },
      async (request, reply) => {
        const { reportId } = request.params;
        const sites = sitesOf(request, request.query);
        const built = await customReportFile(db, request.companyId, reportId, format, now(), sites);
        return sendExportedFile(db, request, reply, { ...built, kind }, now());
      },
    );

    // The builder's definition, not saved: the same file without a name to give it first.
    app.post(
      `/api/reports/custom/run/${format}`,
      { schema: { ...query, body: customReportDefinitionSchema }, config: heavyLimit },
      async (request, reply) => {
        const sites = sitesOf(request, request.query);
        const built = await definitionFile(db, request.companyId, request.body, format, now(), sites);
        return sendExportedFile(db, request, reply, { ...built, kind }, now());
      },
    );
  }
};
