import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { authUsers } from './auth';

/** SPEC §3 Company: its id is the auth user's id. Column names kept from the original data. */
export const entreprises = pgTable(
  'entreprises',
  {
    id: text('id')
      .primaryKey()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    nom: text('nom').notNull(),
    siret: text('siret').notNull(),
    email: text('email').notNull(),
    adresse: text('adresse'),
    codePostal: text('code_postal'),
    ville: text('ville'),
    telephone: text('telephone'),
    contactPrenom: text('contact_prenom'),
    contactNom: text('contact_nom'),
    contactPortable: text('contact_portable'),
    abonnement: text('abonnement').notNull().default('Gratuit'),
    pendingSubscription: text('pending_subscription'),
    renouvellement: timestamp('renouvellement', { withTimezone: true }).notNull().defaultNow(),
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('entreprises_siret_key').on(table.siret),
    check('entreprises_abonnement_check', sql`${table.abonnement} in ('Gratuit', 'Standard', 'Premium')`),
    check(
      'entreprises_pending_subscription_check',
      sql`${table.pendingSubscription} is null or ${table.pendingSubscription} in ('Gratuit', 'Standard', 'Premium')`,
    ),
  ],
);

/** SPEC §3 Employee. An archived employee keeps its row (and clock records) but leaves every list. */
export const employees = pgTable(
  'employees',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: text('company_id')
      .notNull()
      .references(() => entreprises.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    role: text('role').notNull().default('employee'),
    zone: text('zone'),
    pinCode: text('pin_code'),
    lastCheckInTime: timestamp('last_check_in_time', { withTimezone: true }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('employees_company_id_idx').on(table.companyId),
    check('employees_role_check', sql`${table.role} in ('employee', 'direction')`),
    check('employees_pin_code_check', sql`${table.pinCode} is null or ${table.pinCode} ~ '^[0-9]{6}$'`),
  ],
);
