import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { webhookDeliveries, webhookEndpoints, webhookEvents } from '../../db/schema/webhooks';
import { RETRY_WINDOW_SQL } from './events';

/** Every statement names the company: another company's ids find nothing. */

export type EndpointRow = typeof webhookEndpoints.$inferSelect;

export async function listEndpoints(db: Executor, companyId: string): Promise<EndpointRow[]> {
  return db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.companyId, companyId))
    .orderBy(webhookEndpoints.createdAt, webhookEndpoints.id);
}

export async function countEndpoints(db: Executor, companyId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.companyId, companyId));
  return row?.value ?? 0;
}

export async function findEndpoint(
  db: Executor,
  companyId: string,
  endpointId: string,
): Promise<EndpointRow | undefined> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.companyId, companyId), eq(webhookEndpoints.id, endpointId)));
  return row;
}

export async function insertEndpoint(
  db: Executor,
  row: { companyId: string; url: string; events: string[]; secret: string; createdAt: Date },
): Promise<EndpointRow> {
  const [inserted] = await db.insert(webhookEndpoints).values(row).returning();
  return inserted!;
}

export async function updateEndpoint(
  db: Executor,
  companyId: string,
  endpointId: string,
  change: Partial<
    Pick<
      EndpointRow,
      | 'url'
      | 'events'
      | 'enabled'
      | 'secret'
      | 'previousSecret'
      | 'previousSecretUntil'
      | 'failingSince'
      | 'disabledAt'
      | 'disabledReason'
    >
  >,
): Promise<EndpointRow | undefined> {
  const [row] = await db
    .update(webhookEndpoints)
    .set(change)
    .where(and(eq(webhookEndpoints.companyId, companyId), eq(webhookEndpoints.id, endpointId)))
    .returning();
  return row;
}

export async function deleteEndpoint(db: Executor, companyId: string, endpointId: string): Promise<boolean> {
  const rows = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.companyId, companyId), eq(webhookEndpoints.id, endpointId)))
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

const deliveryColumns = {
  id: webhookDeliveries.id,
  eventId: webhookDeliveries.eventId,
  eventType: webhookEvents.type,
  status: webhookDeliveries.status,
  attempts: webhookDeliveries.attempts,
  responseStatus: webhookDeliveries.responseStatus,
  lastError: webhookDeliveries.lastError,
  createdAt: webhookDeliveries.createdAt,
  lastAttemptAt: webhookDeliveries.lastAttemptAt,
  nextAttemptAt: webhookDeliveries.nextAttemptAt,
  deliveredAt: webhookDeliveries.deliveredAt,
};

export type DeliveryRow = Awaited<ReturnType<typeof listDeliveries>>[number];

