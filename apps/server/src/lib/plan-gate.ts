import { featureUnavailableMessage, type PlanFeature, planAllows } from '@pointeo/domain/plan-features';
import type { PlanName } from '@pointeo/domain/plans';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/** The signed-in company's current plan; the billing module provides it. */
export type PlanReader = (companyId: string) => Promise<PlanName>;

/** A preHandler refusing, with a French 403, a company whose plan does not include the feature. */
export type FeatureGate = (feature: PlanFeature) => (request: FastifyRequest) => Promise<void>;

/** Runs after the company guard (it reads `request.companyId`). */
export function createFeatureGate(readPlan: PlanReader): FeatureGate {
  return (feature) => async (request) => {
    const plan = await readPlan(request.companyId);
    if (!planAllows(plan, feature)) {
      throw new AppError('FEATURE_NOT_IN_PLAN', 403, featureUnavailableMessage(feature));
    }
  };
}
