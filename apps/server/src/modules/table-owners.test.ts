import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf, MODULES_ROOT, moduleSources } from '../../test/module-sources';

/**
 * Each table has one owning module, the only one that names it; another module reads it through the
 * owner's face (decisions 035 and 037, docs/architecture.md). `lib` and `mail` own the tables of the
 * sign-in attempts, the rate limits and the mail outbox, which no module names.
 */
const OWNER: Record<string, string> = {
  companies: 'accounts',
  authUsers: 'accounts',
  authSessions: 'accounts',
  authAccounts: 'accounts',
  authVerifications: 'accounts',
  authTwoFactors: 'accounts',
  companyMembers: 'accounts',
  memberInvitations: 'accounts',
  memberSites: 'accounts',
  termsAcceptances: 'accounts',
  employees: 'employees',
  employeeBadges: 'employees',
  employeeSpaceCodes: 'employee-space',
  employeeSpaceSessions: 'employee-space',
  sites: 'sites',
  invoices: 'billing',
  invoiceNumberDays: 'billing',
  billingEvents: 'billing',
  simulatorCustomers: 'billing',
  simulatorCheckoutSessions: 'billing',
  simulatorSubscriptions: 'billing',
  kioskDevices: 'clock',
  kioskPairingCodes: 'clock',
  kioskWrongPins: 'clock',
  kioskSettings: 'clock',
  siteCodeKeys: 'clock',
  siteCodeUses: 'clock',
  clockPunches: 'clock',
  punchPositions: 'clock',
  timeEntries: 'timesheets',
  entryCorrections: 'timesheets',
  monthValidations: 'timesheets',
  monthEvents: 'timesheets',
  monthEmployeeRecords: 'timesheets',
  monthEmployeeValidations: 'timesheets',
  weekEmployeeRecords: 'timesheets',
  companyTimeSettings: 'timesheets',
  employeeEntryLocks: 'timesheets',
  departureReminders: 'timesheets',
  correctionRequests: 'timesheets',
  monthConfirmations: 'timesheets',
  leaveSettings: 'leave',
  absenceTypes: 'leave',
  absences: 'leave',
  leaveCredits: 'leave',
  leaveNotices: 'leave',
  companyPayrollSettings: 'reports',
  payrollExports: 'reports',
  customReports: 'custom-reports',
  apiKeys: 'api-keys',
  contactMessages: 'contact',
  companyRetentionSettings: 'account-closure',
  accountClosures: 'account-closure',
  dataExports: 'data-export',
  webhookEndpoints: 'webhooks',
  webhookEvents: 'webhooks',
  webhookDeliveries: 'webhooks',
  apiIdempotencyKeys: 'public-api',
  silaeConnections: 'payroll-connectors',
  silaePushes: 'payroll-connectors',
  silaePushValues: 'payroll-connectors',
  attempts: 'lib',
  rateLimitCounters: 'lib',
  mailOutbox: 'mail',
  auditEvents: 'audit',
};

/**
 * The other owners' tables a module still names, each listed in docs/architecture.md ("Reads and
 * writes that still cross owners") with what it takes to end it.
 */
const OTHER_READS: Record<string, string[]> = {
  // The plan of the key's company, read with the key in the API's one door statement (decision 086).
  'api-keys': ['companies'],
  // The kiosk's company name; the employee a PIN identifies, in the punch's one statement.
  clock: ['companies', 'employees'],
  // The plan the employee count is held against, locked while an employee is added.
  employees: ['companies'],
  leave: ['employees'],
  timesheets: ['employees'],
};

/** Every table the schema declares, by its TypeScript name. */
function schemaTables(): Set<string> {
  const schema = join(MODULES_ROOT, '..', 'db', 'schema');
  return new Set(
    readdirSync(schema).flatMap((file) =>
      [...readFileSync(join(schema, file), 'utf8').matchAll(/export const (\w+) = pgTable\(/g)].map(
        (match) => match[1]!,
      ),
    ),
  );
}

describe('the owners of the tables', () => {
  it('names an owner for every table of the schema', () => {
    const unowned = [...schemaTables()].filter((table) => OWNER[table] === undefined);
    expect(unowned).toEqual([]);
  });

  it('has no module but the owner name one of its tables', () => {
    const borrowed = moduleSources().flatMap((source) =>
      importsOf(source.text)
        .filter(({ specifier }) => /db\/schema\/[\w-]+$/.test(specifier))
        .flatMap(({ names }) => names)
        .filter(
          (name) =>
            OWNER[name] !== undefined &&
            OWNER[name] !== source.module &&
            !(OTHER_READS[source.module] ?? []).includes(name),
        )
        .map((name) => `${source.path} uses ${name}, owned by ${OWNER[name]}`),
    );
    expect(borrowed).toEqual([]);
  });

  it('has each module write only its own tables', () => {
    const tables = schemaTables();
    const writes = moduleSources().flatMap((source) =>
      [...source.text.matchAll(/\.(insert|update|delete)\((\w+)\)/g)]
        .map((match) => match[2]!)
        .filter((table) => tables.has(table) && OWNER[table] !== source.module)
        .map((table) => `${source.path} writes ${table}`),
    );
    expect(writes).toEqual([]);
  });
});
