export const PLAN_NAMES = ['Gratuit', 'Standard', 'Premium'] as const;
export type PlanName = (typeof PLAN_NAMES)[number];

export interface Plan {
  name: PlanName;
  rank: number;
  priceCents: number;
  /** Non-direction employees allowed; null means unlimited. */
  employeeLimit: number | null;
  description: string;
  features: readonly string[];
}

export const PLANS: readonly Plan[] = [
  {
    name: 'Gratuit',
    rank: 1,
    priceCents: 0,
    employeeLimit: 10,
    description: 'Pour découvrir le pointage simplifié',
    features: ["Jusqu'à 10 employés", 'Pointage basique', 'Rapports mensuels', 'Support par e-mail'],
  },
  {
    name: 'Standard',
    rank: 2,
    priceCents: 2999,
    employeeLimit: 50,
    description: 'Pour les PME qui veulent aller plus loin',
    features: [
      "Jusqu'à 50 employés",
      'Pointage avancé',
      'Rapports personnalisés',
      'Support prioritaire',
      'Gestion des congés',
      'Multi-sites',
    ],
  },
  {
    name: 'Premium',
    rank: 3,
    priceCents: 4999,
    employeeLimit: null,
    description: 'Pour les grandes équipes et les réseaux multi-sites',
    features: [
      'Employés illimités',
      'Fonctionnalités personnalisées',
      'API dédiée',
      'Support 24/7',
      'Formation sur site',
      'Intégrations sur mesure',
    ],
  },
];

export function isPlanName(value: unknown): value is PlanName {
  return typeof value === 'string' && (PLAN_NAMES as readonly string[]).includes(value);
}

export function findPlan(name: string): Plan | undefined {
  return PLANS.find((plan) => plan.name === name);
}

/** SPEC §9: any other plan name is priced 0. */
export function planPriceCents(name: string): number {
  return findPlan(name)?.priceCents ?? 0;
}

export type PlanDirection = 'current' | 'upgrade' | 'downgrade';

/** What a plan card's button does for a signed-in company (SPEC §2 /pricing), by rank. */
export function planDirection(current: PlanName, target: PlanName): PlanDirection {
  if (target === current) return 'current';
  return (findPlan(target)?.rank ?? 0) > (findPlan(current)?.rank ?? 0) ? 'upgrade' : 'downgrade';
}
