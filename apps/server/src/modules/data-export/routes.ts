import {
  dataExportDownloadQuerySchema,
  dataExportIdParamsSchema,
  dataExportListSchema,
  employeeExportParamsSchema,
  startedDataExportSchema,
} from '@pointeo/domain/data-export';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type DataExportContext,
  downloadCompanyExport,
  exportEmployeeData,
  listCompanyExports,
  requestCompanyExport,
} from './service';

export interface DataExportRoutesOptions {
  context: DataExportContext;
}

const sendZip = (reply: FastifyReply, fileName: string, archive: Buffer) =>
  reply
    .type('application/zip')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(archive);

/** A ZIP is heavy to build: a few a minute are plenty for a person. */
const FILE_RATE_LIMIT = { rateLimit: { max: 10, timeWindow: '1 minute' } };

/**
 * 'Paramètres' › 'Données' (decision 082): the company's export and an employee's, an
 * administrator's ('privacy.manage'). Every id is looked up within the signed-in company.
 */
export const dataExportRoutes: FastifyPluginAsyncZod<DataExportRoutesOptions> = async (app, { context }) => {
  app.get('/api/privacy/exports', { schema: { response: { 200: dataExportListSchema } } }, async (request) =>
    listCompanyExports(context.db, request.companyId, context.now()),
  );

  // The link's token is in this answer only (and in the mail): the server keeps its hash.
  app.post(
    '/api/privacy/exports',
    { schema: { response: { 202: startedDataExportSchema } }, config: FILE_RATE_LIMIT },
    async (request, reply) =>
      reply
        .status(202)
        .header('cache-control', 'no-store')
        .send(await requestCompanyExport(context, request.companyId, request.member.userId)),
  );

  app.get(
    '/api/privacy/exports/:exportId/download',
    {
      schema: { params: dataExportIdParamsSchema, querystring: dataExportDownloadQuerySchema },
      config: FILE_RATE_LIMIT,
    },
    async (request, reply) => {
      const archive = await downloadCompanyExport(
        context.db,
        request.companyId,
        request.params.exportId,
        request.query.token,
        context.now(),
      );
      return sendZip(reply, `donnees-pointeo-${context.now().toISOString().slice(0, 10)}.zip`, archive);
    },
  );

  // An employee's right of access: his data alone, built at once.
  app.get(
    '/api/privacy/employees/:employeeId/export',
    { schema: { params: employeeExportParamsSchema }, config: FILE_RATE_LIMIT },
    async (request, reply) => {
      const { fileName, archive } = await exportEmployeeData(
        context.db,
        request.companyId,
        request.params.employeeId,
        context.now(),
      );
      return sendZip(reply, fileName, archive);
    },
  );
};
