import { PERMISSION_MESSAGES, ROLES, reachOf } from '@pointeo/domain/permissions';
import { TWO_FACTOR_MESSAGES } from '@pointeo/domain/two-factor';
import type {
  FastifyInstance,
  FastifyRequest,
  onRequestHookHandler,
  preValidationHookHandler,
} from 'fastify';
import { AppError } from './app-error';
import { authorizeRoute } from './policy';
import { type PolicyTarget, policyOf, type RoutePolicy } from './route-policies';
import { isUuid } from './uuid';

/**
 * How the site of a route's target is found, given by the module that owns it (app.ts hands them
 * over: lib/ imports no module): the sites of those of `ids` that exist in the company, and the
 * 404 the route answers for a missing one, which a site outside the member's also answers.
 */
export interface TargetSites {
  sitesOf(companyId: string, ids: readonly string[]): Promise<string[]>;
  notFound(): AppError;
}

/** 'employees' (a list of employee ids) is read by the employee's resolver. */
export type TargetSiteResolvers = Partial<Record<Exclude<PolicyTarget['kind'], 'employees'>, TargetSites>>;

const roleForbidden = () => new AppError('ROLE_FORBIDDEN', 403, PERMISSION_MESSAGES.roleForbidden);
const enrolmentRequired = () =>
  new AppError('TWO_FACTOR_ENROLMENT_REQUIRED', 403, TWO_FACTOR_MESSAGES.enrolmentRequired);

/** The resolver of a target kind; the 'employees' of a body are employees. */
function resolverKind(kind: PolicyTarget['kind']) {
  return kind === 'employees' ? 'employee' : kind;
}

/**
 * The target's ids as the request carries them, before validation: only well-formed ones are looked
 * up (a malformed id matches nothing and is the route's own 400 or 404 once validated).
 */
function targetIds(request: FastifyRequest, target: PolicyTarget): string[] {
  const source = request[target.in] as Record<string, unknown> | undefined;
  const value = source?.[target.key];
  return [value].flat().filter(isUuid);
}

function policyOrThrow(method: string, url: string): RoutePolicy {
  const policy = policyOf(method, url);
  if (!policy) throw new Error(`${method} ${url}: a company route needs its line in lib/route-policies.ts`);
  return policy;
}

/** Some role holds the route's action on its own sites only: its target's site must be checked. */
function siteChecked(policy: RoutePolicy): boolean {
  return ROLES.some((role) => reachOf(role, policy.action) === 'site');
}

function roleCheck(policy: RoutePolicy): onRequestHookHandler {
  return async (request) => {
    if (request.member.mustEnrolTwoFactor && !policy.duringEnrolment) throw enrolmentRequired();
    if (authorizeRoute(request.member, policy) === 'forbidden') throw roleForbidden();
  };
}

/**
 * A member whose right reaches only their sites acts on a target of those sites; another site's
 * object answers the route's 404 for a missing one (no existence leak). One query for them, none
 * for a member who reaches the whole company. Before validation, which would answer an incomplete
 * body's 400 for another site's object too.
 */
function siteCheck(
  policy: RoutePolicy,
  target: PolicyTarget,
  resolver: TargetSites,
): preValidationHookHandler {
  return async (request) => {
    const { member } = request;
    if (reachOf(member.role, policy.action) !== 'site' || member.sites === 'all') return;
    const ids = targetIds(request, target);
    if (ids.length === 0) return;
    const own = member.sites;
    const sites = await resolver.sitesOf(member.companyId, ids);
    if (sites.some((site) => !own.includes(site))) throw resolver.notFound();
  };
}

/**
 * Enforces lib/route-policies.ts on every company route added after this call (design §4, decision
 * 062): after the company guard has read the member, the role must hold the route's action
 * (403 ROLE_FORBIDDEN; before it, 403 TWO_FACTOR_ENROLMENT_REQUIRED for a member who must first turn
 * two-factor sign-in on, decision 080), then a site-scoped member's target must be on their sites
 * (404). A company route without a policy line, or whose site-scoped target has no resolver, stops the start.
 * Call it after `guardRoutesByAccess`, whose hook gives each route its access.
 */
export function enforceRoutePolicies(app: FastifyInstance, resolvers: TargetSiteResolvers) {
  app.addHook('onRoute', (route) => {
    if (route.config?.access !== 'company') return;
    const methods = [route.method].flat();
    if (methods.length !== 1)
      throw new Error(`${route.url}: one method per company route, one policy line each`);
    const policy = policyOrThrow(methods[0]!, route.url);
    route.onRequest = [...[route.onRequest ?? []].flat(), roleCheck(policy)];
    const { target } = policy;
    if (!target || !siteChecked(policy)) return;
    const resolver = resolvers[resolverKind(target.kind)];
    if (!resolver)
      throw new Error(`${methods[0]} ${route.url}: no site resolver for a target '${target.kind}'`);
    route.preValidation = [...[route.preValidation ?? []].flat(), siteCheck(policy, target, resolver)];
  });
}
