import { and, asc, count, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { employees } from '../../../db/schema/accounts';
import { timeEntries } from '../../../db/schema/clock';
import type { SiteIds } from '../../../lib/site-scope';
import { clockInWithin, entryOnSites, liveEntry, type Window } from './entries';

/**
 * The open entries 'À régulariser' (flagged by the kiosk or overdue) and those still in progress: the
 * list and the count of the Temps section, the month's counts.
 */

/** An open entry is 'À régulariser' once flagged by the kiosk or older than `overdueBefore`. */
const toRegularise = (overdueBefore: Date) =>
  and(
    isNull(timeEntries.clockOut),
    or(eq(timeEntries.missingClockOut, true), lt(timeEntries.clockIn, overdueBefore)),
  );

/**
 * The company's entries 'À régulariser' (open since before `overdueBefore`, or flagged by the
 * kiosk), oldest first, at most `limit`, with how many there are in all.
 */
export async function listEntriesToRegularise(
  db: Executor,
  companyId: string,
  overdueBefore: Date,
  limit: number,
  sites: SiteIds,
) {
  return db
    .select({
      entryId: timeEntries.id,
      employeeId: timeEntries.employeeId,
      firstName: employees.firstName,
      lastName: employees.lastName,
      arrival: timeEntries.clockIn,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(timeEntries)
    .innerJoin(employees, eq(employees.id, timeEntries.employeeId))
    .where(and(liveEntry(companyId), toRegularise(overdueBefore), entryOnSites(sites)))
    .orderBy(asc(timeEntries.clockIn), asc(timeEntries.id))
    .limit(limit);
}

/**
 * How many entries 'À régulariser' the company has, whatever their week: the count on the Temps
 * section, read from the open entries' index (time_entries_open_idx) alone.
 */
export async function countEntriesToRegularise(
  db: Executor,
  companyId: string,
  overdueBefore: Date,
  sites: SiteIds,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(timeEntries)
    .where(and(liveEntry(companyId), toRegularise(overdueBefore), entryOnSites(sites)));
  return row?.n ?? 0;
}

/** The company's open entries arriving in the window: 'À régulariser' and still in progress. */
export async function countOpenEntries(
  db: Executor,
  companyId: string,
  window: Window,
  overdueBefore: Date,
  sites?: SiteIds,
): Promise<{ toRegularise: number; inProgress: number }> {
  const [row] = await db
    .select({
      toRegularise: sql<number>`(count(*) filter (where ${toRegularise(overdueBefore)}))::int`,
      inProgress: count(),
    })
    .from(timeEntries)
    .where(
      and(liveEntry(companyId), isNull(timeEntries.clockOut), clockInWithin(window), entryOnSites(sites)),
    );
  const open = row ?? { toRegularise: 0, inProgress: 0 };
  return { toRegularise: open.toRegularise, inProgress: open.inProgress - open.toRegularise };
}

/** The same counts per employee, for those who have any. */
export async function countOpenEntriesByEmployee(
  db: Executor,
  companyId: string,
  window: Window,
  overdueBefore: Date,
): Promise<Map<string, { toRegularise: number; inProgress: number }>> {
  const rows = await db
    .select({
      employeeId: timeEntries.employeeId,
      toRegularise: sql<number>`(count(*) filter (where ${toRegularise(overdueBefore)}))::int`,
      open: count(),
    })
    .from(timeEntries)
    .where(and(liveEntry(companyId), isNull(timeEntries.clockOut), clockInWithin(window)))
    .groupBy(timeEntries.employeeId);
  return new Map(
    rows.map((row) => [
      row.employeeId,
      { toRegularise: row.toRegularise, inProgress: row.open - row.toRegularise },
    ]),
  );
}
