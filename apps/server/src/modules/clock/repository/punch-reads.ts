import { and, asc, desc, eq, gte, inArray, lt, not, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { namedStatement } from '../../../db/prepared-once';
import { employees } from '../../../db/schema/accounts';
import { clockPunches, punchPositions } from '../../../db/schema/clock';
import { siteNameOf } from '../../sites';
import { punchCancelled } from '../../timesheets';

/**
 * The punches as others read them: a replay's first answer, the late ones, an entry's own, each
 * employee's last arrival.
 */

const findPunchStatement = namedStatement('punch_find_punch', (db) =>
  db
    .select({
      kind: clockPunches.kind,
      punchedAt: clockPunches.punchedAt,
      previousEntryFlagged: clockPunches.previousEntryFlagged,
      breakPunch: clockPunches.breakPunch,
      firstName: employees.firstName,
    })
    .from(clockPunches)
    .innerJoin(employees, eq(employees.id, clockPunches.employeeId))
    .where(
      and(
        eq(clockPunches.id, sql.placeholder('punchId')),
        eq(clockPunches.companyId, sql.placeholder('companyId')),
      ),
    )
    .limit(1),
);

/** The punch recorded under this id, outside any transaction: what a twin request answers. */
export async function findPunch(db: Executor, companyId: string, punchId: string) {
  const [row] = await findPunchStatement(db).execute({ companyId, punchId });
  return row;
}

/**
 * Punches kept as 'late' (decision 010) typed within the window, oldest first: they changed no entry,
 * so the company sees them beside the entries they may call for correcting. One employee's, or all.
 */
export async function listLatePunches(
  db: Executor,
  companyId: string,
  window: { from: Date; to: Date },
  employeeId?: string,
) {
  return db
    .select({
      id: clockPunches.id,
      employeeId: clockPunches.employeeId,
      firstName: employees.firstName,
      lastName: employees.lastName,
      punchedAt: clockPunches.punchedAt,
      receivedAt: clockPunches.receivedAt,
    })
    .from(clockPunches)
    .innerJoin(employees, eq(employees.id, clockPunches.employeeId))
    .where(
      and(
        eq(clockPunches.companyId, companyId),
        eq(clockPunches.kind, 'late'),
        gte(clockPunches.punchedAt, window.from),
        lt(clockPunches.punchedAt, window.to),
        employeeId === undefined ? undefined : eq(clockPunches.employeeId, employeeId),
      ),
    )
    .orderBy(asc(clockPunches.punchedAt), asc(clockPunches.id));
}

/**
 * The punches that opened and closed the entry, as they were recorded: where (a kiosk, a phone, a
 * site's code) and, while the position is kept, whether it was in the site's zone (decision 069).
 */
export async function listEntryPunches(db: Executor, companyId: string, entryId: string) {
  return db
    .select({
      kind: clockPunches.kind,
      punchedAt: clockPunches.punchedAt,
      receivedAt: clockPunches.receivedAt,
      source: clockPunches.source,
      inZone: punchPositions.inZone,
      distanceM: punchPositions.distanceM,
    })
    .from(clockPunches)
    .leftJoin(
      punchPositions,
      and(eq(punchPositions.companyId, clockPunches.companyId), eq(punchPositions.punchId, clockPunches.id)),
    )
    .where(and(eq(clockPunches.companyId, companyId), eq(clockPunches.entryId, entryId)))
    .orderBy(asc(clockPunches.punchedAt));
}

export async function hasAnyPunch(db: Executor, companyId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: clockPunches.id })
    .from(clockPunches)
    .where(eq(clockPunches.companyId, companyId))
    .limit(1);
  return row !== undefined;
}

const lastArrivalsStatement = namedStatement('clock_last_arrivals', (db) => {
  const page = sql`unnest(${sql.placeholder('employeeIds')}::uuid[]) as page(employee_id)`;
  const lastArrival = db
    .select({ punchedAt: clockPunches.punchedAt })
    .from(clockPunches)
    .where(
      and(
        eq(clockPunches.companyId, sql.placeholder('companyId')),
        sql`${clockPunches.employeeId} = page.employee_id`,
        eq(clockPunches.kind, 'in'),
        not(punchCancelled(clockPunches.companyId, clockPunches.id)),
      ),
    )
    .orderBy(desc(clockPunches.punchedAt))
    .limit(1)
    .as('last_arrival');
  return db
    .select({ employeeId: sql<string>`page.employee_id`, punchedAt: lastArrival.punchedAt })
    .from(page)
    .innerJoinLateral(lastArrival, sql`true`);
});

/**
 * 'Dernier pointage' of the Employés list (DESIGN 8: the kiosk's records feed it): each employee's
 * latest arrival punch, one cancelled at the kiosk left out, late ones too (they opened nothing); an
 * employee who never arrived at a kiosk has none. One backward step on the (employee, punched_at)
 * index per employee of the page (decision 039).
 */
export async function listLastArrivals(
  db: Executor,
  companyId: string,
  employeeIds: readonly string[],
): Promise<Map<string, Date>> {
  if (employeeIds.length === 0) return new Map();
  const rows = await lastArrivalsStatement(db).execute({ companyId, employeeIds: [...employeeIds] });
  return new Map(rows.map((row) => [row.employeeId, row.punchedAt]));
}

/** Where an entry's punches were made, as the 'Pointages' list shows it. */
export interface EntryPunchPlaces {
  siteId: string | null;
  siteName: string | null;
  otherSite: boolean;
  /** A punch of it was made on the employee's phone («Téléphone», decision 069). */
  phone: boolean;
  /** The farthest out-of-zone position read at one of its punches, in metres; null: none. */
  outOfZoneDistanceM: number | null;
}

/**
 * Where these entries' employees punched: each entry's arrival site, whether a punch of it was made
 * on another site than the employee's (the 'Pointages' list's «Autre site»), on a phone, or out of
 * its site's zone («Hors zone», while the position is kept).
 */
export async function listEntryPunchSites(db: Executor, companyId: string, entryIds: readonly string[]) {
  const places = new Map<string, EntryPunchPlaces>();
  if (entryIds.length === 0) return places;
  const rows = await db
    .select({
      entryId: clockPunches.entryId,
      kind: clockPunches.kind,
      siteId: clockPunches.siteId,
      siteName: siteNameOf(clockPunches.companyId, clockPunches.siteId),
      otherSite: clockPunches.otherSite,
      source: clockPunches.source,
      inZone: punchPositions.inZone,
      distanceM: punchPositions.distanceM,
    })
    .from(clockPunches)
    .leftJoin(
      punchPositions,
      and(eq(punchPositions.companyId, clockPunches.companyId), eq(punchPositions.punchId, clockPunches.id)),
    )
    .where(and(eq(clockPunches.companyId, companyId), inArray(clockPunches.entryId, [...entryIds])));
  for (const row of rows) {
    if (!row.entryId) continue;
    const known = places.get(row.entryId) ?? {
      siteId: null,
      siteName: null,
      otherSite: false,
      phone: false,
      outOfZoneDistanceM: null,
    };
    const outOfZone = row.inZone === false ? row.distanceM : null;
    places.set(row.entryId, {
      siteId: row.kind === 'in' ? row.siteId : known.siteId,
      siteName: row.kind === 'in' ? row.siteName : known.siteName,
      otherSite: known.otherSite || row.otherSite,
      phone: known.phone || row.source === 'phone',
      outOfZoneDistanceM:
        outOfZone === null ? known.outOfZoneDistanceM : Math.max(outOfZone, known.outOfZoneDistanceM ?? 0),
    });
  }
  return places;
}
