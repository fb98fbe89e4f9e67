import { CLOCK_MESSAGES } from '@pointeo/domain/clock-messages';
import { EMPLOYEE_MESSAGES } from '@pointeo/domain/employee-messages';
import type { ErrorCode } from '@pointeo/domain/error-codes';
import { LEAVE_MESSAGES } from '@pointeo/domain/leave-messages';
import { PERMISSION_MESSAGES, type Role, reachOf, type SiteScope } from '@pointeo/domain/permissions';
import { SITE_MESSAGES } from '@pointeo/domain/sites';
import { TIMESHEET_MESSAGES } from '@pointeo/domain/timesheet-messages';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';
import { type PolicyTarget, policyOf, type RoutePolicy } from './route-policies';
import type { CompanyGuard } from './session-guard';

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
  return (policy.target && !policy.list) || policy.scoped ? 'allowed' : 'forbidden';
}

const roleForbidden = () => new AppError('ROLE_FORBIDDEN', 403, PERMISSION_MESSAGES.roleForbidden);

/** The route's policy; a company route without one is refused (deny by default). */
function policyOfRequest(request: FastifyRequest): RoutePolicy | undefined {
  return policyOf(request.method, request.routeOptions.url ?? '');
}

/**
 * The company guard, then the route's policy: 403 ROLE_FORBIDDEN when the member's role lacks the
 * route's action. Runs before the body is read; the target's site is checked after validation.
 */
export function authorizingRoutes(guard: CompanyGuard): CompanyGuard {
  return async (request) => {
    await guard(request);
    const policy = policyOfRequest(request);
    if (!policy || authorizeRoute(request.member, policy) === 'forbidden') throw roleForbidden();
  };
}

/**
 * The site of each object of `ids` that belongs to the company (id → site id); an id that is not
 * the company's is absent. Each reader lives in the module that owns the object (app.ts hands them over).
 */
export type TargetSiteReader = (companyId: string, ids: readonly string[]) => Promise<Map<string, string>>;
/** A kind without a reader (kiosks: no role reaches them by site) is refused to a site-scoped member. */
export type TargetSiteReaders = Partial<Record<Exclude<PolicyTarget['kind'], 'site'>, TargetSiteReader>>;

/** Another site's object is answered as if it did not exist: the same 404 as an unknown id. */
const NOT_FOUND: Record<PolicyTarget['kind'], { code: ErrorCode; message: string }> = {
  employee: { code: 'EMPLOYEE_NOT_FOUND', message: EMPLOYEE_MESSAGES.notFound },
  employees: { code: 'EMPLOYEE_NOT_FOUND', message: EMPLOYEE_MESSAGES.notFound },
  entry: { code: 'ENTRY_NOT_FOUND', message: TIMESHEET_MESSAGES.entryNotFound },
  absence: { code: 'ABSENCE_NOT_FOUND', message: LEAVE_MESSAGES.absenceNotFound },
  site: { code: 'SITE_NOT_FOUND', message: SITE_MESSAGES.notFound },
  device: { code: 'DEVICE_NOT_FOUND', message: CLOCK_MESSAGES.deviceNotFound },
  pairingCode: { code: 'PAIRING_CODE_NOT_FOUND', message: CLOCK_MESSAGES.pairingCodeNotFound },
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The ids the route acts on, read where its policy says (a value or a list of values). */
function targetIds(request: FastifyRequest, target: PolicyTarget): string[] {
  const source = request[target.in] as Record<string, unknown> | undefined;
  const value = source?.[target.key];
  const values = Array.isArray(value) ? value : [value];
  return values.map((each) => (typeof each === 'string' ? each : ''));
}

async function targetsWithin(
  readers: TargetSiteReaders,
  companyId: string,
  kind: PolicyTarget['kind'],
  ids: string[],
  sites: readonly string[],
): Promise<boolean> {
  // A malformed id is no object of the company's: refused without a query that would fail on it.
  if (ids.some((id) => !UUID.test(id))) return false;
  if (kind === 'site') return ids.every((id) => sites.includes(id));
  const reader = readers[kind];
  if (!reader) return false;
  const siteOf = await reader(companyId, ids);
  return ids.every((id) => {
    const site = siteOf.get(id);
    return site !== undefined && sites.includes(site);
  });
}

/**
 * For a member whose right reaches only their sites, the objects the route names must be on one
 * of them (one query; a member reaching every site pays nothing). Runs after validation, so a body's
 * list of ids is read as the route will read it.
 */
export function createTargetCheck(readers: TargetSiteReaders) {
  return async (request: FastifyRequest): Promise<void> => {
    const policy = policyOfRequest(request);
    if (!policy?.target) return;
    const { member } = request;
    if (reachOf(member.role, policy.action) !== 'site') return;
    const sites: SiteScope = member.sites;
    if (sites === 'all') return;
    const { kind } = policy.target;
    const ids = targetIds(request, policy.target);
    if (!(await targetsWithin(readers, member.companyId, kind, ids, sites))) {
      throw new AppError(NOT_FOUND[kind].code, 404, NOT_FOUND[kind].message);
    }
  };
}
