import type { RecordedPunchResult } from '@pointeo/domain/clock';
import type { Executor } from '../../db/client';
import { takeUnnotifiedDecisions, unnotifiedDecisionsExist } from './repository';

export type LeaveAnswers = NonNullable<RecordedPunchResult['leaveAnswers']>;

/**
 * Whether answers wait for the employee, read by the punch's clock-state statement: most punches
 * have none, and then spend no round trip on them (leaveAnswersToShow is not called).
 */
export const leaveAnswersWaiting = unnotifiedDecisionsExist;

/**
 * The answers the company gave to the employee's kiosk requests since their last PIN, each shown
 * once: the clock module calls this when a punch is typed live, in the punch's transaction.
 */
export async function leaveAnswersToShow(
  tx: Executor,
  companyId: string,
  employeeId: string,
  now: Date,
): Promise<LeaveAnswers> {
  const decisions = await takeUnnotifiedDecisions(tx, companyId, employeeId, now);
  return decisions.map((decision) => ({
    typeName: decision.typeName,
    startDate: decision.startDate,
    endDate: decision.endDate,
    status: decision.status === 'refused' ? 'refused' : 'approved',
    refusalReason: decision.refusalReason,
  }));
}
