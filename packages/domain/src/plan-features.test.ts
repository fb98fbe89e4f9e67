import { describe, expect, it } from 'vitest';
import { featureUnavailableMessage, planAllows } from './plan-features';

describe('planAllows', () => {
  it.each([
    ['Gratuit', 'customReports', false],
    ['Standard', 'customReports', true],
    ['Premium', 'customReports', true],
    ['Gratuit', 'leave', false],
    ['Standard', 'leave', true],
    ['Gratuit', 'sites', false],
    ['Standard', 'sites', true],
    ['Gratuit', 'advancedClocking', false],
    ['Standard', 'advancedClocking', true],
    ['Standard', 'api', false],
    ['Premium', 'api', true],
  ] as const)('%s allows %s: %s', (plan, feature, allowed) => {
    expect(planAllows(plan, feature)).toBe(allowed);
  });
});

describe('featureUnavailableMessage', () => {
  it('names the feature and the plans that include it, in French typography', () => {
    expect(featureUnavailableMessage('leave')).toBe(
      'La fonctionnalité «\u202fGestion des congés\u202f» est réservée aux plans Standard et Premium.',
    );
    expect(featureUnavailableMessage('sites')).toBe(
      'La fonctionnalité «\u202fMulti-sites\u202f» est réservée aux plans Standard et Premium.',
    );
    expect(featureUnavailableMessage('api')).toBe(
      'La fonctionnalité «\u202fAPI dédiée\u202f» est réservée au plan Premium.',
    );
  });
});
