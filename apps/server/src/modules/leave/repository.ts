import type { DayCounting } from '@pointeo/domain/leave-rules';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  notInArray,
  type Placeholder,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { keysetPages } from '../../db/keyset-pages';
import { employees } from '../../db/schema/accounts';
import { absences, absenceTypes, leaveCredits, leaveNotices, leaveSettings } from '../../db/schema/leave';
import { statementName } from '../../db/statement-names';
import { afterPosition, type KeysetPage, type KeysetPosition, positionText } from '../../lib/keyset';
import type { SiteIds } from '../../lib/site-scope';
import { EMPLOYEE_LIST_ORDER, employeeOnSites } from '../employees';
import { siteInAlsaceMoselle } from '../sites';

/**
 * The leave module's SQL. Every query carries the company in its where; ids from a request are
 * looked up with it, so another company's id finds nothing.
 */

export type AbsenceTypeRow = typeof absenceTypes.$inferSelect;
export type NewAbsenceType = Omit<typeof absenceTypes.$inferInsert, 'id' | 'createdAt'>;
export type AbsenceStatus = (typeof absences.$inferSelect)['status'];

// ---------------------------------------------------------------------------------------------------
// Settings and types.

export async function findLeaveSettings(db: Executor, companyId: string) {
  const [row] = await db.select().from(leaveSettings).where(eq(leaveSettings.companyId, companyId));
  return row;
}

export async function saveLeaveSettings(
  db: Executor,
  settings: {
    companyId: string;
    counting: 'ouvrables' | 'ouvres';
    referenceStartMonth: number;
    /** Left out: the stored setting is kept (off for a company that saved none). */
    allowNegativeBalance?: boolean | undefined;
    updatedAt: Date;
  },
) {
  const { companyId, allowNegativeBalance, ...values } = settings;
  const set = allowNegativeBalance === undefined ? values : { ...values, allowNegativeBalance };
  const [saved] = await db
    .insert(leaveSettings)
    .values({ companyId, ...set })
    .onConflictDoUpdate({ target: leaveSettings.companyId, set })
    .returning({
      counting: leaveSettings.counting,
      referenceStartMonth: leaveSettings.referenceStartMonth,
      allowNegativeBalance: leaveSettings.allowNegativeBalance,
    });
  return saved!;
}

/** Writes the built-in types the company lacks; concurrent callers meet on the unique code. */
export async function insertMissingTypes(db: Executor, types: NewAbsenceType[]) {
  await db.insert(absenceTypes).values(types).onConflictDoNothing();
}

export async function listAbsenceTypes(db: Executor, companyId: string): Promise<AbsenceTypeRow[]> {
  return db
    .select()
    .from(absenceTypes)
    .where(eq(absenceTypes.companyId, companyId))
    .orderBy(asc(absenceTypes.createdAt), asc(absenceTypes.name));
}

export async function findAbsenceType(db: Executor, companyId: string, typeId: string) {
  const [row] = await db
    .select()
    .from(absenceTypes)
    .where(and(eq(absenceTypes.id, typeId), eq(absenceTypes.companyId, companyId)));
  return row;
}

export async function updateAbsenceTypeFlags(
  db: Executor,
  companyId: string,
  typeId: string,
  flags: Pick<AbsenceTypeRow, 'paid' | 'countsAsWorkedTime' | 'accrual'>,
): Promise<AbsenceTypeRow | undefined> {
  const [row] = await db
    .update(absenceTypes)
    .set(flags)
    .where(and(eq(absenceTypes.id, typeId), eq(absenceTypes.companyId, companyId)))
    .returning();
  return row;
}

