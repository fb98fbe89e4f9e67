import type { Action } from '@pointeo/domain/permissions';

/** What a route acts on, read from the request, so a site-scoped member's reach can be checked. */
export interface PolicyTarget {
  kind:
    | 'employee'
    | 'employees'
    | 'entry'
    | 'absence'
    | 'correctionRequest'
    | 'site'
    | 'device'
    | 'pairingCode';
  in: 'params' | 'body' | 'query';
  key: string;
}

export interface RoutePolicy {
  action: Action;
  /** The object the route reads or changes: its site must be one of a site-scoped member's. */
  target?: PolicyTarget;
  /**
   * A site-scoped member may call it without a target: it lists or sums employees' data filtered by
   * the member's sites (decision 063), or it carries no employee's data (the company's settings, a
   * report's definition). A route with neither is refused to them.
   */
  scoped?: true;
  /**
   * A member whose company requires two-factor sign-in and who has not turned it on yet may call it:
   * what the enrolment in 'Sécurité' needs (decision 080). Every other route refuses them.
   */
  duringEnrolment?: true;
}

const params = (kind: PolicyTarget['kind'], key: string): PolicyTarget => ({ kind, in: 'params', key });
const employee = params('employee', 'id');
const employeeId = params('employee', 'employeeId');
const entry = params('entry', 'entryId');
const absence = params('absence', 'absenceId');
const correctionRequest = params('correctionRequest', 'requestId');
const device = params('device', 'deviceId');
const pairingCode = params('pairingCode', 'codeId');
const site = params('site', 'siteId');
/** «Valider le site»: every employee id of the body must be in the member's sites. */
const validateEmployees: RoutePolicy = {
  action: 'month.validateEmployees',
  target: { kind: 'employees', in: 'body', key: 'employeeIds' },
};

/** 'Émettre les badges': every employee id of the body must be in the member's sites. */
const issueBadges: RoutePolicy = {
  action: 'employees.write',
  target: { kind: 'employees', in: 'body', key: 'employeeIds' },
};

/**
 * The action of every route a signed-in company's member calls (design §4, decision 055): one line
 * per route, sorted, so a new route adds one line. test/route-policies.integration.test.ts fails
 * when a company route has no line here or a line names no route; the app does not start without one
 * (lib/route-authorization.ts enforces the table, decision 062).
 */
