import type { WebhookEventType } from '@pointeo/domain/webhooks';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { webhookDeliveries, webhookEndpoints, webhookEvents } from '../../db/schema/webhooks';

/**
 * Recording an event (decision 077): the owners of the facts call this in the transaction of the
 * fact, so the event commits with it or not at all (an outbox), and only when the company has an
 * enabled endpoint listening to that type: a company without webhooks pays one index probe. The
 * event and its deliveries (one per listening endpoint) are written in one statement.
 */

/** A retried delivery stops 24 hours after its event. */
export const RETRY_WINDOW_SQL = sql.raw(`interval '24 hours'`);

/** An instant as Standard Webhooks' payloads write it, in SQL: ISO 8601 in UTC with milliseconds. */
export const isoInstant = (at: SQLWrapper) =>
  sql`to_char((${at})::timestamptz at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The two CTEs that record an event, for a statement built by an owner (the kiosk punch's, decision
 * 038): `webhook_event` writes the event when an endpoint listens, `webhook_delivery` its deliveries.
 * `data` is a jsonb expression of the statement's values.
 */
export function webhookEventCtes(
  db: Executor,
  event: { companyId: SQLWrapper; type: WebhookEventType; data: SQL; at: SQLWrapper },
) {
  const type = sql.raw(`'${event.type}'`);
  const recorded = db.$with('webhook_event', { id: sql<string>`id` }).as(sql`
    insert into ${webhookEvents} (id, company_id, type, data, created_at)
    select 'msg_' || replace(gen_random_uuid()::text, '-', ''), (${event.companyId})::text, ${type}, ${event.data},
      (${event.at})::timestamptz
    where exists (select 1 from ${webhookEndpoints} where ${webhookEndpoints.companyId} = (${event.companyId})::text
      and ${webhookEndpoints.enabled} and ${type} = any(${webhookEndpoints.events}))
    returning id, company_id, created_at`);
  const deliveries = db.$with('webhook_delivery', { id: sql<string>`id` }).as(sql`
    insert into ${webhookDeliveries} (company_id, event_id, endpoint_id, next_attempt_at, give_up_at, created_at)
    select endpoint.company_id, event.id, endpoint.id, event.created_at, event.created_at + ${RETRY_WINDOW_SQL},
      event.created_at
    from webhook_event event
    join ${webhookEndpoints} endpoint on endpoint.company_id = event.company_id and endpoint.enabled
      and ${type} = any(endpoint.events)
    returning id`);
  return [recorded, deliveries] as const;
}

/** How many deliveries a statement built with webhookEventCtes queued, as a column of its RETURNING. */
export const queuedDeliveries = sql<number>`(select count(*) from webhook_delivery)`.mapWith(Number);

/** Counts of events recorded in this process, so app.ts nudges the deliveries after the answer. */
let recordedGeneration = 0;

/** Tells the dispatcher that deliveries were queued (it runs once the request's answer is sent). */
export function noteQueuedDeliveries(count: number) {
  if (count > 0) recordedGeneration += 1;
}

export function queuedGeneration(): number {
  return recordedGeneration;
}

/**
 * Records one event in the caller's transaction; answers how many deliveries it queued (0 when no
 * enabled endpoint of the company listens to the type). `data` holds ids and facts, never a PIN.
 */
export async function recordWebhookEvent(
  db: Executor,
  event: { companyId: string; type: WebhookEventType; data: Record<string, unknown>; at: Date },
): Promise<number> {
  const ctes = webhookEventCtes(db, {
    companyId: sql`${event.companyId}`,
    type: event.type,
    data: sql`${JSON.stringify(event.data)}::jsonb`,
    at: sql`${event.at.toISOString()}`,
  });
  const result = (await db.execute(
    sql`with ${sql.join(
      ctes.map((cte) => sql`${sql.identifier(cte._.alias)} as (${cte._.sql})`),
      sql`, `,
    )} select ${queuedDeliveries} as queued`,
  )) as unknown as { rows: Array<{ queued: number | string }> };
  const queued = Number(result.rows[0]?.queued ?? 0);
  noteQueuedDeliveries(queued);
  return queued;
}
