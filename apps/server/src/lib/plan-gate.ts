import { featureUnavailableMessage, type PlanFeature, planAllows } from '@pointeo/domain/plan-features';
import type { PlanName } from '@pointeo/domain/plans';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/** The signed-in company's current plan; the billing module provides it. */
export type PlanReader = (companyId: string) => Promise<PlanName>;

/**
 * A preHandler refusing, with a French 403, a company whose plan does not include the feature. The
 * company is the signed-in one unless `companyOf` names another (a kiosk's, on kiosk routes).
 */
export type FeatureGate = (
  feature: PlanFeature,
  companyOf?: (request: FastifyRequest) => string,
) => (request: FastifyRequest) => Promise<void>;

/** Runs after the company guard (it reads `request.companyId`) or the guard `companyOf` relies on. */
export function createFeatureGate(readPlan: PlanReader): FeatureGate {
  return (feature, companyOf = (request) => request.companyId) =>
    async (request) => {
      requirePlanFeature(await readPlan(companyOf(request)), feature);
    };
}

/** The gate on a plan already read (the API key's guard reads it with the key, decision 086). */
export function requirePlanFeature(plan: PlanName, feature: PlanFeature): void {
  if (!planAllows(plan, feature)) {
    throw new AppError('FEATURE_NOT_IN_PLAN', 403, featureUnavailableMessage(feature));
  }
}
