import { and, asc, count, eq, gt, gte, inArray, isNull, lt, ne, type Placeholder, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { keysetPages } from '../../../db/keyset-pages';
import { employees } from '../../../db/schema/accounts';
import { timeEntries } from '../../../db/schema/clock';
import { entryCorrections } from '../../../db/schema/timesheets';
import { afterPosition, type KeysetPage, positionText } from '../../../lib/keyset';
import type { SiteIds } from '../../../lib/site-scope';
import { employeeOnSites } from '../../employees';

/**
 * The time entries' SQL: entries as the hours engine reads them, the reads and writes of a correction,
 * the public API's pages. Every query carries the company in its where. Entries deleted by a correction
 * stay in the table (their punches reference them) and are left out here unless asked for.
 */

export interface Window {
  from: Date;
  to: Date;
}

export const liveEntry = (companyId: string | Placeholder) =>
  and(eq(timeEntries.companyId, companyId), isNull(timeEntries.deletedAt));
/** A window's bounds, or a prepared statement's placeholders for them. */
type WindowBounds = Window | { from: Placeholder; to: Placeholder };

/** The entries arriving in the window (the other files of the repository filter by it too). */
export const clockInWithin = ({ from, to }: WindowBounds) =>
  and(gte(timeEntries.clockIn, from), lt(timeEntries.clockIn, to));

/** The entries of employees working on `sites` now (all when undefined, decision 062). */
export const entryOnSites = (sites: SiteIds) =>
  sites === undefined
    ? undefined
    : sql`${timeEntries.employeeId} in (select ${employees.id} from ${employees} where ${employeeOnSites(sites)})`;

const engineColumns = {
  id: timeEntries.id,
  employeeId: timeEntries.employeeId,
  clockIn: timeEntries.clockIn,
  clockOut: timeEntries.clockOut,
  missingClockOut: timeEntries.missingClockOut,
};

/**
 * Every live entry of the company whose arrival is in the window: one query for the week view, on
 * the (company_id, clock_in) index. A thousand employees' week is some 12,000 rows: instants come as
 * epoch milliseconds and rows skip Drizzle's mapping, since parsing timestamps and mapping rows cost
 * several times the query itself.
 */
export async function listCompanyEntries(
  db: Executor,
  companyId: string,
  { from, to }: Window,
  /** Only these employees' entries (a batch of a long period); all when absent. */
  employeeIds?: readonly string[],
) {
  const ofEmployees = employeeIds ? sql`and ${inArray(timeEntries.employeeId, [...employeeIds])}` : sql``;
  const result = (await db.execute(sql`
    select id, employee_id,
           (extract(epoch from clock_in) * 1000)::float8 as clock_in,
           (extract(epoch from clock_out) * 1000)::float8 as clock_out,
           missing_clock_out
    from ${timeEntries}
    where company_id = ${companyId} and deleted_at is null ${ofEmployees}
      and clock_in >= ${from.toISOString()}::timestamptz and clock_in < ${to.toISOString()}::timestamptz`)) as unknown as {
    rows: Array<{
      id: string;
      employee_id: string;
      clock_in: number;
      clock_out: number | null;
      missing_clock_out: boolean;
    }>;
  };
  return result.rows.map((row) => ({
    id: row.id,
    employeeId: row.employee_id,
    clockIn: new Date(row.clock_in),
    clockOut: row.clock_out === null ? null : new Date(row.clock_out),
    missingClockOut: row.missing_clock_out,
  }));
}

/**
 * The closed live entries whose arrival is in the window, per employee, as [clock-in, clock-out] in
 * epoch minutes (seconds dropped, as the engine counts them): the weeks before a period that the
 * 12-week average reads (the period loader). Eleven weeks of a 1,000-employee company are some
 * 110,000 entries: one row per employee carries its pairs in one string, which costs a fraction of
 * a row per entry to send and to parse.
 */
export async function listWorkedSpans(
  db: Executor,
  companyId: string,
  { from, to }: Window,
  employeeIds?: readonly string[],
): Promise<Map<string, [number, number][]>> {
  const ofEmployees = employeeIds ? sql`and ${inArray(timeEntries.employeeId, [...employeeIds])}` : sql``;
  const result = (await db.execute(sql`
    select employee_id,
           string_agg(floor(date_part('epoch', clock_in) / 60)::int8 || ' ' || floor(date_part('epoch', clock_out) / 60)::int8, ' ') as spans
    from ${timeEntries}
    where company_id = ${companyId} and deleted_at is null and clock_out is not null ${ofEmployees}
      and clock_in >= ${from.toISOString()}::timestamptz and clock_in < ${to.toISOString()}::timestamptz
    group by employee_id`)) as unknown as { rows: Array<{ employee_id: string; spans: string }> };
  const spansByEmployee = new Map<string, [number, number][]>();
  for (const row of result.rows) {
    const minutes = row.spans.split(' ');
    const spans: [number, number][] = [];
    for (let index = 0; index + 1 < minutes.length; index += 2) {
      spans.push([Number(minutes[index]), Number(minutes[index + 1])]);
    }
    spansByEmployee.set(row.employee_id, spans);
  }
  return spansByEmployee;
}

/** One employee's entries in the window, deleted ones included, with what the month view shows. */
export async function listEmployeeEntries(
  db: Executor,
  companyId: string,
  employeeId: string,
  window: Window,
) {
  return db
    .select({
      ...engineColumns,
      source: timeEntries.source,
      createdAt: timeEntries.createdAt,
      deletedAt: timeEntries.deletedAt,
      // Qualified by hand: in a one-table select Drizzle names columns bare, and a bare "id" here is the correction's.
      corrected: sql<boolean>`exists (select 1 from ${entryCorrections} where ${entryCorrections}.entry_id = ${timeEntries}.id)`,
    })
    .from(timeEntries)
    .where(
      and(
        eq(timeEntries.companyId, companyId),
        eq(timeEntries.employeeId, employeeId),
        clockInWithin(window),
      ),
    )
    .orderBy(asc(timeEntries.clockIn));
}

export type EntryRow = typeof timeEntries.$inferSelect;

/** An entry of the company (deleted ones only when asked); `forUpdate` locks it. */
export async function findEntry(
  db: Executor,
  companyId: string,
  entryId: string,
  { forUpdate = false, includeDeleted = false } = {},
): Promise<EntryRow | undefined> {
  const query = db
    .select()
    .from(timeEntries)
    .where(
      and(
        eq(timeEntries.id, entryId),
        includeDeleted ? eq(timeEntries.companyId, companyId) : liveEntry(companyId),
      ),
    );
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** The employee's entries arriving in the window, deleted ones included, but `exceptId`. */
export async function countEntriesArriving(
  db: Executor,
  companyId: string,
  employeeId: string,
  window: Window,
  exceptId: string | undefined,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(timeEntries)
    .where(
      and(
        eq(timeEntries.companyId, companyId),
        eq(timeEntries.employeeId, employeeId),
        clockInWithin(window),
        exceptId ? ne(timeEntries.id, exceptId) : undefined,
      ),
    );
  return row?.n ?? 0;
}

/** The employee's live entries that arrive in the window, but `exceptId`: what a correction could overlap. */
export async function listEntriesAround(
  db: Executor,
  companyId: string,
  employeeId: string,
  window: Window,
  exceptId: string | undefined,
) {
  return db
    .select({ id: timeEntries.id, clockIn: timeEntries.clockIn, clockOut: timeEntries.clockOut })
    .from(timeEntries)
    .where(
      and(
        liveEntry(companyId),
        eq(timeEntries.employeeId, employeeId),
        clockInWithin(window),
        exceptId === undefined ? undefined : ne(timeEntries.id, exceptId),
      ),
    );
}

/** created_at stays the database's clock, like a kiosk entry's: 'recorded after validation' compares it with one. */
export async function insertEntry(
  db: Executor,
  entry: { companyId: string; employeeId: string; clockIn: Date; clockOut: Date },
): Promise<string> {
  const [row] = await db
    .insert(timeEntries)
    .values({ ...entry, source: 'correction' })
    .returning({ id: timeEntries.id });
  return row!.id;
}

export async function updateEntryTimes(
  db: Executor,
  companyId: string,
  entryId: string,
  times: { clockIn: Date; clockOut: Date | null },
) {
  await db
    .update(timeEntries)
    .set(times)
    .where(and(eq(timeEntries.id, entryId), liveEntry(companyId)));
}

export async function markEntryDeleted(db: Executor, companyId: string, entryId: string, at: Date) {
  await db
    .update(timeEntries)
    .set({ deletedAt: at })
    .where(and(eq(timeEntries.id, entryId), liveEntry(companyId)));
}

/** Live entries arriving in the window that were recorded after `after` (a validation). */
export async function countEntriesRecordedAfter(
  db: Executor,
  companyId: string,
  window: Window,
  after: Date,
  sites?: SiteIds,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(timeEntries)
    .where(
      and(liveEntry(companyId), clockInWithin(window), gt(timeEntries.createdAt, after), entryOnSites(sites)),
    );
  return row?.n ?? 0;
}

/** An entry as recorded: whose, its times, whether its departure is missing, where it came from. */
export const recordedEntryColumns = {
  id: timeEntries.id,
  employeeId: timeEntries.employeeId,
  clockIn: timeEntries.clockIn,
  clockOut: timeEntries.clockOut,
  missingClockOut: timeEntries.missingClockOut,
  source: timeEntries.source,
};

/** An employee's entries, or everyone's (the usual call, by prepared statements), in a window. */
interface EntriesOfWindow {
  window: WindowBounds;
  employeeId?: string;
}

const entriesByArrival = keysetPages(
  'entries_by_arrival',
  { window: { from: sql.placeholder('from'), to: sql.placeholder('to') } } as EntriesOfWindow,
  (db, companyId, { window, employeeId }, after, limit) =>
    db
      .select({
        ...recordedEntryColumns,
        corrected: sql<boolean>`exists (select 1 from ${entryCorrections} where ${entryCorrections.companyId} = ${companyId} and ${entryCorrections.entryId} = ${timeEntries.id})`,
        // The Paris day of the arrival, by PostgreSQL's time-zone database: no Temporal call per row.
        date: sql<string>`(${timeEntries.clockIn} at time zone 'Europe/Paris')::date::text`,
        at: positionText(timeEntries.clockIn),
      })
      .from(timeEntries)
      .where(
        and(
          liveEntry(companyId),
          clockInWithin(window),
          employeeId ? eq(timeEntries.employeeId, employeeId) : undefined,
          afterPosition(timeEntries.clockIn, timeEntries.id, after),
        ),
      )
      .orderBy(asc(timeEntries.clockIn), asc(timeEntries.id))
      .limit(limit),
);

/**
 * The public API's pages of live entries (decision 076): those arriving in the window, of one employee
 * or all, by arrival then id, strictly after the page's position; whether a correction touched each.
 */
export async function listEntriesByArrival(
  db: Executor,
  companyId: string,
  window: Window,
  employeeId: string | undefined,
  page: KeysetPage,
) {
  return employeeId
    ? entriesByArrival(db, companyId, { window, employeeId }, page)
    : entriesByArrival(db, companyId, undefined, page, window);
}
