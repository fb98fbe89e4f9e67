import type { IssuedInvoice } from '@pointeo/domain/issued-invoice';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './accounts';

/**
 * SPEC §3 Invoice. `provider_reference` (the checkout session, or the provider's invoice) is unique,
 * so a reload, a retry or a replayed webhook can never record one payment twice (DESIGN.md item 2).
 * Invoices are kept as long as the law asks: a company with invoices cannot be deleted by accident.
 * `issued_content` is what the invoice says, written when it is issued and never updated: its PDF is
 * drawn from it (decision record 031).
 */
export const invoices = pgTable(
  'factures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: text('entreprise_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    number: text('numero_facture').notNull(),
    /** Null while unpaid. */
    paidOn: date('date_paiement', { mode: 'string' }),
    /** Euros, tax included; read and written through cents in code. */
    amount: numeric('montant', { precision: 10, scale: 2 }).notNull(),
    plan: text('plan').notNull(),
    periodStart: date('periode_debut', { mode: 'string' }).notNull(),
    periodEnd: date('periode_fin', { mode: 'string' }).notNull(),
    status: text('statut').notNull().default('payé'),
    providerReference: text('provider_reference').notNull(),
    issuedContent: jsonb('issued_content').$type<IssuedInvoice>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('factures_numero_facture_key').on(table.number),
    uniqueIndex('factures_provider_reference_key').on(table.providerReference),
    index('factures_entreprise_id_idx').on(table.companyId, table.createdAt),
    check('factures_statut_check', sql`${table.status} in ('payé', 'impayé')`),
  ],
);

/** DESIGN.md item 5: NNNN of FAC-YYYYMMDD-NNNN is taken here, one counter row per day. */
export const invoiceNumberDays = pgTable('invoice_number_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/** Each provider event (webhook, or simulator job) is applied once: its id is recorded with its effect. */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The local payment simulator's customers (the embedded stand-in for the provider's). */
export const simulatorCustomers = pgTable(
  'simulator_customers',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    companyId: text('company_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('simulator_customers_email_key').on(table.email)],
);

/** The simulator's hosted-checkout sessions. */
export const simulatorCheckoutSessions = pgTable(
  'simulator_checkout_sessions',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id').notNull(),
    customerId: text('customer_id').notNull(),
    plan: text('plan').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').notNull().default('open'),
    subscriptionId: text('subscription_id'),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('simulator_checkout_sessions_status_check', sql`${table.status} in ('open', 'paid', 'canceled')`),
  ],
);

/** The simulator's subscriptions: renewed monthly, changed at period end, by the billing job. */
export const simulatorSubscriptions = pgTable(
  'simulator_subscriptions',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id').notNull(),
    customerId: text('customer_id').notNull(),
    plan: text('plan').notNull(),
    status: text('status').notNull().default('active'),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** A plan to switch to at the period end (Premium → Standard). */
    scheduledPlan: text('scheduled_plan'),
    /** Renewal payments fail while set: lets tests and demos see the failed-payment state. */
    failNextRenewal: boolean('fail_next_renewal').notNull().default(false),
    /** The card it is charged on, as a provider names it: brand and last four digits, nothing more. */
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('simulator_subscriptions_due_idx').on(table.currentPeriodEnd).where(sql`status <> 'canceled'`),
    check('simulator_subscriptions_status_check', sql`${table.status} in ('active', 'past_due', 'canceled')`),
  ],
);
