export const PLAN_NAMES = ['Gratuit', 'Standard', 'Premium'] as const;
export type PlanName = (typeof PLAN_NAMES)[number];

export interface Plan {
  name: PlanName;
  rank: number;
  priceCents: number;
  /** Non-direction employees allowed; null means unlimited. */
  employeeLimit: number | null;
  /** Sites, archived ones aside; null means unlimited. */
  siteLimit: number | null;
  /** Members of the team, the owner included (pending invitations count); null means unlimited. */
  memberLimit: number | null;
  description: string;
  features: readonly string[];
}

export const PLANS: readonly Plan[] = [
  {
    name: 'Gratuit',
    rank: 1,
    priceCents: 0,
    employeeLimit: 10,
    siteLimit: 1,
    memberLimit: 1,
    description: 'Pour découvrir le pointage simplifié',
    features: ["Jusqu'à 10 employés", 'Pointage basique', 'Rapports mensuels', 'Support par e-mail'],
  },
  {
    name: 'Standard',
    rank: 2,
    priceCents: 2999,
    employeeLimit: 50,
    siteLimit: null,
    memberLimit: 5,
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
    siteLimit: null,
    memberLimit: null,
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

/** The plan after `plan` in rank, the one to suggest when a limit is reached. */
export function nextPlan(plan: PlanName): Plan | undefined {
  const rank = findPlan(plan)?.rank ?? 0;
  return PLANS.find((candidate) => candidate.rank === rank + 1);
}

/**
 * The 403 message when the team is full (issue 29 item 5). A second site needs no message of its
 * own: sites beyond the first are the 'sites' feature, refused by featureUnavailableMessage.
 */
export function memberLimitReached(plan: PlanName, limit: number): string {
  const upgrade = nextPlan(plan);
  const reason =
    limit === 1
      ? `Votre plan ${plan} ne permet qu'un membre, vous-même`
      : `Votre plan ${plan} permet ${limit} membres, vous compris`;
  return upgrade
    ? `${reason}\u202f: passez au plan ${upgrade.name} pour en inviter davantage.`
    : `${reason}.`;
}
