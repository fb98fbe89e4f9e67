import type { HoursSettings } from '@pointeo/domain/hours-rules';
import type { MonthEventEmployee, MonthFigureChange } from '@pointeo/domain/timesheets';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNull,
  lt,
  ne,
  or,
  type Placeholder,
  sql,
} from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { keysetPages } from '../../db/keyset-pages';
import { employees } from '../../db/schema/accounts';
import { timeEntries } from '../../db/schema/clock';
import {
  companyTimeSettings,
  entryCorrections,
  monthEmployeeValidations,
  monthEvents,
  monthValidations,
  type RecordedEntryTimes,
} from '../../db/schema/timesheets';
import { afterPosition, type KeysetPage, positionText } from '../../lib/keyset';
import type { SiteIds } from '../../lib/site-scope';
import { EMPLOYEE_LIST_ORDER, employeeOnSites } from '../employees';
import { siteInAlsaceMoselle } from '../sites';

/**
 * The time sheets' SQL: entries as the hours engine reads them, the corrections and month records,
 * the settings. Every query carries the company in its where. Entries deleted by a correction stay
 * in the table (their punches reference them) and are left out here unless asked for.
 */

export interface Window {
  from: Date;
  to: Date;
}

export type CorrectionKind = (typeof entryCorrections.$inferSelect)['kind'];
export type MonthEventKind = (typeof monthEvents.$inferSelect)['kind'];

export const liveEntry = (companyId: string | Placeholder) =>
  and(eq(timeEntries.companyId, companyId), isNull(timeEntries.deletedAt));
/** A window's bounds, or a prepared statement's placeholders for them. */
type WindowBounds = Window | { from: Placeholder; to: Placeholder };

const clockInWithin = ({ from, to }: WindowBounds) =>
  and(gte(timeEntries.clockIn, from), lt(timeEntries.clockIn, to));

/** An open entry is 'À régulariser' once flagged by the kiosk or older than `overdueBefore`. */
const toRegularise = (overdueBefore: Date) =>
  and(
    isNull(timeEntries.clockOut),
    or(eq(timeEntries.missingClockOut, true), lt(timeEntries.clockIn, overdueBefore)),
  );

/** The entries of employees working on `sites` now (all when undefined, decision 062). */
export const entryOnSites = (sites: SiteIds) =>
  sites === undefined
    ? undefined
    : sql`${timeEntries.employeeId} in (select ${employees.id} from ${employees} where ${employeeOnSites(sites)})`;

// ---------------------------------------------------------------------------------------------------
// Employees as the time sheets show them.

const employeeColumns = {
  id: employees.id,
  firstName: employees.firstName,
  lastName: employees.lastName,
  role: employees.role,
  archivedAt: employees.archivedAt,
  weeklyContractMinutes: employees.weeklyContractMinutes,
  /** 'Matricule', which the reports carry. */
  payrollNumber: employees.payrollNumber,
  /** Their site's département has the Alsace-Moselle holidays (issue 29 item 7). */
  alsaceMoselle: siteInAlsaceMoselle(employees.siteId),
};
export type TimesheetEmployeeRow = Pick<
  typeof employees.$inferSelect,
  Exclude<keyof typeof employeeColumns, 'alsaceMoselle'>
> & { alsaceMoselle: boolean };

/**
 * The company's active employees, and the archived ones with an entry in the window or among
 * `alsoIds` (the period loader names those with an absence in the period).
 */
export async function listEmployeesForPeriod(
  db: Executor,
  companyId: string,
  window: Window,
  alsoIds: readonly string[] = [],
): Promise<TimesheetEmployeeRow[]> {
  const withEntries = db
    .select({ id: timeEntries.employeeId })
    .from(timeEntries)
    .where(and(liveEntry(companyId), clockInWithin(window)));
  return db
    .select(employeeColumns)
    .from(employees)
    .where(
      and(
        eq(employees.companyId, companyId),
        or(
          isNull(employees.archivedAt),
          inArray(employees.id, withEntries),
          ...(alsoIds.length > 0 ? [inArray(employees.id, [...alsoIds])] : []),
        ),
      ),
    )
    .orderBy(...EMPLOYEE_LIST_ORDER);
}

