import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { namedStatement } from '../../../db/prepared-once';
import { clockPunches } from '../../../db/schema/clock';
import { entryClosed, entryOpened } from '../../timesheets';
import { isoInstant, noteQueuedDeliveries, queuedDeliveries, webhookEventCtes } from '../../webhooks';
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
  noteWebhooks(await insertLatePunchStatement(db).execute(punch));
}

/**
 * An arrival: opens the entry under the punch's `entryId` and stores the punch, in one statement (a
 * data-modifying CTE), behind the entry lock findActiveEmployeeWithClockState took.
 */
export async function openEntryWithPunch(db: Executor, punch: PunchRow & { entryId: string }) {
  noteWebhooks(await openEntryStatement(db).execute(punch));
}

/** A departure: closes the entry and stores the punch, in one statement (see openEntryWithPunch). */
export async function closeEntryWithPunch(db: Executor, punch: PunchRow & { entryId: string }) {
  noteWebhooks(await closeEntryStatement(db).execute(punch));
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

/**
 * 'punch.created' for the company's webhooks (decision 077), as two more CTEs of the punch's
 * statement: the event and its deliveries are written in the same round trip, and only when an
 * enabled endpoint of the company listens (one index probe otherwise). Ids, never the PIN.
 */
const punchCreated = (db: Executor) =>
  webhookEventCtes(db, {
    companyId: punchPlaceholders.companyId,
    type: 'punch.created',
    at: punchPlaceholders.receivedAt,
    data: sql`jsonb_build_object(
      'id', (${punchPlaceholders.id})::text,
      'employee_id', (${punchPlaceholders.employeeId})::text,
      'kind', (${punchPlaceholders.kind})::text,
      'punched_at', ${isoInstant(punchPlaceholders.punchedAt)},
      'source', (${punchPlaceholders.source})::text,
      'site_id', (${punchPlaceholders.siteId})::text,
      'device_id', (${punchPlaceholders.deviceId})::text,
      'entry_id', (${punchPlaceholders.entryId})::text,
      'break', (${punchPlaceholders.breakPunch})::boolean
    )`,
  });

/** The deliveries the statement queued, so the dispatcher is nudged once the punch is answered. */
const queued = { webhookDeliveries: queuedDeliveries };

function noteWebhooks(rows: unknown) {
  const [row] = rows as Array<{ webhookDeliveries: number }>;
  noteQueuedDeliveries(Number(row?.webhookDeliveries ?? 0));
}

const insertLatePunchStatement = namedStatement('punch_insert_late', (db) =>
  db
    .with(...punchCreated(db))
    .insert(clockPunches)
    .values(punchPlaceholders)
    .returning(queued),
);

const openEntryStatement = namedStatement('punch_open_entry', (db) =>
  db
    .with(entryOpened(db, punchPlaceholders), ...punchCreated(db))
    .insert(clockPunches)
    .values(punchPlaceholders)
    .returning(queued),
);

const closeEntryStatement = namedStatement('punch_close_entry', (db) =>
  db
    .with(entryClosed(db, punchPlaceholders), ...punchCreated(db))
    .insert(clockPunches)
    .values(punchPlaceholders)
    .returning(queued),
);
