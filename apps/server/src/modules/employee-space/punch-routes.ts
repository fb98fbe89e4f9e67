import { remotePunchResultSchema, spacePunchingSchema, spacePunchRequestSchema } from '@pointeo/domain/clock';
import { planAllows } from '@pointeo/domain/plan-features';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import type { FeatureGate, PlanReader } from '../../lib/plan-gate';
import { recordRemotePunch, type SiteCodeKey, verifySiteCode } from '../clock';
import { findPhoneClockingRules } from '../sites';

export interface SpacePunchRoutesOptions {
  db: Database;
  now: () => Date;
  requireFeature: FeatureGate;
  readPlan: PlanReader;
  siteCodeKey: SiteCodeKey;
}

/**
 * 'Pointer' in the employee's own space (issue 30 items 3 and 4): from his phone on his own site,
 * with the position when the site checks it (decision 069), or with the code a site's kiosk shows,
 * for that site (decision 070). «Pointage avancé» only; the clock records it as a kiosk punch.
 */
export const spacePunchRoutes: FastifyPluginAsyncZod<SpacePunchRoutesOptions> = async (
  app,
  { db, now, requireFeature, readPlan, siteCodeKey },
) => {
  app.get(
    '/api/me/punching',
    { config: { access: 'employee' }, schema: { response: { 200: spacePunchingSchema } } },
    async (request) => {
      const { companyId, siteId } = request.spaceEmployee;
      const [rules, plan] = await Promise.all([
        findPhoneClockingRules(db, companyId, siteId),
        readPlan(companyId),
      ]);
      const advanced = planAllows(plan, 'advancedClocking');
      const phone = advanced && rules?.phoneClocking === true;
      return { phone, position: phone && rules?.checkPosition === true, siteCode: advanced };
    },
  );

  app.post(
    '/api/me/punches',
    {
      config: { access: 'employee' },
      preHandler: requireFeature('advancedClocking', (request) => request.spaceEmployee.companyId),
      schema: { body: spacePunchRequestSchema, response: { 200: remotePunchResultSchema } },
    },
    async (request) => {
      const { companyId, employeeId, siteId } = request.spaceEmployee;
      const who = { companyId, employeeId };
      const { siteCode, ...punch } = request.body;
      const at = now();
      if (siteCode === undefined) return recordRemotePunch(db, who, punch, 'phone', siteId, at);
      const codeSite = async (tx: Parameters<typeof verifySiteCode>[0]) =>
        (await verifySiteCode(tx, siteCodeKey, who, siteCode, at)).siteId;
      return recordRemotePunch(db, who, punch, 'site_code', codeSite, at);
    },
  );
};
