import type { AuditFilters } from '@pointeo/domain/audit';
import { addDays, parisDayStart } from '@pointeo/domain/paris-calendar';
import { and, desc, eq, gte, like, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auditEvents } from '../../db/schema/audit';
import { type KeysetPosition, positionText } from '../../lib/keyset';

const MINUTE_MS = 60_000;
const dayStart = (date: string) => new Date(parisDayStart(date) * MINUTE_MS);

/** The filters as SQL: a category is its actions' prefix, days are Paris days, `to` counted. */
function filtered(companyId: string, filters: AuditFilters): SQL | undefined {
  return and(
    eq(auditEvents.companyId, companyId),
    filters.action === undefined ? undefined : eq(auditEvents.action, filters.action),
    filters.category === undefined ? undefined : like(auditEvents.action, `${filters.category}.%`),
    filters.memberId === undefined ? undefined : eq(auditEvents.actorUserId, filters.memberId),
    filters.from === undefined ? undefined : gte(auditEvents.at, dayStart(filters.from)),
    filters.to === undefined ? undefined : lt(auditEvents.at, dayStart(addDays(filters.to, 1))),
  );
}

/** Rows strictly older than the position, in the order (`at`, `id`) descending. */
const beforePosition = (before: KeysetPosition | undefined) =>
  before && sql`(${auditEvents.at}, ${auditEvents.id}) < (${before.at}::timestamptz, ${before.id}::uuid)`;

export type AuditEventRow = Awaited<ReturnType<typeof listEvents>>[number];

/** The newest events first, `limit` of them from the position on (read `limit + 1` to know of a next page). */
export async function listEvents(
  db: Executor,
  companyId: string,
  filters: AuditFilters,
  page: { before: KeysetPosition | undefined; limit: number },
) {
  return db
    .select({
      id: auditEvents.id,
      at: auditEvents.at,
      positionAt: positionText(auditEvents.at),
      action: auditEvents.action,
      actorKind: auditEvents.actorKind,
      actorUserId: auditEvents.actorUserId,
      actorKeyId: auditEvents.actorKeyId,
      actorLabel: auditEvents.actorLabel,
      target: auditEvents.target,
      details: auditEvents.details,
      ip: auditEvents.ip,
    })
    .from(auditEvents)
    .where(and(filtered(companyId, filters), beforePosition(page.before)))
    .orderBy(desc(auditEvents.at), desc(auditEvents.id))
    .limit(page.limit);
}
