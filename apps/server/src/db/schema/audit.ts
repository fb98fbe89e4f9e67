import type { AuditAction, AuditActorKind, AuditDetails } from '@pointeo/domain/audit';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './accounts';

/**
 * The company's activity log (issue 33 item 3, decision 081), owned by the audit module: one row per
 * sign-in, member change, plan change, file exported, correction, API key change... written by the
 * module that does it, in its transaction, through audit's face. Kept a year, then purged.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    action: text('action').$type<AuditAction>().notNull(),
    actorKind: text('actor_kind', { enum: ['member', 'apiKey', 'system', 'email'] })
      .$type<AuditActorKind>()
      .notNull(),
    /** The member's user id (actor 'member'). */
    actorUserId: text('actor_user_id'),
    /** The API key's id (actor 'apiKey'). */
    actorKeyId: uuid('actor_key_id'),
    /**
     * The actor in words when it happened: the e-mail typed (actor 'email'), the member's or key's
     * name then; the log shows their current name, and this one once they are gone.
     */
    actorLabel: text('actor_label'),
    ip: text('ip'),
    /** What was acted on, in words a person reads ('Marie Dupont', 'Facture F-2026-0012'). */
    target: text('target'),
    details: jsonb('details').$type<AuditDetails>().notNull().default({}),
  },
  (table) => [
    // The newest-first list of a company, and its keyset pages (at, id).
    index('audit_events_company_at_idx').on(table.companyId, table.at.desc(), table.id.desc()),
    // The filters 'Action' (one action or a category's prefix) and 'Membre'.
    index('audit_events_company_action_at_idx').on(table.companyId, table.action, table.at.desc()),
    index('audit_events_company_actor_at_idx').on(table.companyId, table.actorUserId, table.at.desc()),
    // The purge of the events over a year old.
    index('audit_events_at_idx').on(table.at),
  ],
);
