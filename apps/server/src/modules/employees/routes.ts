import { noContentSchema } from '@pointeo/domain/api';
import {
  EMPLOYEE_IMPORT_MAX_BYTES,
  employeeImportPreviewSchema,
  employeeImportResultSchema,
  employeeImportSchema,
  employeeImportTemplateQuerySchema,
} from '@pointeo/domain/employee-import';
import {
  employeeArchiveSchema,
  employeeIdParamsSchema,
  employeeInputSchema,
  employeeListQuerySchema,
  employeeListSchema,
  employeePinCodeSchema,
  employeePinSchema,
  employeeSchema,
} from '@pointeo/domain/employees';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { sendAttachment } from '../../lib/send-attachment';
import { siteIdsOf } from '../../lib/site-scope';
import { confirmEmployeeImport, employeeImportTemplate, previewEmployeeImport } from './employee-import';
import {
  addEmployee,
  changeEmployeePin,
  editEmployee,
  getEmployee,
  getEmployeePin,
  listEmployees,
  removeEmployee,
  restoreEmployee,
} from './service';
import type { EmployeeViewSources } from './view-sources';

export interface EmployeeRoutesOptions {
  db: Database;
  now: () => Date;
  /** What the list shows from the clock, handed over by app.ts (decision 039). */
  sources: EmployeeViewSources;
}

/** The signed-in company's employees; every id is looked up within that company only. */
export const employeeRoutes: FastifyPluginAsyncZod<EmployeeRoutesOptions> = async (
  app,
  { db, now, sources },
) => {
  app.get(
    '/api/employees',
    { schema: { querystring: employeeListQuerySchema, response: { 200: employeeListSchema } } },
    async (request) =>
      listEmployees(
        db,
        sources,
        request.companyId,
        request.query,
        siteIdsOf(request, 'employees.read', request.query.siteId),
      ),
  );

  app.post(
    '/api/employees',
    { schema: { body: employeeInputSchema, response: { 201: employeeSchema } } },
    async (request, reply) => {
      const sites = siteIdsOf(request, 'employees.write');
      return reply.status(201).send(await addEmployee(db, request.companyId, request.body, sites, now()));
    },
  );

  app.get(
    '/api/employees/:id',
    { schema: { params: employeeIdParamsSchema, response: { 200: employeeSchema } } },
    async (request) => getEmployee(db, sources, request.companyId, request.params.id),
  );

  app.patch(
    '/api/employees/:id',
    {
      schema: {
        params: employeeIdParamsSchema,
        body: employeeInputSchema,
        response: { 200: employeeSchema },
      },
    },
    async (request) =>
      editEmployee(
        db,
        sources,
        request.companyId,
        request.params.id,
        request.body,
        siteIdsOf(request, 'employees.write'),
        now(),
      ),
  );

  app.get(
    '/api/employees/:id/pin',
    { schema: { params: employeeIdParamsSchema, response: { 200: employeePinCodeSchema } } },
    async (request) => getEmployeePin(db, request.companyId, request.params.id),
  );

  app.put(
    '/api/employees/:id/pin',
    {
      schema: { params: employeeIdParamsSchema, body: employeePinSchema, response: { 200: employeeSchema } },
    },
    async (request) =>
      changeEmployeePin(db, sources, request.companyId, request.params.id, request.body.pinCode),
  );

  // 'Archiver' (SPEC's 'Supprimer', DESIGN.md item 6): the body carries the leaving date.
  app.delete(
    '/api/employees/:id',
    {
      schema: {
        params: employeeIdParamsSchema,
        body: employeeArchiveSchema,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await removeEmployee(db, request.companyId, request.params.id, request.body, now());
      return reply.status(204).send(null);
    },
  );

  // 'Restaurer' in the 'Archivés' list.
  app.post(
    '/api/employees/:id/restore',
    { schema: { params: employeeIdParamsSchema, response: { 200: employeeSchema } } },
    async (request) => restoreEmployee(db, sources, request.companyId, request.params.id, now()),
  );

  // 'Importer des employés' (decision 047): the file travels base64 in JSON, a third larger than
  // itself; reading a workbook costs more than a write, hence a limit of the company's own.
  const importBody = {
    bodyLimit: Math.ceil((EMPLOYEE_IMPORT_MAX_BYTES * 4) / 3) + 1024,
    config: {
      rateLimit: {
        max: 30,
        timeWindow: '1 minute',
        hook: 'preHandler' as const,
        keyGenerator: (request: FastifyRequest) => request.companyId,
      },
    },
  };

  app.post(
    '/api/employees/import/preview',
    { ...importBody, schema: { body: employeeImportSchema, response: { 200: employeeImportPreviewSchema } } },
    async (request) => previewEmployeeImport(db, request.companyId, request.body.file),
  );

  app.post(
    '/api/employees/import',
    { ...importBody, schema: { body: employeeImportSchema, response: { 200: employeeImportResultSchema } } },
    async (request) => confirmEmployeeImport(db, request.companyId, request.body.file, now()),
  );

  app.get(
    '/api/employees/import/template',
    { schema: { querystring: employeeImportTemplateQuerySchema } },
    async (request, reply) => sendAttachment(reply, await employeeImportTemplate(request.query.format)),
  );
};
