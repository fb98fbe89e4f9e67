import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies, employees } from './accounts';
import { sites } from './sites';

/** A tablet or phone allowed to clock for one company; only a hash of its credential is kept. */
export const kioskDevices = pgTable(
  'kiosk_devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The site the kiosk was activated for (issue 29). */
    siteId: uuid('site_id').notNull(),
    credentialHash: text('credential_hash').notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /**
     * When the latest wrong PIN was typed on this kiosk, whichever store counts them: a punch reads
     * it with the device's row lock and looks for spent budgets only when it is under an hour old.
     */
    lastWrongPinAt: timestamp('last_wrong_pin_at', { withTimezone: true }),
    /**
     * The key the kiosk seals its queued punches to (decision 085): ECDH P-256, its id, its public
     * point (base64url) and its private scalar sealed with the secret box (lib/secret-box.ts). Null
     * on a kiosk activated before it existed, until its next status call.
     */
    queueKeyId: text('queue_key_id'),
    queuePublicKey: text('queue_public_key'),
    queuePrivateKey: text('queue_private_key'),
    /**
     * The key of the kiosk this tablet was before it was paired again, kept until a punch sealed to
     * the current key opens: the punches queued before it are sent before it (decision 085).
     */
    previousQueueKeyId: text('previous_queue_key_id'),
    previousQueuePrivateKey: text('previous_queue_private_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('kiosk_devices_credential_hash_key').on(table.credentialHash),
    index('kiosk_devices_company_id_idx').on(table.companyId),
    foreignKey({
      name: 'kiosk_devices_site_fk',
      columns: [table.companyId, table.siteId],
      foreignColumns: [sites.companyId, sites.id],
    }),
  ],
);

/**
 * The company's kiosk rules (decision 059); no row means the defaults. `other_site_punches`:
 * «Autoriser le pointage sur un autre site», whether an employee may punch on a kiosk of another
 * site than their own (the punch is then marked `other_site`). `breaks`: «Pauses sur la borne», an
 * employee who is in chooses between a departure and a break (decision 066).
 */
