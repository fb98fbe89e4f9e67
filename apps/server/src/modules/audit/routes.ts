import { auditEventPageSchema, auditEventsQuerySchema, auditFiltersSchema } from '@pointeo/domain/audit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { sendExportedFile } from './file-export';
import { type AuditActorNames, auditCsvFile, pageAuditEvents } from './service';

export interface AuditRoutesOptions {
  db: Database;
  now: () => Date;
  actorNames: AuditActorNames;
}

/** 'Journal d'activité' (decision 081): the administrators' read of the company's log, and its CSV. */
export const auditRoutes: FastifyPluginAsyncZod<AuditRoutesOptions> = async (
  app,
  { db, now, actorNames },
) => {
  const deps = { db, actorNames };

  app.get(
    '/api/audit/events',
    { schema: { querystring: auditEventsQuerySchema, response: { 200: auditEventPageSchema } } },
    async (request) => pageAuditEvents(deps, request.companyId, request.query),
  );

  app.get(
    '/api/audit/events.csv',
    {
      schema: { querystring: auditFiltersSchema },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request, reply) =>
      sendExportedFile(
        db,
        request,
        reply,
        auditCsvFile(deps, request.companyId, request.query, now()),
        now(),
      ),
  );
};
