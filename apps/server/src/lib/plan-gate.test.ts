import type { PlanName } from '@pointeo/domain/plans';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler } from './error-handler';
import { createFeatureGate } from './plan-gate';

async function appOnPlan(plan: PlanName) {
  const app = Fastify();
  registerErrorHandler(app);
  const requireFeature = createFeatureGate(async () => plan);
  app.get('/leave', { preHandler: requireFeature('leave') }, async () => ({ ok: true }));
  return app;
}

describe('createFeatureGate', () => {
  it('refuses a company whose plan lacks the feature with a French 403', async () => {
    const app = await appOnPlan('Gratuit');
    const response = await app.inject({ method: 'GET', url: '/leave' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatchObject({
      code: 'FEATURE_NOT_IN_PLAN',
      message:
        'La fonctionnalité «\u202fGestion des congés\u202f» est réservée aux plans Standard et Premium.',
    });
  });

  it('lets a company on a plan with the feature through', async () => {
    const app = await appOnPlan('Standard');
    const response = await app.inject({ method: 'GET', url: '/leave' });
    expect(response.statusCode).toBe(200);
  });
});
