import { findPlan, type PlanName } from './plans';

/**
 * Features the plan cards promise beyond the free plan, with the smallest plan that includes each.
 * The server decides every gate from this table (DESIGN.md: plan gates in one module).
 */
export const PLAN_FEATURES = {
  customReports: { label: 'Rapports personnalisés', minimumPlan: 'Standard' },
  leave: { label: 'Gestion des congés', minimumPlan: 'Standard' },
  sites: { label: 'Multi-sites', minimumPlan: 'Standard' },
  /** Badges (issue 30): a QR code to punch with instead of the PIN. */
  advancedClocking: { label: 'Pointage avancé', minimumPlan: 'Standard' },
  api: { label: 'API dédiée', minimumPlan: 'Premium' },
  /** The push to Silae's API (issue 32 item 3, decision 079). */
  payrollConnectors: { label: 'Intégrations sur mesure', minimumPlan: 'Premium' },
} as const satisfies Record<string, { label: string; minimumPlan: PlanName }>;

export type PlanFeature = keyof typeof PLAN_FEATURES;

export function planAllows(plan: PlanName, feature: PlanFeature): boolean {
  const minimum = findPlan(PLAN_FEATURES[feature].minimumPlan);
  return (findPlan(plan)?.rank ?? 0) >= (minimum?.rank ?? Number.POSITIVE_INFINITY);
}

/** The 403 message of a gated feature, also shown beside the link to /pricing. */
export function featureUnavailableMessage(feature: PlanFeature): string {
  const { label, minimumPlan } = PLAN_FEATURES[feature];
  const plans = minimumPlan === 'Standard' ? 'aux plans Standard et Premium' : 'au plan Premium';
  return `La fonctionnalité «\u202f${label}\u202f» est réservée ${plans}.`;
}
