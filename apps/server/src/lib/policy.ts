import { type Role, reachOf } from '@pointeo/domain/permissions';
import type { RoutePolicy } from './route-policies';

/** What the decision needs of the signed-in member (lib/session-guard.ts builds the full one). */
export interface PolicySubject {
  role: Role;
}

export type RouteDecision = 'allowed' | 'forbidden';

/**
 * The refusal made before anything is read (design §4): the role must include the route's action.
 * A member whose right reaches only their sites is allowed a route that names its target (whose
 * site is checked next, a 404 when outside) or whose repository filters by site (`scoped`); any
 * other route is refused to them, so an unfinished list never shows another site (deny by default).
 */
export function authorizeRoute(member: PolicySubject, policy: RoutePolicy): RouteDecision {
  const reach = reachOf(member.role, policy.action);
  if (reach === null) return 'forbidden';
  if (reach === 'all') return 'allowed';
  return policy.target || policy.scoped ? 'allowed' : 'forbidden';
}