export const ROUTE_POLICIES: Readonly<Record<string, RoutePolicy>> = {
  'DELETE /api/account/sessions/:sessionId': { action: 'account.read', duringEnrolment: true },
  'DELETE /api/clock/devices/:deviceId': { action: 'kiosks.manage', target: device },
  'DELETE /api/clock/pairing-codes/:codeId': { action: 'kiosks.manage', target: pairingCode },
  'DELETE /api/developers/keys/:keyId': { action: 'developers.manage' },
  'DELETE /api/developers/webhooks/:endpointId': { action: 'developers.manage' },
  'DELETE /api/employees/:id': { action: 'employees.write', target: employee },
  'DELETE /api/employees/:id/badge': { action: 'employees.write', target: employee },
  'DELETE /api/reports/custom/:reportId': { action: 'customReports.save' },
  'DELETE /api/reports/silae/connection': { action: 'payroll.settings' },
  'DELETE /api/sites/:siteId': { action: 'sites.manage', target: site },
  'DELETE /api/team/invitations/:id': { action: 'team.manage' },
  'DELETE /api/team/members/:userId': { action: 'team.manage' },
  'DELETE /api/timesheets/entries/:entryId': { action: 'timesheets.correct', target: entry },
  'GET /api/account': { action: 'account.read', duringEnrolment: true },
  'GET /api/account/employee-notice': { action: 'employees.read', scoped: true },
  'GET /api/account/me': { action: 'account.read', duringEnrolment: true },
  'GET /api/account/onboarding': { action: 'account.read' },
  'GET /api/account/security': { action: 'account.read', duringEnrolment: true },
  'GET /api/account/sessions': { action: 'account.read', duringEnrolment: true },
  'GET /api/account/terms': { action: 'account.read', duringEnrolment: true },
  'GET /api/account/waiting': { action: 'account.read' },
  'GET /api/audit/events': { action: 'audit.read' },
  'GET /api/audit/events.csv': { action: 'audit.read' },
  'GET /api/billing/invoices': { action: 'billing.read' },
  'GET /api/billing/state': { action: 'billing.read' },
  'GET /api/billing/upgrade-preview': { action: 'billing.manage' },
  'GET /api/clock/devices': { action: 'kiosks.manage' },
  'GET /api/clock/entries': { action: 'presence.read', scoped: true },
  'GET /api/clock/pairing-codes/:codeId': { action: 'kiosks.manage', target: pairingCode },
  'GET /api/clock/settings': { action: 'kiosks.manage' },
  'GET /api/developers/keys': { action: 'developers.manage' },
  'GET /api/developers/webhooks': { action: 'developers.manage' },
  'GET /api/developers/webhooks/:endpointId/deliveries': { action: 'developers.manage' },
  'GET /api/developers/webhooks/:endpointId/secret': { action: 'developers.manage' },
  'GET /api/employees': { action: 'employees.read', scoped: true },
  'GET /api/employees/:id': { action: 'employees.read', target: employee },
  'GET /api/employees/:id/pin': { action: 'employees.write', target: employee },
  'GET /api/employees/badges': { action: 'employees.write', scoped: true },
  'GET /api/employees/import/template': { action: 'employees.write' },
  'GET /api/invoices/:id/pdf': { action: 'billing.read' },
  'GET /api/leave/absences': { action: 'leave.read', scoped: true },
  'GET /api/leave/balances': { action: 'leave.read', scoped: true },
  'GET /api/leave/planning': { action: 'leave.read', scoped: true },
  'GET /api/leave/settings': { action: 'leave.read', scoped: true },
  'GET /api/leave/types': { action: 'leave.read', scoped: true },
  'GET /api/privacy/employees/:employeeId/export': { action: 'privacy.manage' },
  'GET /api/privacy/exports': { action: 'privacy.manage' },
  'GET /api/privacy/exports/:exportId/download': { action: 'privacy.manage' },
  'GET /api/privacy/retention': { action: 'privacy.manage' },
  'GET /api/reports/custom': { action: 'reports.read', scoped: true },
  'GET /api/reports/custom/:reportId': { action: 'reports.read', scoped: true },
  'GET /api/reports/custom/:reportId/csv': { action: 'reports.read', scoped: true },
  'GET /api/reports/custom/:reportId/pdf': { action: 'reports.read', scoped: true },
  'GET /api/reports/custom/:reportId/xlsx': { action: 'reports.read', scoped: true },
  'GET /api/reports/custom/options': { action: 'reports.read', scoped: true },
  'GET /api/reports/months/:month': { action: 'reports.read', scoped: true },
  'GET /api/reports/months/:month/csv': { action: 'reports.read', scoped: true },
  'GET /api/reports/months/:month/payroll': { action: 'payroll.export' },
  'GET /api/reports/months/:month/payroll-exports': { action: 'payroll.export' },
  'GET /api/reports/months/:month/payroll/preview': { action: 'payroll.export' },
  'GET /api/reports/months/:month/pdf': { action: 'reports.read', scoped: true },
  'GET /api/reports/months/:month/silae/check': { action: 'payroll.export' },
  'GET /api/reports/months/:month/silae/pushes': { action: 'payroll.export' },
  'GET /api/reports/months/:month/xlsx': { action: 'reports.read', scoped: true },
  'GET /api/reports/payroll-settings': { action: 'payroll.export' },
  'GET /api/reports/silae/connection': { action: 'payroll.export' },
  'GET /api/sites': { action: 'sites.read', scoped: true },
  'GET /api/team': { action: 'team.read' },
  'GET /api/timesheets/correction-requests': { action: 'timesheets.correct', scoped: true },
  'GET /api/timesheets/employees/:employeeId/month': { action: 'timesheets.read', target: employeeId },
  'GET /api/timesheets/entries/:entryId/history': { action: 'timesheets.read', target: entry },
  'GET /api/timesheets/forgotten-departures': { action: 'timesheets.read', scoped: true },
  'GET /api/timesheets/months/:month': { action: 'timesheets.read', scoped: true },
  'GET /api/timesheets/months/:month/closing': { action: 'timesheets.read', scoped: true },
  'GET /api/timesheets/settings': { action: 'timesheets.read', scoped: true },
  'GET /api/timesheets/week': { action: 'timesheets.read', scoped: true },
  'PATCH /api/account': { action: 'account.edit' },
  'PATCH /api/developers/webhooks/:endpointId': { action: 'developers.manage' },
  'PATCH /api/employees/:id': { action: 'employees.write', target: employee },
  'PATCH /api/sites/:siteId': { action: 'sites.manage', target: site },
  'PATCH /api/team/members/:userId': { action: 'team.manage' },
  'PATCH /api/timesheets/entries/:entryId': { action: 'timesheets.correct', target: entry },
  'POST /api/account/sessions/sign-out-others': { action: 'account.read', duringEnrolment: true },
  'POST /api/account/terms': { action: 'account.edit', duringEnrolment: true },
  'POST /api/account/two-factor/confirm': { action: 'account.read', duringEnrolment: true },
  'POST /api/account/two-factor/disable': { action: 'account.read' },
  'POST /api/account/two-factor/enable': { action: 'account.read', duringEnrolment: true },
  'POST /api/account/two-factor/recovery-codes': { action: 'account.read' },
  'POST /api/billing/change-plan': { action: 'billing.manage' },
  'POST /api/billing/confirm-checkout': { action: 'billing.manage' },
  'POST /api/clock/devices': { action: 'kiosks.manage' },
  'POST /api/clock/pairing-codes': { action: 'kiosks.manage' },
  'POST /api/developers/keys': { action: 'developers.manage' },
  'POST /api/developers/webhooks': { action: 'developers.manage' },
  'POST /api/developers/webhooks/:endpointId/deliveries/:deliveryId/retry': { action: 'developers.manage' },
  'POST /api/developers/webhooks/:endpointId/secret': { action: 'developers.manage' },
  'POST /api/employee-space/employees/:employeeId/link': { action: 'employees.write', target: employeeId },
  'POST /api/employees': { action: 'employees.write', scoped: true },
  'POST /api/employees/:id/restore': { action: 'employees.write', target: employee },
  'POST /api/employees/badges': issueBadges,
  'POST /api/employees/import': { action: 'employees.write' },
  'POST /api/employees/import/preview': { action: 'employees.write' },
  'POST /api/leave/absences/:absenceId/approve': { action: 'leave.decide', target: absence },
  'POST /api/leave/absences/:absenceId/cancel': { action: 'leave.decide', target: absence },
  'POST /api/leave/absences/:absenceId/refuse': { action: 'leave.decide', target: absence },
  'POST /api/leave/employees/:employeeId/absences': { action: 'leave.decide', target: employeeId },
  'POST /api/leave/employees/:employeeId/absences/preview': { action: 'leave.decide', target: employeeId },
  'POST /api/leave/employees/:employeeId/adjustments': { action: 'leave.decide', target: employeeId },
  'POST /api/leave/opening-balances/import': { action: 'leave.settings' },
  'POST /api/leave/opening-balances/preview': { action: 'leave.settings' },
  'POST /api/leave/types': { action: 'leave.settings' },
  'POST /api/privacy/close-account': { action: 'privacy.manage' },
  'POST /api/privacy/exports': { action: 'privacy.manage' },
  'POST /api/reports/custom': { action: 'customReports.save' },
  'POST /api/reports/custom/run': { action: 'reports.read', scoped: true },
  'POST /api/reports/custom/run/csv': { action: 'reports.read', scoped: true },
  'POST /api/reports/custom/run/pdf': { action: 'reports.read', scoped: true },
  'POST /api/reports/custom/run/xlsx': { action: 'reports.read', scoped: true },
  'POST /api/reports/months/:month/payroll/preview': { action: 'payroll.export' },
  'POST /api/reports/months/:month/silae/pushes': { action: 'payroll.export' },
  'POST /api/sites': { action: 'sites.manage' },
  'POST /api/team/invitations': { action: 'team.manage' },
  'POST /api/timesheets/correction-requests/:requestId/approve': {
    action: 'timesheets.correct',
    target: correctionRequest,
  },
  'POST /api/timesheets/correction-requests/:requestId/refuse': {
    action: 'timesheets.correct',
    target: correctionRequest,
  },
  'POST /api/timesheets/employees/:employeeId/entries': { action: 'timesheets.correct', target: employeeId },
  'POST /api/timesheets/entries/:entryId/close': { action: 'timesheets.correct', target: entry },
  'POST /api/timesheets/months/:month/reopen': { action: 'month.reopen' },
  'POST /api/timesheets/months/:month/validate': { action: 'month.validate' },
  'POST /api/timesheets/months/:month/validate-employees': validateEmployees,
  'PUT /api/account/two-factor-requirement': { action: 'team.manage' },
  'PUT /api/clock/settings': { action: 'kiosks.manage' },
  'PUT /api/employees/:id/pin': { action: 'employees.write', target: employee },
  'PUT /api/leave/employees/:employeeId/opening-balance': { action: 'leave.settings', target: employeeId },
  'PUT /api/leave/settings': { action: 'leave.settings' },
  'PUT /api/leave/types/:typeId': { action: 'leave.settings' },
  'PUT /api/privacy/retention': { action: 'privacy.manage' },
  'PUT /api/reports/payroll-settings': { action: 'payroll.settings' },
  'PUT /api/reports/silae/connection': { action: 'payroll.settings' },
  'PUT /api/timesheets/settings': { action: 'timesheets.settings' },
};

/** The policy of a route; Fastify's HEAD beside a GET takes the GET's. */
export function policyOf(method: string, url: string): RoutePolicy | undefined {
  return ROUTE_POLICIES[`${method === 'HEAD' ? 'GET' : method} ${url}`];
}
