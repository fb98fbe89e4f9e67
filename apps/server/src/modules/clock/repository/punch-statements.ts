import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { namedStatement } from '../../../db/prepared-once';
import { clockPunches } from '../../../db/schema/clock';
import { entryClosed, entryOpened } from '../../timesheets';
import type { RecordedPunchKind } from './clock-state';

/** Where a punch was made: a kiosk, the employee's phone, a site's code (decision 069). */
export type PunchSource = (typeof clockPunches.$inferSelect)['source'];

/*
 * The punch path's statements are named ('punch_…', prepared once per connection): PostgreSQL then
 * skips parsing them and, after five runs, planning them, which was much of its CPU per punch.
 * A name always stands for the same SQL text: only the values change. Drizzle builds each of them
 * once per handle (namedStatement, values as placeholders); the punch's transaction runs on its
 * pooled connection's own handle (db/connection-transaction.ts), so they are built once per
 * connection. Each round trip costs the server and PostgreSQL a write, a wake-up and, on a busy
 * machine, a wait for a CPU: the statements below do what they can in one (decision record 028).
 * The entry they open or close is the time sheets' (decision 035): their face gives those CTEs.
 */

/** A type, not an interface: statements take it as their placeholders' values. */
export type PunchRow = {
  id: string;
  companyId: string;
  /** The kiosk's; null for a punch made without one (decision 069). */
  deviceId: string | null;
  employeeId: string;
  source: PunchSource;
  entryId: string | null;
  kind: RecordedPunchKind;
  punchedAt: Date;
  previousEntryFlagged: boolean;
  receivedAt: Date;
  /** The kiosk's site, and whether the employee belongs to another (decision 059). */
  siteId: string;
  otherSite: boolean;
  /** 'Pause', or the 'Fin de pause' after it (decision 066). */
  breakPunch: boolean;
};

/** A late punch, kept for review; it changes no entry. */
export async function insertLatePunch(db: Executor, punch: PunchRow) {
  await insertLatePunchStatement(db).execute(punch);
}

/**
 * An arrival: opens the entry under the punch's `entryId` and stores the punch, in one statement (a
 * data-modifying CTE), behind the entry lock findActiveEmployeeWithClockState took.
 */
export async function openEntryWithPunch(db: Executor, punch: PunchRow & { entryId: string }) {
  await openEntryStatement(db).execute(punch);
}

/** A departure: closes the entry and stores the punch, in one statement (see openEntryWithPunch). */
export async function closeEntryWithPunch(db: Executor, punch: PunchRow & { entryId: string }) {
  await closeEntryStatement(db).execute(punch);
}

/** The punch's columns as placeholders named after PunchRow's fields. */
const punchPlaceholders = {
  id: sql.placeholder('id'),
  companyId: sql.placeholder('companyId'),
  deviceId: sql.placeholder('deviceId'),
  employeeId: sql.placeholder('employeeId'),
  source: sql.placeholder('source'),
  entryId: sql.placeholder('entryId'),
  kind: sql.placeholder('kind'),
  punchedAt: sql.placeholder('punchedAt'),
  previousEntryFlagged: sql.placeholder('previousEntryFlagged'),
  receivedAt: sql.placeholder('receivedAt'),
  siteId: sql.placeholder('siteId'),
  otherSite: sql.placeholder('otherSite'),
  breakPunch: sql.placeholder('breakPunch'),
} satisfies Record<keyof PunchRow, unknown>;

const insertLatePunchStatement = namedStatement('punch_insert_late', (db) =>
  db.insert(clockPunches).values(punchPlaceholders),
);

const openEntryStatement = namedStatement('punch_open_entry', (db) =>
  db.with(entryOpened(db, punchPlaceholders)).insert(clockPunches).values(punchPlaceholders),
);

const closeEntryStatement = namedStatement('punch_close_entry', (db) =>
  db.with(entryClosed(db, punchPlaceholders)).insert(clockPunches).values(punchPlaceholders),
);
