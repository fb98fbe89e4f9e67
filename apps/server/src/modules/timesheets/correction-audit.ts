import { formatFrenchDate } from '@pointeo/domain/dates';
import { parisDateAndTime } from '@pointeo/domain/paris-calendar';
import { CORRECTION_KIND_LABELS } from '@pointeo/domain/timesheet-messages';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { employees } from '../../db/schema/accounts';
import { type AuditActor, recordAuditEvent } from '../audit';
import type { EntryTimes } from './entry-times';
import type { MonthActor } from './months';
import type { CorrectionKind } from './repository/corrections';

const API_KEY = 'api-key';

/** The signer of a correction as the log's actor: a member, or a key of the public API. */
function auditActor(actor: MonthActor): AuditActor {
  const [prefix, keyId] = actor.authorId.split(':');
  if (prefix === API_KEY && keyId) return { kind: 'apiKey', keyId, name: actor.authorName };
  return { kind: 'member', userId: actor.authorId, name: actor.authorName };
}

const times = (entry: EntryTimes | null) =>
  entry &&
  `${parisDateAndTime(entry.clockIn).time} → ${entry.clockOut ? parisDateAndTime(entry.clockOut).time : '…'}`;

/**
 * 'Pointage corrigé' in the activity log (decision 081), in the correction's transaction: whose
 * entry, which day, the times before and after.
 */
export async function recordCorrectionAudit(
  tx: Executor,
  actor: MonthActor,
  correction: {
    employeeId: string;
    kind: CorrectionKind;
    before: EntryTimes | null;
    after: EntryTimes | null;
  },
) {
  const [employee] = await tx
    .select({ firstName: employees.firstName, lastName: employees.lastName })
    .from(employees)
    .where(and(eq(employees.companyId, actor.companyId), eq(employees.id, correction.employeeId)));
  const day = (correction.after ?? correction.before)?.clockIn;
  const details = {
    kind: CORRECTION_KIND_LABELS[correction.kind],
    day: day ? formatFrenchDate(day) : null,
    before: times(correction.before),
    after: times(correction.after),
  };
  const target = employee ? `${employee.firstName} ${employee.lastName}` : null;
  await recordAuditEvent(
    tx,
    {
      companyId: actor.companyId,
      action: 'timesheets.entry_corrected',
      actor: auditActor(actor),
      target,
      details,
      ip: actor.ip ?? null,
    },
    actor.now,
  );
}