export const kioskSettings = pgTable('kiosk_settings', {
  companyId: text('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  otherSitePunches: boolean('other_site_punches').notNull().default(false),
  breaks: boolean('breaks').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A one-time code the company makes on its own computer to pair a tablet (decision record 029):
 * only its hash is kept; it pairs once, before it expires, with the device name given with it.
 */
export const kioskPairingCodes = pgTable(
  'kiosk_pairing_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The site the paired kiosk will belong to. */
    siteId: uuid('site_id').notNull(),
    codeHash: text('code_hash').notNull(),
    deviceName: text('device_name').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when a tablet paired with it, with the device it made: a used code never pairs again. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    deviceId: uuid('device_id').references(() => kioskDevices.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('kiosk_pairing_codes_code_hash_key').on(table.codeHash),
    index('kiosk_pairing_codes_company_id_idx').on(table.companyId),
    foreignKey({
      name: 'kiosk_pairing_codes_site_fk',
      columns: [table.companyId, table.siteId],
      foreignColumns: [sites.companyId, sites.id],
    }),
  ],
);

/**
 * The wrong PINs a device sent, one row each (pruned once over an hour old): a right PIN takes none
 * back, and a punch counts them, with the device row locked, before its PIN is checked, when the
 * device's latest wrong PIN (`last_wrong_pin_at`) is under an hour old. With REDIS_URL they are
 * counted in Redis instead (decision 021).
 */
export const kioskWrongPins = pgTable(
  'kiosk_wrong_pins',
  {
    // The distribution key on Citus (decision 021), and one more scope on every query.
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    deviceId: uuid('device_id')
      .notNull()
      .references(() => kioskDevices.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [index('kiosk_wrong_pins_device_at_idx').on(table.deviceId, table.at)],
);

/** One worked period; clock_out stays null while the employee is in. */
export const timeEntries = pgTable(
  'time_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'restrict' }),
    clockIn: timestamp('clock_in', { withTimezone: true }).notNull(),
    clockOut: timestamp('clock_out', { withTimezone: true }),
    /** Left open too long: not joined to a later punch, shown to the company to correct. */
    missingClockOut: boolean('missing_clock_out').notNull().default(false),
    /** 'kiosk': opened by a punch; 'correction': added by the company ('Ajouter un pointage'). */
    source: text('source', { enum: ['kiosk', 'correction'] })
      .notNull()
      .default('kiosk'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Deleted by a correction: the row stays, so the kiosk punches that reference it and its history
     * are kept, but it counts no time and leaves every list.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    index('time_entries_company_clock_in_idx').on(table.companyId, table.clockIn),
    // One employee's month, and the entries a correction could overlap.
    index('time_entries_employee_clock_in_idx').on(table.employeeId, table.clockIn),
    // The company's open entries ('En cours', 'À régulariser'), however long its history.
    index('time_entries_open_idx')
      .on(table.companyId, table.clockIn)
      .where(sql`${table.clockOut} is null and ${table.deletedAt} is null`),
    // At most one open entry per employee, whatever two kiosks send at the same instant. The
    // company first: a unique key on a table distributed by company must hold it (decision 021).
    uniqueIndex('time_entries_one_open_per_employee')
      .on(table.companyId, table.employeeId)
      .where(
        sql`${table.clockOut} is null and ${table.missingClockOut} = false and ${table.deletedAt} is null`,
      ),
    check(
      'time_entries_order_check',
      sql`${table.clockOut} is null or ${table.clockOut} >= ${table.clockIn}`,
    ),
    check('time_entries_source_check', sql`${table.source} in ('kiosk', 'correction')`),
  ],
);

/**
 * Every punch a kiosk (or an employee's phone, or a site's code) sent, keyed by its company and the
 * id the device made: a replay finds its first answer here, and two companies' devices never meet on
 * an id.
 */
export const clockPunches = pgTable(
  'clock_punches',
  {
    id: uuid('id').notNull(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    /** The kiosk it was typed on; null for a punch made without one (a phone's, a site code's). */
    deviceId: uuid('device_id').references(() => kioskDevices.id, { onDelete: 'restrict' }),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'restrict' }),
    /**
     * 'kiosk': typed on a kiosk; 'phone': on the employee's own phone (issue 30 item 4, decision
     * 069); 'site_code': with the site's rotating code.
     */
    source: text('source', { enum: ['kiosk', 'phone', 'site_code'] })
      .notNull()
      .default('kiosk'),
    /** Null for a late punch, which changes no entry. */
    entryId: uuid('entry_id').references(() => timeEntries.id, { onDelete: 'cascade' }),
    /** 'in' or 'out' as applied, or 'late': older than the employee's latest punch, kept for review. */
    kind: text('kind', { enum: ['in', 'out', 'late'] }).notNull(),
    punchedAt: timestamp('punched_at', { withTimezone: true }).notNull(),
    previousEntryFlagged: boolean('previous_entry_flagged').notNull().default(false),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /** The kiosk's site when punched; null for punches made before sites (the device's site). */
    siteId: uuid('site_id'),
    /** True when the employee belongs to another site than the kiosk's. */
    otherSite: boolean('other_site').notNull().default(false),
    /** 'Pause' on a departure, 'Fin de pause' on the arrival after it (decision 066). */
    breakPunch: boolean('break_punch').notNull().default(false),
  },
  (table) => [
    primaryKey({ name: 'clock_punches_pkey', columns: [table.companyId, table.id] }),
    check('clock_punches_kind_check', sql`${table.kind} in ('in', 'out', 'late')`),
    check('clock_punches_late_has_no_entry', sql`(${table.kind} = 'late') = (${table.entryId} is null)`),
    check('clock_punches_source_check', sql`${table.source} in ('kiosk', 'phone', 'site_code')`),
    check('clock_punches_kiosk_has_device', sql`${table.source} <> 'kiosk' or ${table.deviceId} is not null`),
    index('clock_punches_employee_punched_at_idx').on(table.employeeId, table.punchedAt),
    // The Temps tab lists a week's late punches of the whole company; they are few.
    index('clock_punches_late_idx').on(table.companyId, table.punchedAt).where(sql`kind = 'late'`),
  ],
);

/**
 * The position read once at a phone punch, when the punch's site checks positions (decision 069):
 * one row per such punch, apart from the punch so the purge deletes it after two months
 * (POSITION_RETENTION_MONTHS, LEGAL.md) and never touches the punch. `in_zone` is kept with the
 * punch's answer: the zone rule of that day, whatever the site's position or radius becomes.
 */
export const punchPositions = pgTable(
  'punch_positions',
  {
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    punchId: uuid('punch_id').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** The accuracy the phone gave, in metres (the radius of its 68 % circle). */
    accuracyM: doublePrecision('accuracy_m').notNull(),
    /** From the site's position, in metres, rounded. */
    distanceM: integer('distance_m').notNull(),
    inZone: boolean('in_zone').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'punch_positions_pkey', columns: [table.companyId, table.punchId] }),
    foreignKey({
      name: 'punch_positions_punch_fk',
      columns: [table.companyId, table.punchId],
      foreignColumns: [clockPunches.companyId, clockPunches.id],
    }).onDelete('cascade'),
    // The purge's range.
    index('punch_positions_recorded_at_idx').on(table.recordedAt),
    check('punch_positions_latitude_check', sql`${table.latitude} between -90 and 90`),
    check('punch_positions_longitude_check', sql`${table.longitude} between -180 and 180`),
  ],
);
