import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { absences, absenceTypes } from '../../db/schema/leave';

/** Every absence of the company, or of one employee, with its type's name (decision 082). */
export async function absencesForExport(db: Executor, companyId: string, employeeId?: string) {
  return db
    .select({
      id: absences.id,
      employeeId: absences.employeeId,
      typeName: absenceTypes.name,
      startDate: absences.startDate,
      endDate: absences.endDate,
      startHalfDay: absences.startHalfDay,
      endHalfDay: absences.endHalfDay,
      status: absences.status,
      source: absences.source,
      comment: absences.comment,
      requestedAt: absences.requestedAt,
      decidedAt: absences.decidedAt,
      decidedByName: absences.decidedByName,
      refusalReason: absences.refusalReason,
      cancelledAt: absences.cancelledAt,
    })
    .from(absences)
    .innerJoin(absenceTypes, eq(absenceTypes.id, absences.typeId))
    .where(
      and(eq(absences.companyId, companyId), employeeId ? eq(absences.employeeId, employeeId) : undefined),
    )
    .orderBy(asc(absences.startDate), asc(absences.id));
}