/** The company's own types, counted behind a lock on them held until the transaction ends. */
export async function countOwnTypesLocked(tx: Executor, companyId: string): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`absence-types:${companyId}`}, 0))`);
  const [row] = await tx
    .select({ own: count() })
    .from(absenceTypes)
    .where(and(eq(absenceTypes.companyId, companyId), isNull(absenceTypes.code)));
  return row!.own;
}

export async function insertAbsenceType(db: Executor, type: NewAbsenceType): Promise<AbsenceTypeRow> {
  const [row] = await db.insert(absenceTypes).values(type).returning();
  return row!;
}

// ---------------------------------------------------------------------------------------------------
// Employees as leave reads them.

const employeeColumns = {
  id: employees.id,
  firstName: employees.firstName,
  lastName: employees.lastName,
  role: employees.role,
  zone: employees.zone,
  createdAt: employees.createdAt,
  hireDate: employees.hireDate,
  archivedAt: employees.archivedAt,
  weeklyContractMinutes: employees.weeklyContractMinutes,
  payrollNumber: employees.payrollNumber,
  /** Their site's département has the Alsace-Moselle holidays (issue 29 item 7). */
  alsaceMoselle: siteInAlsaceMoselle(employees.siteId),
};
export type LeaveEmployeeRow = {
  [Key in Exclude<keyof typeof employeeColumns, 'alsaceMoselle'>]: (typeof employees.$inferSelect)[Key];
} & { alsaceMoselle: boolean };

/**
 * An active employee of the company (archived ones too with `archived`); with `forUpdate`, locked
 * until the transaction ends.
 */
export async function findActiveEmployee(
  db: Executor,
  companyId: string,
  employeeId: string,
  { forUpdate = false, archived = false } = {},
): Promise<LeaveEmployeeRow | undefined> {
  const query = db
    .select(employeeColumns)
    .from(employees)
    .where(
      and(
        eq(employees.id, employeeId),
        eq(employees.companyId, companyId),
        archived ? undefined : isNull(employees.archivedAt),
      ),
    );
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function lockEmployee(db: Executor, companyId: string, employeeId: string) {
  await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.id, employeeId), eq(employees.companyId, companyId)))
    .for('update');
}

/** The company's active employees, in the Employés list's order. */
export async function listActiveEmployees(
  db: Executor,
  companyId: string,
  sites?: SiteIds,
): Promise<LeaveEmployeeRow[]> {
  return db
    .select(employeeColumns)
    .from(employees)
    .where(and(eq(employees.companyId, companyId), isNull(employees.archivedAt), employeeOnSites(sites)))
    .orderBy(...EMPLOYEE_LIST_ORDER);
}

// ---------------------------------------------------------------------------------------------------
// Absences.

/**
 * What an absence shows wherever it is listed (the public API's list reads only these: half the
 * columns of the manager's screens, each parsed and mapped 50 times a page).
 */
const listedAbsenceColumns = {
  id: absences.id,
  employeeId: absences.employeeId,
  /** The employee's site has the Alsace-Moselle holidays: the days their absence counts. */
  alsaceMoselle: siteInAlsaceMoselle(employees.siteId),
  typeId: absences.typeId,
  typeName: absenceTypes.name,
  typeCode: absenceTypes.code,
  startDate: absences.startDate,
  endDate: absences.endDate,
  startHalfDay: absences.startHalfDay,
  endHalfDay: absences.endHalfDay,
  comment: absences.comment,
  status: absences.status,
  source: absences.source,
  requestedAt: absences.requestedAt,
  decidedAt: absences.decidedAt,
  refusalReason: absences.refusalReason,
  cancelledAt: absences.cancelledAt,
};
export type ListedAbsenceRow = { [Key in keyof typeof listedAbsenceColumns]: AbsenceRow[Key] };

const absenceColumns = {
  ...listedAbsenceColumns,
  firstName: employees.firstName,
  lastName: employees.lastName,
  role: employees.role,
  zone: employees.zone,
  weeklyContractMinutes: employees.weeklyContractMinutes,
  employeeCreatedAt: employees.createdAt,
  hireDate: employees.hireDate,
  employeeArchivedAt: employees.archivedAt,
  paid: absenceTypes.paid,
  countsAsWorkedTime: absenceTypes.countsAsWorkedTime,
  accrual: absenceTypes.accrual,
  takesPaidLeave: absenceTypes.takesPaidLeave,
  decidedBy: absences.decidedBy,
  decidedByName: absences.decidedByName,
  cancelledBy: absences.cancelledBy,
  cancelledByName: absences.cancelledByName,
};
export type AbsenceRow = Awaited<ReturnType<typeof selectAbsences>>[number];

function selectAbsences(db: Executor, where: SQL | undefined, newestFirst = false) {
  const direction = newestFirst ? desc : asc;
  return db
    .select(absenceColumns)
    .from(absences)
    .innerJoin(employees, eq(employees.id, absences.employeeId))
    .innerJoin(absenceTypes, eq(absenceTypes.id, absences.typeId))
    .where(where)
    .orderBy(direction(absences.startDate), asc(employees.searchText), direction(absences.id));
}

export interface AbsenceFilter {
  status?: AbsenceStatus | undefined;
  statuses?: AbsenceStatus[];
  employeeIds?: string[];
  /** Absences that reach into [from, to]. */
  from?: string | undefined;
  to?: string | undefined;
  employeeId?: string;
  /** The absences of these sites' employees only (decision 062); every site when undefined. */
  sites?: SiteIds;
}

const absencesMatching = (companyId: string | Placeholder, filter: AbsenceFilter) =>
  and(
    eq(absences.companyId, companyId),
    filter.status ? eq(absences.status, filter.status) : undefined,
    filter.statuses ? inArray(absences.status, filter.statuses) : undefined,
    filter.from ? gte(absences.endDate, filter.from) : undefined,
    filter.to ? lte(absences.startDate, filter.to) : undefined,
    filter.employeeId ? eq(absences.employeeId, filter.employeeId) : undefined,
    filter.employeeIds ? inArray(absences.employeeId, filter.employeeIds) : undefined,
    absenceOnSites(filter.sites),
  );

/** The absences of employees on `sites` (all when undefined): a Responsable de site's (decision 062). */
const absenceOnSites = (sites: SiteIds) =>
  sites === undefined
    ? undefined
    : sql`${absences.employeeId} in (select ${employees.id} from ${employees} where ${employeeOnSites(sites)})`;

export async function listAbsences(db: Executor, companyId: string, filter: AbsenceFilter = {}) {
  return selectAbsences(db, absencesMatching(companyId, filter));
}

/**
 * The public API's pages of absences (decision 076): those reaching into [from, to], of one employee
 * or all, by request then id, strictly after the page's position.
 */
type ListFilter = Pick<AbsenceFilter, 'from' | 'to' | 'employeeId' | 'status'>;

/** The public API's absences by request; without a filter, its usual call, by prepared statements. */
const pagesByRequest = keysetPages(
  'absences_by_request',
  {} as ListFilter,
  (db, companyId, filter, after, limit) =>
    db
      .select({
        ...listedAbsenceColumns,
        // The company's counting of leave days, read once with the page (null: never saved, the default).
        counting: sql<DayCounting | null>`(select ${leaveSettings.counting} from ${leaveSettings} where ${leaveSettings.companyId} = ${companyId})`,
        at: positionText(absences.requestedAt),
      })
      .from(absences)
      .innerJoin(employees, eq(employees.id, absences.employeeId))
      .innerJoin(absenceTypes, eq(absenceTypes.id, absences.typeId))
      .where(
        and(absencesMatching(companyId, filter), afterPosition(absences.requestedAt, absences.id, after)),
      )
      .orderBy(asc(absences.requestedAt), asc(absences.id))
      .limit(limit),
);

export async function listAbsencesByRequest(
  db: Executor,
  companyId: string,
  filter: ListFilter,
  page: KeysetPage,
) {
  const filtered = Object.values(filter).some((value) => value !== undefined);
  const rows = await pagesByRequest(db, companyId, filtered ? filter : undefined, page);
  return rows as { row: ListedAbsenceRow & { counting: DayCounting | null }; position: KeysetPosition }[];
}

/** One page of the absences matching the filter, and how many match on every page. */
export async function pageAbsences(
  db: Executor,
  companyId: string,
  filter: AbsenceFilter,
  page: { limit: number; offset: number; newestFirst: boolean },
) {
  const where = absencesMatching(companyId, filter);
  const [rows, [counted]] = await Promise.all([
    selectAbsences(db, where, page.newestFirst).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(absences).where(where),
  ]);
  return { rows, total: counted!.total };
}

export async function findAbsence(db: Executor, companyId: string, absenceId: string) {
  const [row] = await selectAbsences(db, and(eq(absences.id, absenceId), eq(absences.companyId, companyId)));
  return row;
}

/** The absence row alone, locked: a decision is taken once. */
export async function lockAbsence(db: Executor, companyId: string, absenceId: string) {
  const [row] = await db
    .select({
      id: absences.id,
      employeeId: absences.employeeId,
      status: absences.status,
      typeId: absences.typeId,
      startDate: absences.startDate,
      endDate: absences.endDate,
      startHalfDay: absences.startHalfDay,
      endHalfDay: absences.endHalfDay,
      source: absences.source,
    })
    .from(absences)
    .where(and(eq(absences.id, absenceId), eq(absences.companyId, companyId)))
    .for('update');
  return row;
}

/** An absence or request of the employee, not refused, that shares a day with [from, to]. */
export async function findOverlappingAbsence(
  db: Executor,
  companyId: string,
  employeeId: string,
  from: string,
  to: string,
  exceptId?: string,
) {
  const [row] = await db
    .select({ id: absences.id })
    .from(absences)
    .where(
      and(
        eq(absences.companyId, companyId),
        eq(absences.employeeId, employeeId),
        notInArray(absences.status, ['refused', 'cancelled']),
        lte(absences.startDate, to),
        gte(absences.endDate, from),
        exceptId ? ne(absences.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row;
}

/** The company's requests waiting for an answer: the count on the Congés section (absences_pending_idx). */
export async function countPendingRequests(db: Executor, companyId: string, sites: SiteIds): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(absences)
    .where(and(eq(absences.companyId, companyId), eq(absences.status, 'pending'), absenceOnSites(sites)));
  return row?.n ?? 0;
}

/** The employee's requests waiting for an answer, and those they sent at a kiosk since `since`. */
export async function countKioskRequests(db: Executor, companyId: string, employeeId: string, since: Date) {
  const [row] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${absences.status} = 'pending')`.mapWith(Number),
      recent:
        sql<number>`count(*) filter (where ${and(eq(absences.source, 'kiosk'), gt(absences.requestedAt, since))})`.mapWith(
          Number,
        ),
    })
    .from(absences)
    .where(and(eq(absences.companyId, companyId), eq(absences.employeeId, employeeId)));
  return row!;
}

