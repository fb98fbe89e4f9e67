import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findEmployee } from '../employees';
import { registerAbsenceRoutes } from './absence-routes';
import { registerEmployeeRoutes } from './employee-routes';
import { idempotentPost, recordIdempotentAnswer, releaseKey } from './idempotency';
import { registerReportRoutes } from './report-routes';
import { type PublicApiContext, type PublicApiRoutesOptions, signatureOfKey } from './route-context';
import { registerSiteRoutes } from './site-routes';
import { registerTimeEntryRoutes } from './time-entry-routes';
import { registerTimeSheetRoutes } from './time-sheet-routes';

export type { PublicApiRoutesOptions, PublicApiSources } from './route-context';
export { API_KEY_AUTHOR_NAME } from './route-context';

/**
 * The public API under /api/v1 (decision 076): company-scoped by the API key's company, every write
 * through the owning module's service, so its rules, records and events are the app's.
 */
export const publicApiRoutes: FastifyPluginAsyncZod<PublicApiRoutesOptions> = async (
  app,
  { db, now, sources, leaveNotices },
) => {
  const apiKey = { access: 'apiKey' } as const;
  const post = { config: apiKey, preHandler: idempotentPost(db, now) } as const;
  app.addHook('onSend', recordIdempotentAnswer(db));
  app.addHook('onResponse', releaseKey(db));
  const context: PublicApiContext = {
    db,
    now,
    sources,
    leaveNotices,
    apiKey,
    post,
    requireEmployee: async (companyId, employeeId) => {
      if (employeeId) await findEmployee(db, sources.employees, companyId, employeeId);
    },
    actor: (request) => ({
      companyId: request.companyId,
      ...signatureOfKey(request),
      now: now(),
      ip: request.ip,
    }),
  };
  registerEmployeeRoutes(app, context);
  registerSiteRoutes(app, context);
  registerTimeEntryRoutes(app, context);
  registerTimeSheetRoutes(app, context);
  registerAbsenceRoutes(app, context);
  registerReportRoutes(app, context);
};
