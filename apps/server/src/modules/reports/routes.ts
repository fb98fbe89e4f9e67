import { AUDIT_FILE_KINDS } from '@pointeo/domain/audit';
import { payrollPreviewSchema } from '@pointeo/domain/month-closing';
import {
  payrollExportsSchema,
  payrollSettingsResultSchema,
  payrollSettingsSchema,
} from '@pointeo/domain/payroll';
import { monthlyReportSchema } from '@pointeo/domain/reports';
import { type SiteFilterQuery, siteFilterQuerySchema } from '@pointeo/domain/site-filter';
import { monthParamsSchema } from '@pointeo/domain/timesheets';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { signatureOf } from '../../lib/authors';
import { siteIdsOf } from '../../lib/site-scope';
import { sendExportedFile } from '../audit';
import {
  payrollExportFile,
  payrollExportsOf,
  payrollPreview,
  payrollSettingsOf,
  updatePayrollSettings,
} from './payroll-service';
import { monthlyReport, monthlyReportCsvFile, monthlyReportXlsxFile, statementsPdfFile } from './service';

export interface ReportRoutesOptions {
  db: Database;
  now: () => Date;
}

/**
 * The 'Rapports' tab's API (packages/domain/src/reports.ts lists it): the monthly report, every
 * plan, and its CSV, XLSX and PDF downloads; 'Export paie' and its codes.
 */
export const reportRoutes: FastifyPluginAsyncZod<ReportRoutesOptions> = async (app, { db, now }) => {
  // A file of 1,000 employees takes a second or two to build: a person clicks a few times, a script is slowed.
  const downloadLimit = {
    rateLimit: {
      max: 30,
      timeWindow: '1 minute',
      keyGenerator: (request: FastifyRequest) => request.companyId,
    },
  };
  const params = { params: monthParamsSchema };

  // The report and its files: the member's sites only, narrowed to `?siteId=` (decision 063).
  const filtered = { params: monthParamsSchema, querystring: siteFilterQuerySchema };
  const sitesOf = (request: FastifyRequest, query: SiteFilterQuery) =>
    siteIdsOf(request, 'reports.read', query.siteId);

  app.get(
    '/api/reports/months/:month',
    { schema: { ...filtered, response: { 200: monthlyReportSchema } } },
    async (request) =>
      monthlyReport(db, request.companyId, request.params.month, now(), sitesOf(request, request.query)),
  );

  const files = {
    csv: [monthlyReportCsvFile, AUDIT_FILE_KINDS.reportCsv],
    xlsx: [monthlyReportXlsxFile, AUDIT_FILE_KINDS.reportXlsx],
    pdf: [statementsPdfFile, AUDIT_FILE_KINDS.reportPdf],
  } as const;
  for (const [format, [file, kind]] of Object.entries(files)) {
    app.get(
      `/api/reports/months/:month/${format}`,
      { schema: filtered, config: downloadLimit },
      async (request, reply) => {
        const { month } = request.params;
        const built = await file(db, request.companyId, month, now(), sitesOf(request, request.query));
        return sendExportedFile(db, request, reply, { ...built, kind, period: month }, now());
      },
    );
  }

  app.get(
    '/api/reports/months/:month/payroll',
    { schema: params, config: downloadLimit },
    async (request, reply) => {
      const { month } = request.params;
      // The signed-in member is the author, as for a validation (decision 060).
      const author = { ...signatureOf(request.member), now: now() };
      const built = await payrollExportFile(db, request.companyId, month, author);
      return sendExportedFile(
        db,
        request,
        reply,
        { ...built, kind: AUDIT_FILE_KINDS.payroll, period: month },
        now(),
      );
    },
  );

  app.get(
    '/api/reports/months/:month/payroll/preview',
    { schema: { ...params, response: { 200: payrollPreviewSchema } } },
    async (request) => payrollPreview(db, request.companyId, request.params.month, now()),
  );

  // The export builder's preview of a layout not saved yet (decision 078): nothing saved.
  app.post(
    '/api/reports/months/:month/payroll/preview',
    {
      schema: { ...params, body: payrollSettingsSchema, response: { 200: payrollPreviewSchema } },
      config: downloadLimit,
    },
    async (request) => payrollPreview(db, request.companyId, request.params.month, now(), request.body),
  );

  app.get(
    '/api/reports/months/:month/payroll-exports',
    { schema: { ...params, response: { 200: payrollExportsSchema } } },
    async (request) => payrollExportsOf(db, request.companyId, request.params.month),
  );

  app.get(
    '/api/reports/payroll-settings',
    { schema: { response: { 200: payrollSettingsSchema } } },
    async (request) => payrollSettingsOf(db, request.companyId),
  );

  app.put(
    '/api/reports/payroll-settings',
    {
      schema: { body: payrollSettingsSchema, response: { 200: payrollSettingsResultSchema } },
      config: downloadLimit,
    },
    async (request) => updatePayrollSettings(db, request.companyId, request.body, now()),
  );
};
