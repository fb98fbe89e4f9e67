import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './accounts';

/**
 * A company's workplace (issue 29): employees, kiosks and pairing codes belong to one. Its
 * département decides the Alsace-Moselle holidays of its employees; null until the company gives it.
 */
export const sites = pgTable(
  'sites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    address: text('address'),
    postalCode: text('postal_code'),
    city: text('city'),
    departement: text('departement'),
    /**
     * 'Fin de journée habituelle' (Paris wall time 'HH:MM'): an employee still in 30 minutes after it
     * is reminded by e-mail (decision 068); null, no reminder.
     */
    endOfDay: text('end_of_day'),
    /**
     * «Code QR du site» (decision 070): the site's kiosks show a code, changing every 30 s, that an
     * employee scans in their own space to punch for the site. Turned on only with «Pointage avancé».
     */
    siteCode: boolean('site_code').notNull().default(false),
    /** 'Pointage depuis le téléphone' (Pointage avancé, decision 069): off unless the company turns it on. */
    phoneClocking: boolean('phone_clocking').notNull().default(false),
    /** 'Vérifier la position au pointage': a phone punch reads the position once (decision 069). */
    checkPosition: boolean('check_position').notNull().default(false),
    /** The site's position (WGS 84 degrees), which a phone punch's position is compared with. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** 'Rayon' in metres around the site's position. */
    radiusM: integer('radius_m').notNull().default(200),
    /** Why the company checks positions (CNIL: only when no other means exists); required then. */
    positionJustification: text('position_justification'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Target of the composite foreign keys: a row can only point at a site of its own company.
    unique('sites_company_id_id_key').on(table.companyId, table.id),
    uniqueIndex('sites_company_live_name_key')
      .on(table.companyId, sql`lower(${table.name})`)
      .where(sql`archived_at is null`),
    check(
      'sites_departement_check',
      sql`${table.departement} is null or ${table.departement} ~ '^(0[1-9]|[1-8][0-9]|9[0-5]|2A|2B|97[1-6])$'`,
    ),
    check(
      'sites_end_of_day_check',
      sql`${table.endOfDay} is null or ${table.endOfDay} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`,
    ),
    check('sites_radius_check', sql`${table.radiusM} between 50 and 5000`),
    check(
      'sites_position_check',
      sql`(${table.latitude} is null) = (${table.longitude} is null) and (${table.latitude} is null or (${table.latitude} between -90 and 90 and ${table.longitude} between -180 and 180))`,
    ),
    check(
      'sites_check_position_needs_position',
      sql`not ${table.checkPosition} or (${table.latitude} is not null and ${table.positionJustification} is not null)`,
    ),
  ],
);
