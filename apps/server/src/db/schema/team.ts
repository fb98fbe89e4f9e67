import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './accounts';
import { authUsers } from './auth';
import { sites } from './sites';

const ROLE_CHECK = sql.raw("('admin', 'site_manager', 'payroll', 'accountant')");

/**
 * A company's members (decision 054). The owner is the member whose user id is the company id
 * (decision 004) and is always an admin. One company per user in v1.
 */
export const companyMembers = pgTable(
  'company_members',
  {
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    invitedBy: text('invited_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.userId] }),
    uniqueIndex('company_members_user_id_key').on(table.userId),
    check('company_members_role_check', sql`${table.role} in ${ROLE_CHECK}`),
    check(
      'company_members_owner_admin_check',
      sql`${table.userId} <> ${table.companyId} or ${table.role} = 'admin'`,
    ),
  ],
);

/** Invitations to join a company: the link's token is kept only as its sha256. */
export const memberInvitations = pgTable(
  'member_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').notNull(),
    /** The sites a Responsable de site will hold; empty for the other roles. */
    siteIds: uuid('site_ids').array().notNull().default(sql`'{}'`),
    tokenHash: text('token_hash').notNull(),
    invitedBy: text('invited_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedUserId: text('accepted_user_id'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('member_invitations_token_hash_key').on(table.tokenHash),
    uniqueIndex('member_invitations_pending_key')
      .on(table.companyId, table.email)
      .where(sql`${table.acceptedAt} is null and ${table.revokedAt} is null`),
    index('member_invitations_company_idx').on(table.companyId, table.createdAt),
    check('member_invitations_role_check', sql`${table.role} in ${ROLE_CHECK}`),
    check('member_invitations_email_lower_check', sql`${table.email} = lower(${table.email})`),
    check(
      'member_invitations_sites_check',
      sql`(${table.role} = 'site_manager') = (cardinality(${table.siteIds}) > 0)`,
    ),
  ],
);

/**
 * The sites given to a member whose rights reach only their sites (permissions.ts, the Responsable
 * de site). Both composite keys keep a row inside one company: its member and its site.
 */
export const memberSites = pgTable(
  'member_sites',
  {
    companyId: text('company_id').notNull(),
    userId: text('user_id').notNull(),
    siteId: uuid('site_id').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.userId, table.siteId] }),
    foreignKey({
      name: 'member_sites_member_fk',
      columns: [table.companyId, table.userId],
      foreignColumns: [companyMembers.companyId, companyMembers.userId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'member_sites_site_fk',
      columns: [table.companyId, table.siteId],
      foreignColumns: [sites.companyId, sites.id],
    }).onDelete('cascade'),
    index('member_sites_site_idx').on(table.companyId, table.siteId),
  ],
);