/** One page of an endpoint's deliveries, the newest first (one more row than asked says there are more). */
export async function listDeliveries(
  db: Executor,
  companyId: string,
  endpointId: string,
  page: { limit: number; offset: number },
) {
  return db
    .select(deliveryColumns)
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(and(eq(webhookDeliveries.companyId, companyId), eq(webhookDeliveries.endpointId, endpointId)))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** 'Renvoyer': pending again, due now, retried for 24 hours from now. */
export async function requeueDelivery(
  db: Executor,
  companyId: string,
  endpointId: string,
  deliveryId: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(webhookDeliveries)
    .set({
      status: 'pending',
      nextAttemptAt: now,
      giveUpAt: sql`${now.toISOString()}::timestamptz + ${RETRY_WINDOW_SQL}`,
      deliveredAt: null,
    })
    .where(
      and(
        eq(webhookDeliveries.companyId, companyId),
        eq(webhookDeliveries.endpointId, endpointId),
        eq(webhookDeliveries.id, deliveryId),
      ),
    )
    .returning({ id: webhookDeliveries.id });
  return rows.length > 0;
}

export async function findDelivery(db: Executor, companyId: string, deliveryId: string) {
  const [row] = await db
    .select(deliveryColumns)
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(and(eq(webhookDeliveries.companyId, companyId), eq(webhookDeliveries.id, deliveryId)));
  return row;
}

/** A delivery claimed for an attempt, with what the attempt needs. */
export interface ClaimedDelivery {
  id: string;
  companyId: string;
  attempts: number;
  giveUpAt: Date;
  eventId: string;
  eventType: string;
  data: unknown;
  eventAt: Date;
  endpointId: string;
  url: string;
  enabled: boolean;
  secret: string;
  previousSecret: string | null;
  previousSecretUntil: Date | null;
}

/**
 * Claims up to `limit` due deliveries: FOR UPDATE SKIP LOCKED, so two instances (or a nudge and the
 * periodic job) never take the same one; the claim moves its due time to `claimUntil`, so a process
 * that dies mid-attempt leaves it to be tried again once that passes. Counts the attempt.
 */
export async function claimDueDeliveries(
  db: Executor,
  now: Date,
  claimUntil: Date,
  limit: number,
): Promise<ClaimedDelivery[]> {
  const result = (await db.execute(sql`
    with due as (
      select id from ${webhookDeliveries}
      where status = 'pending' and next_attempt_at <= ${now.toISOString()}::timestamptz
      order by next_attempt_at
      limit ${limit}
      for update skip locked
    )
    update ${webhookDeliveries} delivery
    set next_attempt_at = ${claimUntil.toISOString()}::timestamptz, attempts = delivery.attempts + 1,
      last_attempt_at = ${now.toISOString()}::timestamptz
    from due, ${webhookEvents} event, ${webhookEndpoints} endpoint
    where delivery.id = due.id and event.id = delivery.event_id and endpoint.id = delivery.endpoint_id
    returning delivery.id, delivery.company_id, delivery.attempts,
      (extract(epoch from delivery.give_up_at) * 1000)::float8 as give_up_at,
      event.id as event_id, event.type as event_type, event.data,
      (extract(epoch from event.created_at) * 1000)::float8 as event_at,
      endpoint.id as endpoint_id, endpoint.url, endpoint.enabled, endpoint.secret, endpoint.previous_secret,
      (extract(epoch from endpoint.previous_secret_until) * 1000)::float8 as previous_secret_until`)) as unknown as {
    rows: Array<{
      id: string;
      company_id: string;
      attempts: number;
      give_up_at: number;
      event_id: string;
      event_type: string;
      data: unknown;
      event_at: number;
      endpoint_id: string;
      url: string;
      enabled: boolean;
      secret: string;
      previous_secret: string | null;
      previous_secret_until: number | null;
    }>;
  };
  return result.rows.map((row) => ({
    id: row.id,
    companyId: row.company_id,
    attempts: Number(row.attempts),
    giveUpAt: new Date(Number(row.give_up_at)),
    eventId: row.event_id,
    eventType: row.event_type,
    data: typeof row.data === 'string' ? JSON.parse(row.data) : row.data,
    eventAt: new Date(Number(row.event_at)),
    endpointId: row.endpoint_id,
    url: row.url,
    enabled: row.enabled,
    secret: row.secret,
    previousSecret: row.previous_secret,
    previousSecretUntil:
      row.previous_secret_until === null ? null : new Date(Number(row.previous_secret_until)),
  }));
}

/** What an attempt ended with. */
export async function settleDelivery(
  db: Executor,
  deliveryId: string,
  outcome: {
    status: 'pending' | 'delivered' | 'failed';
    nextAttemptAt: Date | null;
    responseStatus: number | null;
    lastError: string | null;
    deliveredAt: Date | null;
  },
) {
  await db.update(webhookDeliveries).set(outcome).where(eq(webhookDeliveries.id, deliveryId));
}

/** A success clears the endpoint's run of failures. */
export async function clearFailing(db: Executor, endpointId: string) {
  await db
    .update(webhookEndpoints)
    .set({ failingSince: null })
    .where(and(eq(webhookEndpoints.id, endpointId), sql`${webhookEndpoints.failingSince} is not null`));
}

/**
 * A failure starts the endpoint's run of failures if none is running; answers since when it fails.
 */
export async function noteFailing(db: Executor, endpointId: string, now: Date): Promise<Date | null> {
  const [row] = await db
    .update(webhookEndpoints)
    .set({ failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${now.toISOString()}::timestamptz)` })
    .where(eq(webhookEndpoints.id, endpointId))
    .returning({ failingSince: webhookEndpoints.failingSince });
  return row?.failingSince ?? null;
}

/** Disables an endpoint failing for 3 days; answers it only when this call turned it off. */
export async function disableFailingEndpoint(db: Executor, endpointId: string, now: Date) {
  const [row] = await db
    .update(webhookEndpoints)
    .set({ enabled: false, disabledAt: now, disabledReason: 'failures' })
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.enabled, true)))
    .returning({ companyId: webhookEndpoints.companyId, url: webhookEndpoints.url });
  return row;
}

/** Settled deliveries and their events older than `before` go (the log keeps 30 days). */
export async function purgeOldDeliveries(db: Executor, before: Date) {
  await db.execute(sql`
    delete from ${webhookDeliveries} where status <> 'pending' and created_at < ${before.toISOString()}::timestamptz`);
  await db.execute(sql`
    delete from ${webhookEvents} event where event.created_at < ${before.toISOString()}::timestamptz
      and not exists (select 1 from ${webhookDeliveries} delivery where delivery.event_id = event.id)`);
}
