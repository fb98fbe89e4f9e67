import { findPlan, isPlanName, memberLimitReached } from '@pointeo/domain/plans';
import type { Team } from '@pointeo/domain/team';

/** The names of the sites given to a member, in the company's order; an archived one is left out. */
export function siteNames(sites: Team['sites'], siteIds: readonly string[]): string {
  return sites
    .filter((site) => siteIds.includes(site.id))
    .map((site) => site.name)
    .join(', ');
}

export interface Seats {
  /** Members and pending invitations: both hold a place of the plan. */
  taken: number;
  /** Null: unlimited. */
  limit: number | null;
  /** The plan's French refusal once every place is taken. */
  full: string | null;
}

/** How many of the plan's places the team holds (issue 29 item 5). */
export function seatsOf(plan: string, team: Team): Seats {
  const planName = isPlanName(plan) ? plan : 'Gratuit';
  // Premium's limit is null, unlimited: not a missing value to default.
  const found = findPlan(planName);
  const limit = found ? found.memberLimit : 1;
  const taken = team.members.length + team.invitations.length;
  const full = limit !== null && taken >= limit ? memberLimitReached(planName, limit) : null;
  return { taken, limit, full };
}
