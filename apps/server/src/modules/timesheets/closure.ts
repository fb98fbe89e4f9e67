import { ANONYMISED_EMPLOYEE } from '@pointeo/domain/account-closure';
import { CORRECTION_REQUEST_MESSAGES } from '@pointeo/domain/correction-requests';
import { and, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import {
  correctionRequests,
  entryCorrections,
  monthEmployeeRecords,
  monthEmployeeValidations,
  monthEvents,
  monthValidations,
  weekEmployeeRecords,
} from '../../db/schema/timesheets';
import { anonymisedSignature } from '../../lib/authors';

/**
 * A closed company's time sheets (decision 091): the records stay for the retention, with their
 * figures, but every copy of a person they kept goes. The employees as the validated months and
 * weeks recorded them, as a month's events and an accepted request's correction named them, become
 * the anonymised employee; the members who signed a correction, a validation, an event or an answer
 * to a request, the anonymised member. The append-only records accept this update, and only this
 * one, once the company is closed (their trigger, migration 0063).
 */
export async function anonymiseCompanyTimesheets(tx: Executor, companyId: string): Promise<void> {
  await tx
    .update(entryCorrections)
    .set({ authorName: anonymisedSignature(entryCorrections.authorName) })
    .where(eq(entryCorrections.companyId, companyId));
  // An accepted request's correction quotes it under the employee's name: the same words, unnamed.
  const requestedBy = CORRECTION_REQUEST_MESSAGES.correctionReason(
    ANONYMISED_EMPLOYEE.firstName,
    ANONYMISED_EMPLOYEE.lastName,
    '',
  );
  await tx
    .update(entryCorrections)
    .set({
      reason: sql`(select ${requestedBy} || ${correctionRequests.reason} from ${correctionRequests}
        where ${correctionRequests.id} = ${entryCorrections.requestId})`,
    })
    .where(and(eq(entryCorrections.companyId, companyId), isNotNull(entryCorrections.requestId)));
  await tx
    .update(monthValidations)
    .set({ validatedByName: anonymisedSignature(monthValidations.validatedByName) })
    .where(eq(monthValidations.companyId, companyId));
  await tx
    .update(monthEmployeeValidations)
    .set({ validatedByName: anonymisedSignature(monthEmployeeValidations.validatedByName) })
    .where(eq(monthEmployeeValidations.companyId, companyId));
  await tx
    .update(correctionRequests)
    .set({ answeredByName: anonymisedSignature(correctionRequests.answeredByName) })
    .where(eq(correctionRequests.companyId, companyId));
  await tx
    .update(monthEvents)
    .set({
      authorName: anonymisedSignature(monthEvents.authorName),
      changes: anonymisedEmployees(monthEvents.changes),
      employees: anonymisedEmployees(monthEvents.employees),
    })
    .where(eq(monthEvents.companyId, companyId));
  for (const records of [monthEmployeeRecords, weekEmployeeRecords]) {
    await tx
      .update(records)
      .set({ ...ANONYMISED_EMPLOYEE, payrollNumber: null })
      .where(eq(records.companyId, companyId));
  }
}

/**
 * A JSON array of items naming an employee (`firstName`, `lastName`: a validation's changes, the
 * employees validated one by one), each named as the anonymised employee, in the same order; null
 * stays null.
 */
function anonymisedEmployees(column: AnyPgColumn): SQL {
  const names = JSON.stringify(ANONYMISED_EMPLOYEE);
  return sql`case when ${column} is null then null else (
    select coalesce(jsonb_agg(item || ${names}::jsonb order by position), '[]'::jsonb)
    from jsonb_array_elements(${column}) with ordinality as items(item, position)
  ) end`;
}
