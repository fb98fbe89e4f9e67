import { DEFAULT_ZONES, ROLE_LABELS } from '@pointeo/domain/employee-messages';
import {
  DEFAULT_WEEKLY_CONTRACT_MINUTES,
  MAX_WEEKLY_CONTRACT_MINUTES,
  MIN_WEEKLY_CONTRACT_MINUTES,
} from '@pointeo/domain/employees';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { foldForSearch, literal } from '../search-text';
import { authUsers } from './auth';
import { sites } from './sites';

/** SPEC §3 Company: its id is the auth user's id. Column names kept from the original data, keys in English. */
export const companies = pgTable(
  'entreprises',
  {
    id: text('id')
      .primaryKey()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    name: text('nom').notNull(),
    siret: text('siret').notNull(),
    email: text('email').notNull(),
    address: text('adresse'),
    postalCode: text('code_postal'),
    city: text('ville'),
    phone: text('telephone'),
    contactFirstName: text('contact_prenom'),
    contactLastName: text('contact_nom'),
    contactMobile: text('contact_portable'),
    /**
     * The director's real name, which the reports print on the 'Direction' row made at sign-up
     * instead of 'Direction {company}' (issue 28 item 9); null until given.
     */
    directorFirstName: text('director_first_name'),
    directorLastName: text('director_last_name'),
    plan: text('abonnement').notNull().default('Gratuit'),
    pendingSubscription: text('pending_subscription'),
    renewsAt: timestamp('renouvellement', { withTimezone: true }).notNull().defaultNow(),
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    /** Set when a renewal payment failed; cleared by the next successful payment. */
    paymentFailedAt: timestamp('payment_failed_at', { withTimezone: true }),
    /** 'Exiger la double authentification': a member without it reaches only its enrolment (decision 080). */
    twoFactorRequired: boolean('two_factor_required').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When 'Supprimer le compte' closed it (decision 093): the row stays for its invoices, with its
     * SIRET, which a new registration may then take again.
     */
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('entreprises_open_siret_key').on(table.siret).where(sql`${table.closedAt} is null`),
    // Every provider event finds its company by these ids; unique, so one event can never reach two companies.
    uniqueIndex('entreprises_stripe_customer_id_key')
      .on(table.stripeCustomerId)
      .where(sql`${table.stripeCustomerId} is not null`),
    uniqueIndex('entreprises_stripe_subscription_id_key')
      .on(table.stripeSubscriptionId)
      .where(sql`${table.stripeSubscriptionId} is not null`),
    check('entreprises_abonnement_check', sql`${table.plan} in ('Gratuit', 'Standard', 'Premium')`),
    check(
      'entreprises_pending_subscription_check',
      sql`${table.pendingSubscription} is null or ${table.pendingSubscription} in ('Gratuit', 'Standard', 'Premium')`,
    ),
  ],
);

/**
 * What the Employés search matches (SPEC §2): the names, then the role and zone as the table shows
 * them, folded. Names come first, so ordering by it sorts by last name, then first name.
 */
const roleLabel = sql`case when "role" = 'direction' then ${literal(ROLE_LABELS.direction)} else ${literal(ROLE_LABELS.employee)} end`;
const defaultZone = sql`case when "role" = 'direction' then ${literal(DEFAULT_ZONES.direction)} else ${literal(DEFAULT_ZONES.employee)} end`;
const employeeSearchText = foldForSearch(
  sql`"last_name" || ' ' || "first_name" || ' ' || (${roleLabel}) || ' ' || coalesce("zone", ${defaultZone})`,
);

/**
 * SPEC §3 Employee. An archived employee keeps its row (and clock records) but leaves every list,
 * and its PIN is free again: PINs are unique among a company's active employees only.
 */
export const employees = pgTable(
  'employees',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    role: text('role').notNull().default('employee'),
    zone: text('zone'),
    pinCode: text('pin_code'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** 'Date de sortie', asked by 'Archiver'; cleared with archived_at by 'Restaurer'. */
    leavingDate: date('leaving_date'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** 'Heures par semaine' of the contract: under 35 h the hours engine treats the employee as part-time. */
    weeklyContractMinutes: integer('weekly_contract_minutes')
      .notNull()
      .default(DEFAULT_WEEKLY_CONTRACT_MINUTES),
    /** 'Poste': a free job title (the role column only tells direction from employee). */
    jobTitle: text('job_title'),
    /** 'Matricule': the employee's number in the payroll software, which the payroll export carries. */
    payrollNumber: text('payroll_number'),
    /** 'Centre de coût' (issue 32): a column a payroll file's layout may carry; null when none. */
    costCentre: text('cost_centre'),
    /** 'Date d'entrée': paid leave accrues from it (or from created_at when it is earlier or unset). */
    hireDate: date('hire_date'),
    /** 'Adresse e-mail', optional: the answers to the employee's leave requests are mailed there. */
    email: text('email'),
    /** The employee's home site (issue 29); the zone stays a label within it. */
    siteId: uuid('site_id').notNull(),
    /** Kept by the database (generated column): nothing that writes employees can forget it. */
    searchText: text('search_text').notNull().generatedAlwaysAs(employeeSearchText),
  },
  (table) => [
    index('employees_company_id_idx').on(table.companyId),
    // The public API's list, by creation then id (keyset pages, decision 076): a page read in order.
    index('employees_company_created_idx').on(table.companyId, table.createdAt, table.id),
    foreignKey({
      name: 'employees_site_fk',
      columns: [table.companyId, table.siteId],
      foreignColumns: [sites.companyId, sites.id],
    }),
    index('employees_site_list_idx')
      .on(table.companyId, table.siteId, table.role, table.searchText, table.id)
      .where(sql`archived_at is null`),
    // The employee space's sign-in finds an address among every company's employees (decision 071).
    index('employees_email_idx')
      .on(sql`lower(${table.email})`)
      .where(sql`archived_at is null and email is not null`),
    // The race-free PIN rule: two requests cannot both take one PIN, whatever they read before.
    uniqueIndex('employees_company_pin_key')
      .on(table.companyId, table.pinCode)
      .where(sql`archived_at is null and pin_code is not null`),
    // The list's order (direction first, then by last name) read straight from the index.
    index('employees_active_list_idx')
      .on(table.companyId, table.role, table.searchText, table.id)
      .where(sql`archived_at is null`),
    // A search in a large company: the trigram index finds the few matches instead of filtering every
    // row of the list index (decision 006). Its migration creates pg_trgm, which PGlite loads too.
    index('employees_search_trgm_idx')
      .using('gin', sql`${table.searchText} gin_trgm_ops`)
      .where(sql`archived_at is null`),
    check('employees_role_check', sql`${table.role} in ('employee', 'direction')`),
    check('employees_pin_code_check', sql`${table.pinCode} is null or ${table.pinCode} ~ '^[0-9]{6}$'`),
    check(
      'employees_weekly_contract_minutes_check',
      sql`${table.weeklyContractMinutes} between ${sql.raw(String(MIN_WEEKLY_CONTRACT_MINUTES))} and ${sql.raw(String(MAX_WEEKLY_CONTRACT_MINUTES))}`,
    ),
  ],
);
