import { DEFAULT_DOUBLE_PUNCH_WINDOW_SECONDS } from '@pointeo/domain/clock-messages';
import { and, desc, eq, inArray, isNull, type Placeholder, type SQLWrapper, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { employees } from '../../db/schema/accounts';
import { timeEntries } from '../../db/schema/clock';
import { companyTimeSettings, entryCorrections } from '../../db/schema/timesheets';
import type { SiteIds } from '../../lib/site-scope';
import { siteNameOf } from '../sites';

/**
 * The pieces of the kiosk punch's statements that read or write the time sheets' tables (entries,
 * corrections, settings; the entry lock's are in entry-lock.ts). A punch is one prepared statement
 * per step, p99 under 50 ms: the clock module builds them with these pieces, so it writes entries
 * only as the time sheets say, in the same round trip (decisions 035 and 039).
 */

/** A kiosk's punch, as its statement's placeholders: its entry, whose it is, when it was typed. */
interface PunchTarget {
  entryId: Placeholder;
  companyId: Placeholder;
  employeeId: Placeholder;
  punchedAt: Placeholder;
}

/** The employee's open entry, as a left join beside an employees row; an entry deleted by a correction is no one's. */
export const openEntryJoin = {
  table: timeEntries,
  on: (companyId: SQLWrapper) =>
    and(
      eq(timeEntries.employeeId, employees.id),
      eq(timeEntries.companyId, companyId),
      isNull(timeEntries.clockOut),
      eq(timeEntries.missingClockOut, false),
      isNull(timeEntries.deletedAt),
    ),
  columns: { openId: timeEntries.id, openClockIn: timeEntries.clockIn },
};

/**
 * Whether a correction cancelled the punch whose id is `punchId` ('Annuler ce pointage'), as a
 * column of a clock statement: one probe of a small unique index, read behind the employee's entry
 * lock.
 */
export const punchCancelled = (companyId: SQLWrapper, punchId: SQLWrapper) =>
  sql<boolean>`exists (select 1 from ${entryCorrections} where ${entryCorrections.companyId} = ${companyId}
    and ${entryCorrections.punchId} = ${punchId})`;

/**
 * The company's double-punch window in seconds, as a column of a clock statement (the punch reads it
 * behind the employee's entry lock): its setting, or the default while it saved none.
 */
export const doublePunchWindowSeconds = (companyId: SQLWrapper) =>
  sql<number>`coalesce((select ${companyTimeSettings.doublePunchWindowSeconds} from ${companyTimeSettings}
    where ${companyTimeSettings.companyId} = ${companyId}), ${sql.raw(String(DEFAULT_DOUBLE_PUNCH_WINDOW_SECONDS))})`.mapWith(
    Number,
  );

/** Opens the punch's entry under its `entryId`, as the CTE 'opened' of an arrival's statement. */
export const entryOpened = (db: Executor, punch: PunchTarget) =>
  db.$with('opened').as(
    db
      .insert(timeEntries)
      .values({
        id: punch.entryId,
        companyId: punch.companyId,
        employeeId: punch.employeeId,
        clockIn: punch.punchedAt,
      })
      .returning({ id: timeEntries.id }),
  );

/** Closes the punch's entry at the punch's time, as the CTE 'closed' of a departure's statement. */
export const entryClosed = (db: Executor, punch: Pick<PunchTarget, 'entryId' | 'companyId' | 'punchedAt'>) =>
  db.$with('closed').as(
    db
      .update(timeEntries)
      .set({ clockOut: sql`${punch.punchedAt}` })
      .where(and(eq(timeEntries.id, punch.entryId), eq(timeEntries.companyId, punch.companyId)))
      .returning({ id: timeEntries.id }),
  );

/** An entry left open too long, flagged by the kiosk's next arrival: 'À régulariser'. */
export async function flagMissingClockOut(db: Executor, companyId: string, entryId: string) {
  await db
    .update(timeEntries)
    .set({ missingClockOut: true })
    .where(and(eq(timeEntries.id, entryId), eq(timeEntries.companyId, companyId)));
}

/**
 * The company's latest entries, newest first, with the employee's name; deleted ones left out. Of
 * the employees of `sites` only when given (decision 062); of one employee for their own space (072).
 */
export async function listRecentEntries(
  db: Executor,
  companyId: string,
  limit: number,
  sites: SiteIds,
  employeeId?: string,
) {
  return db
    .select({
      id: timeEntries.id,
      employeeId: timeEntries.employeeId,
      firstName: employees.firstName,
      lastName: employees.lastName,
      role: employees.role,
      clockIn: timeEntries.clockIn,
      clockOut: timeEntries.clockOut,
      missingClockOut: timeEntries.missingClockOut,
      employeeSiteId: employees.siteId,
      employeeSiteName: siteNameOf(employees.companyId, employees.siteId),
    })
    .from(timeEntries)
    .innerJoin(employees, eq(employees.id, timeEntries.employeeId))
    .where(
      and(
        eq(timeEntries.companyId, companyId),
        isNull(timeEntries.deletedAt),
        sites === undefined ? undefined : inArray(employees.siteId, [...sites]),
        employeeId === undefined ? undefined : eq(timeEntries.employeeId, employeeId),
      ),
    )
    .orderBy(desc(timeEntries.clockIn))
    .limit(limit);
}