export async function insertAbsence(db: Executor, absence: typeof absences.$inferInsert): Promise<string> {
  const [row] = await db.insert(absences).values(absence).returning({ id: absences.id });
  return row!.id;
}

export async function decideAbsence(
  db: Executor,
  companyId: string,
  absenceId: string,
  decision: {
    status: 'approved' | 'refused';
    decidedAt: Date;
    decidedBy: string;
    decidedByName: string;
    refusalReason: string | null;
  },
) {
  await db
    .update(absences)
    .set(decision)
    .where(
      and(eq(absences.id, absenceId), eq(absences.companyId, companyId), eq(absences.status, 'pending')),
    );
}

/**
 * 'Annuler l'absence': an approved absence leaves the balances and the time sheets. A kiosk request
 * whose approval was not shown yet is marked shown: there is nothing left to tell.
 */
export async function cancelApprovedAbsence(
  db: Executor,
  companyId: string,
  absenceId: string,
  cancellation: { cancelledAt: Date; cancelledBy: string; cancelledByName: string },
) {
  await db
    .update(absences)
    .set({
      status: 'cancelled',
      ...cancellation,
      employeeNotifiedAt: sql`coalesce(${absences.employeeNotifiedAt}, ${cancellation.cancelledAt.toISOString()}::timestamptz)`,
    })
    .where(
      and(eq(absences.id, absenceId), eq(absences.companyId, companyId), eq(absences.status, 'approved')),
    );
}