/** The site each of the company's employees works at now, by employee id. */
export async function siteOfEmployees(db: Executor, companyId: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: employees.id, siteId: employees.siteId })
    .from(employees)
    .where(eq(employees.companyId, companyId));
  return new Map(rows.map((row) => [row.id, row.siteId]));
}

/**
 * Whether an employee works on `sites` now (decision 063): every employee when undefined, with no
 * query. A list filters its rows with it, a validated month's record included, whose employees carry
 * no site.
 */
export async function employeesOnSites(
  db: Executor,
  companyId: string,
  sites: SiteIds,
): Promise<(employeeId: string) => boolean> {
  if (sites === undefined) return () => true;
  const siteOf = await siteOfEmployees(db, companyId);
  return (employeeId) => sites.includes(siteOf.get(employeeId) ?? '');
}

/** Any employee of the company, archived or not; with `forUpdate`, locked until the transaction ends. */
export async function findEmployee(
  db: Executor,
  companyId: string,
  employeeId: string,
  { forUpdate = false } = {},
): Promise<TimesheetEmployeeRow | undefined> {
  const query = db
    .select(employeeColumns)
    .from(employees)
    .where(and(eq(employees.id, employeeId), eq(employees.companyId, companyId)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

// ---------------------------------------------------------------------------------------------------
// Entries.

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

// ---------------------------------------------------------------------------------------------------
// Corrections.

export async function insertCorrection(
  db: Executor,
  correction: {
    companyId: string;
    entryId: string;
    kind: CorrectionKind;
    before: RecordedEntryTimes | null;
    after: RecordedEntryTimes | null;
    reason: string;
    authorId: string;
    authorName: string;
    createdAt: Date;
    /** The kiosk punch the correction cancels, if it is a cancellation at a kiosk. */
    punchId?: string;
    /** The employee's correction request it answers (decision 073). */
    requestId?: string;
  },
): Promise<string> {
  const [row] = await db.insert(entryCorrections).values(correction).returning({ id: entryCorrections.id });
  return row!.id;
}

/** One page of the entry's corrections, the newest first. */
export async function listCorrections(
  db: Executor,
  companyId: string,
  entryId: string,
  page: { limit: number; offset: number },
) {
  return db
    .select({
      id: entryCorrections.id,
      kind: entryCorrections.kind,
      before: entryCorrections.before,
      after: entryCorrections.after,
      reason: entryCorrections.reason,
      authorId: entryCorrections.authorId,
      authorName: entryCorrections.authorName,
      createdAt: entryCorrections.createdAt,
    })
    .from(entryCorrections)
    .where(and(eq(entryCorrections.companyId, companyId), eq(entryCorrections.entryId, entryId)))
    .orderBy(desc(entryCorrections.createdAt), desc(entryCorrections.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countCorrections(db: Executor, companyId: string, entryId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(entryCorrections)
    .where(and(eq(entryCorrections.companyId, companyId), eq(entryCorrections.entryId, entryId)));
  return row?.n ?? 0;
}

// ---------------------------------------------------------------------------------------------------
// Month validation.

/**
 * Holds the company's months until the transaction ends: shared by corrections (several at once),
 * exclusive for validating or reopening, so a correction never lands in a month validated meanwhile.
 * Taken in month order, so two transactions never wait for each other in a circle.
 */
export async function lockMonths(
  tx: Executor,
  companyId: string,
  months: readonly string[],
  mode: 'shared' | 'exclusive',
) {
  const lock = mode === 'shared' ? sql`pg_advisory_xact_lock_shared` : sql`pg_advisory_xact_lock`;
  for (const month of [...months].sort()) {
    await tx.execute(sql`select ${lock}(hashtextextended(${`month ${companyId} ${month}`}, 0))`);
  }
}

export type MonthValidationRow = typeof monthValidations.$inferSelect;

export async function findMonthValidations(
  db: Executor,
  companyId: string,
  months: readonly string[],
): Promise<MonthValidationRow[]> {
  if (months.length === 0) return [];
  return db
    .select()
    .from(monthValidations)
    .where(and(eq(monthValidations.companyId, companyId), inArray(monthValidations.month, [...months])));
}

export async function insertMonthValidation(
  db: Executor,
  validation: {
    companyId: string;
    month: string;
    validatedAt: Date;
    validatedBy: string;
    validatedByName: string;
    hoursSettings: HoursSettings;
  },
) {
  await db.insert(monthValidations).values(validation);
}

export async function deleteMonthValidation(db: Executor, companyId: string, month: string) {
  await db
    .delete(monthValidations)
    .where(and(eq(monthValidations.companyId, companyId), eq(monthValidations.month, month)));
}

export type EmployeeValidationRow = typeof monthEmployeeValidations.$inferSelect;

/** The employees validated one by one in these months (decision 049); with `employeeId`, theirs only. */
export async function findEmployeeValidations(
  db: Executor,
  companyId: string,
  months: readonly string[],
  employeeId?: string,
): Promise<EmployeeValidationRow[]> {
  if (months.length === 0) return [];
  return db
    .select()
    .from(monthEmployeeValidations)
    .where(
      and(
        eq(monthEmployeeValidations.companyId, companyId),
        inArray(monthEmployeeValidations.month, [...months]),
        employeeId === undefined ? undefined : eq(monthEmployeeValidations.employeeId, employeeId),
      ),
    );
}

export async function insertEmployeeValidations(
  db: Executor,
  rows: ReadonlyArray<typeof monthEmployeeValidations.$inferInsert & { validatedByName: string }>,
) {
  for (let start = 0; start < rows.length; start += 1000) {
    await db.insert(monthEmployeeValidations).values(rows.slice(start, start + 1000));
  }
}

export async function deleteEmployeeValidations(db: Executor, companyId: string, month: string) {
  await db
    .delete(monthEmployeeValidations)
    .where(and(eq(monthEmployeeValidations.companyId, companyId), eq(monthEmployeeValidations.month, month)));
}

export async function insertMonthEvent(
  db: Executor,
  event: {
    companyId: string;
    month: string;
    kind: MonthEventKind;
    reason: string | null;
    authorId: string;
    authorName: string;
    createdAt: Date;
    /** A validation after a reopening: the figures that moved (decision 041). */
    changes?: MonthFigureChange[] | null;
    /** A validation of some employees only (decision 049). */
    employees?: MonthEventEmployee[] | null;
  },
) {
  await db.insert(monthEvents).values(event);
}

export async function listMonthEvents(db: Executor, companyId: string, month: string) {
  return db
    .select({
      kind: monthEvents.kind,
      reason: monthEvents.reason,
      authorId: monthEvents.authorId,
      authorName: monthEvents.authorName,
      createdAt: monthEvents.createdAt,
      changes: monthEvents.changes,
      employees: monthEvents.employees,
    })
    .from(monthEvents)
    .where(and(eq(monthEvents.companyId, companyId), eq(monthEvents.month, month)))
    .orderBy(asc(monthEvents.createdAt), asc(monthEvents.id));
}

// ---------------------------------------------------------------------------------------------------
// Settings.

export async function findTimeSettings(db: Executor, companyId: string) {
  const [row] = await db
    .select({
      nightStart: companyTimeSettings.nightStart,
      nightEnd: companyTimeSettings.nightEnd,
      complementaryUpToThird: companyTimeSettings.complementaryUpToThird,
      doublePunchWindowSeconds: companyTimeSettings.doublePunchWindowSeconds,
    })
    .from(companyTimeSettings)
    .where(eq(companyTimeSettings.companyId, companyId));
  return row;
}

export async function saveTimeSettings(
  db: Executor,
  companyId: string,
  settings: {
    nightStart: string;
    nightEnd: string;
    complementaryUpToThird: boolean;
    doublePunchWindowSeconds: number;
  },
  at: Date,
) {
  await db
    .insert(companyTimeSettings)
    .values({ companyId, ...settings, updatedAt: at })
    .onConflictDoUpdate({ target: companyTimeSettings.companyId, set: { ...settings, updatedAt: at } });
}

/** The ids of the company's entries arriving in the window that have correction records ('Corrigé'). */
export async function listCorrectedEntryIds(
  db: Executor,
  companyId: string,
  window: Window,
): Promise<Set<string>> {
  const rows = await db
    .select({ id: entryCorrections.entryId })
    .from(entryCorrections)
    .innerJoin(timeEntries, eq(timeEntries.id, entryCorrections.entryId))
    .where(and(eq(entryCorrections.companyId, companyId), liveEntry(companyId), clockInWithin(window)));
  return new Set(rows.map((row) => row.id));
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
