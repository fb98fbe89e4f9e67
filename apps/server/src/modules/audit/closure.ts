import { ANONYMISED_EMPLOYEE, ANONYMISED_MEMBER_NAME } from '@pointeo/domain/account-closure';
import type { AuditAction } from '@pointeo/domain/audit';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auditEvents } from '../../db/schema/audit';

/** The actions whose target names no person: a plan, a file, an API key, the company itself. */
const IMPERSONAL_TARGETS = [
  'billing.plan_changed',
  'export.downloaded',
  'api_key.created',
  'api_key.revoked',
  'privacy.account_closed',
] as const satisfies readonly AuditAction[];
/** The actions whose target names an employee; any other target names a member (or an e-mail invited). */
const EMPLOYEE_TARGETS = [
  'timesheets.entry_corrected',
  'privacy.employee_export',
] as const satisfies readonly AuditAction[];

/**
 * A closed company's activity log (decision 091) keeps what happened and when until its own purge,
 * not who: the members' names and the e-mails typed at a failed sign-in become the anonymised member,
 * a target naming a person the anonymised member or employee, an e-mail in the details too, and the
 * IP addresses go. An API key's name stays: it names a key, not a person.
 */
export async function anonymiseCompanyAuditEvents(tx: Executor, companyId: string): Promise<void> {
  const member = ANONYMISED_MEMBER_NAME;
  const employee = `${ANONYMISED_EMPLOYEE.firstName} ${ANONYMISED_EMPLOYEE.lastName}`;
  const { actorKind, actorLabel, action, target, details } = auditEvents;
  await tx
    .update(auditEvents)
    .set({
      actorLabel: sql`case when ${actorKind} in ('member', 'email') and ${actorLabel} is not null then ${member} else ${actorLabel} end`,
      target: sql`case
        when ${target} is null or ${inArray(action, [...IMPERSONAL_TARGETS])} then ${target}
        when ${inArray(action, [...EMPLOYEE_TARGETS])} then ${employee}
        else ${member} end`,
      details: sql`case when ${details} -> 'email' is not null then jsonb_set(${details}, '{email}', to_jsonb(${member}::text)) else ${details} end`,
      ip: null,
    })
    .where(eq(auditEvents.companyId, companyId));
}