/** The decisions on the employee's kiosk requests not shown to them yet (absences_unnotified_idx). */
const unnotifiedDecisionsOf = (companyId: string | SQLWrapper, employeeId: string | SQLWrapper) =>
  and(
    eq(absences.companyId, companyId),
    eq(absences.employeeId, employeeId),
    eq(absences.source, 'kiosk'),
    isNotNull(absences.decidedAt),
    isNull(absences.employeeNotifiedAt),
  );

/** Whether such decisions wait, as an expression a punch's own statement reads. */
export const unnotifiedDecisionsExist = (
  db: Executor,
  companyId: string | SQLWrapper,
  employeeId: string | SQLWrapper,
) =>
  sql<boolean>`exists (${db
    .select({ id: absences.id })
    .from(absences)
    .where(unnotifiedDecisionsOf(companyId, employeeId))})`;

const takeLeaveAnswers = statementName('punch_take_leave_answers');

/** The decisions on the employee's kiosk requests not shown yet, marked shown at `now`. */
export async function takeUnnotifiedDecisions(
  db: Executor,
  companyId: string,
  employeeId: string,
  now: Date,
) {
  const shown = await db
    .update(absences)
    .set({ employeeNotifiedAt: now })
    .where(unnotifiedDecisionsOf(companyId, employeeId))
    .returning({
      typeId: absences.typeId,
      startDate: absences.startDate,
      endDate: absences.endDate,
      status: absences.status,
      refusalReason: absences.refusalReason,
    })
    .prepare(takeLeaveAnswers)
    .execute();
  if (shown.length === 0) return [];
  const types = await db
    .select({ id: absenceTypes.id, name: absenceTypes.name })
    .from(absenceTypes)
    .where(
      and(
        eq(absenceTypes.companyId, companyId),
        inArray(
          absenceTypes.id,
          shown.map((row) => row.typeId),
        ),
      ),
    );
  const names = new Map(types.map((type) => [type.id, type.name]));
  return shown
    .map((row) => ({ ...row, typeName: names.get(row.typeId) ?? '' }))
    .sort((a, b) => a.startDate.localeCompare(b.startDate));
}

// ---------------------------------------------------------------------------------------------------
// Opening balances and adjustments.

