import { noContentSchema } from '@pointeo/domain/api';
import {
  type SiteInput,
  siteIdParamsSchema,
  siteInputSchema,
  siteListSchema,
  siteSchema,
} from '@pointeo/domain/sites';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import type { FeatureGate, PlanReader } from '../../lib/plan-gate';
import { siteIdsOf } from '../../lib/site-scope';
import { addSite, archiveSite, editSite, listSites } from './service';
import type { SiteUsageSources } from './usage-sources';

export interface WorkplaceRoutesOptions {
  db: Database;
  now: () => Date;
  requireFeature: FeatureGate;
  readPlan: PlanReader;
  /** Each site's active employees and kiosks, handed over by app.ts. */
  sources: SiteUsageSources;
}

/** The 'Sites' section (issue 29): a company's workplaces; every id is looked up within that company. */
export const workplaceRoutes: FastifyPluginAsyncZod<WorkplaceRoutesOptions> = async (
  app,
  { db, now, requireFeature, readPlan, sources },
) => {
  // 'Pointage depuis le téléphone' is turned on only on a plan with «Pointage avancé» (decision 069).
  const advancedClockingGate = requireFeature('advancedClocking');
  const phoneClockingGate = async (request: FastifyRequest) => {
    if ((request.body as SiteInput).phoneClocking) await advancedClockingGate(request);
  };

  app.get('/api/sites', { schema: { response: { 200: siteListSchema } } }, async (request) =>
    listSites(db, sources, readPlan, request.companyId, siteIdsOf(request, 'sites.read')),
  );

  // A second site is the 'Multi-sites' feature: Gratuit keeps its one site.
  app.post(
    '/api/sites',
    {
      preHandler: [requireFeature('sites'), phoneClockingGate],
      schema: { body: siteInputSchema, response: { 201: siteSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await addSite(db, readPlan, request.companyId, request.body)),
  );

  app.patch(
    '/api/sites/:siteId',
    {
      preHandler: phoneClockingGate,
      schema: { params: siteIdParamsSchema, body: siteInputSchema, response: { 200: siteSchema } },
    },
    async (request) =>
      editSite(db, sources, readPlan, request.companyId, request.params.siteId, request.body),
  );

  // 'Archiver': the site leaves the lists; its past punches keep it.
  app.delete(
    '/api/sites/:siteId',
    { schema: { params: siteIdParamsSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      await archiveSite(db, sources, request.companyId, request.params.siteId, now());
      return reply.status(204).send(null);
    },
  );
};