export type LeaveCreditRow = typeof leaveCredits.$inferSelect;

export async function listCredits(db: Executor, companyId: string, employeeId?: string) {
  return db
    .select()
    .from(leaveCredits)
    .where(
      and(
        eq(leaveCredits.companyId, companyId),
        employeeId ? eq(leaveCredits.employeeId, employeeId) : undefined,
      ),
    )
    .orderBy(desc(leaveCredits.createdAt), desc(leaveCredits.id));
}

/** A credit as its writers give it: signed with the author's name (decision 060). */
type SignedCredit = Omit<typeof leaveCredits.$inferInsert, 'kind' | 'authorName'> & { authorName: string };

export async function insertAdjustment(db: Executor, credit: SignedCredit) {
  await db.insert(leaveCredits).values({ ...credit, kind: 'adjustment' });
}

/** Sets the employee's opening balance for the period, replacing the one recorded before. */
export async function saveOpeningBalance(db: Executor, credit: Omit<SignedCredit, 'reason'>) {
  await db
    .insert(leaveCredits)
    .values({ ...credit, kind: 'opening' })
    .onConflictDoUpdate({
      target: [leaveCredits.employeeId, leaveCredits.periodStart],
      targetWhere: eq(leaveCredits.kind, 'opening'),
      set: {
        days: credit.days,
        authorId: credit.authorId,
        authorName: credit.authorName,
        createdAt: credit.createdAt,
      },
    });
}

// ---------------------------------------------------------------------------------------------------
// The e-mails a request owes (decision 048).

export type LeaveNoticeKind = (typeof leaveNotices.$inferSelect)['kind'];

/** The employee's 'Adresse e-mail', or null when none is given. */
export async function findEmployeeEmail(db: Executor, companyId: string, employeeId: string) {
  const [row] = await db
    .select({ email: employees.email })
    .from(employees)
    .where(and(eq(employees.id, employeeId), eq(employees.companyId, companyId)));
  return row?.email ?? null;
}

/** Records the e-mail a request owes, in the caller's transaction; undefined when already owed. */
export async function insertNotice(
  db: Executor,
  notice: { companyId: string; absenceId: string; kind: LeaveNoticeKind; createdAt: Date },
): Promise<string | undefined> {
  const [row] = await db
    .insert(leaveNotices)
    .values(notice)
    .onConflictDoNothing()
    .returning({ id: leaveNotices.id });
  return row?.id;
}

/** Takes the notice to send it; false when it was taken already (sent, or being sent). */
export async function claimNotice(db: Executor, noticeId: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(leaveNotices)
    .set({ mailedAt: at })
    .where(and(eq(leaveNotices.id, noticeId), isNull(leaveNotices.mailedAt)))
    .returning({ id: leaveNotices.id });
  return rows.length > 0;
}

/** What the e-mail of a notice says: the request, its employee and its type, within its company. */
export async function findNoticeDetails(db: Executor, noticeId: string) {
  const [row] = await db
    .select({
      kind: leaveNotices.kind,
      companyId: leaveNotices.companyId,
      absenceId: absences.id,
      firstName: employees.firstName,
      lastName: employees.lastName,
      email: employees.email,
      siteId: employees.siteId,
      typeName: absenceTypes.name,
      startDate: absences.startDate,
      endDate: absences.endDate,
      startHalfDay: absences.startHalfDay,
      endHalfDay: absences.endHalfDay,
      comment: absences.comment,
      status: absences.status,
      refusalReason: absences.refusalReason,
    })
    .from(leaveNotices)
    .innerJoin(
      absences,
      and(eq(absences.id, leaveNotices.absenceId), eq(absences.companyId, leaveNotices.companyId)),
    )
    .innerJoin(
      employees,
      and(eq(employees.id, absences.employeeId), eq(employees.companyId, absences.companyId)),
    )
    .innerJoin(absenceTypes, eq(absenceTypes.id, absences.typeId))
    .where(eq(leaveNotices.id, noticeId));
  return row;
}

/** Notices still unsent, recorded in [after, before): those a crash kept from the queue. */
export async function listUnsentNotices(db: Executor, window: { after: Date; before: Date }, limit: number) {
  const rows = await db
    .select({ id: leaveNotices.id })
    .from(leaveNotices)
    .where(
      and(
        isNull(leaveNotices.mailedAt),
        gte(leaveNotices.createdAt, window.after),
        lt(leaveNotices.createdAt, window.before),
      ),
    )
    .orderBy(asc(leaveNotices.createdAt))
    .limit(limit);
  return rows.map((row) => row.id);
}
