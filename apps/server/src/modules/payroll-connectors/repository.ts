import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { silaeConnections, silaePushes, silaePushValues } from '../../db/schema/payroll-connectors';

export type SilaeConnectionRow = typeof silaeConnections.$inferSelect;
export type SilaePushRow = typeof silaePushes.$inferSelect;
export type SilaePushValueRow = typeof silaePushValues.$inferSelect;

export async function findConnection(
  db: Executor,
  companyId: string,
): Promise<SilaeConnectionRow | undefined> {
  const [row] = await db.select().from(silaeConnections).where(eq(silaeConnections.companyId, companyId));
  return row;
}

export async function saveConnection(db: Executor, row: SilaeConnectionRow): Promise<void> {
  const { companyId, ...changes } = row;
  await db
    .insert(silaeConnections)
    .values(row)
    .onConflictDoUpdate({ target: silaeConnections.companyId, set: changes });
}

export async function deleteConnection(db: Executor, companyId: string): Promise<void> {
  await db.delete(silaeConnections).where(eq(silaeConnections.companyId, companyId));
}

/** A push left 'running' by a stopped server no longer holds the month. */
export async function closeStalePushes(db: Executor, companyId: string, month: string, before: Date) {
  await db
    .update(silaePushes)
    .set({ status: 'failed', finishedAt: before })
    .where(
      and(
        eq(silaePushes.companyId, companyId),
        eq(silaePushes.month, month),
        eq(silaePushes.status, 'running'),
        lt(silaePushes.createdAt, before),
      ),
    );
}

/** Inserts a push; undefined when another real push of the month is running (the partial unique index). */
export async function insertPush(
  db: Executor,
  push: typeof silaePushes.$inferInsert,
): Promise<SilaePushRow | undefined> {
  const [row] = await db.insert(silaePushes).values(push).onConflictDoNothing().returning();
  return row;
}

export async function finishPush(
  db: Executor,
  companyId: string,
  pushId: string,
  status: SilaePushRow['status'],
  finishedAt: Date,
): Promise<SilaePushRow> {
  const [row] = await db
    .update(silaePushes)
    .set({ status, finishedAt })
    .where(and(eq(silaePushes.companyId, companyId), eq(silaePushes.id, pushId)))
    .returning();
  if (!row) throw new Error('silae push vanished');
  return row;
}

export async function insertPushValues(db: Executor, values: Array<typeof silaePushValues.$inferInsert>) {
  if (values.length > 0) await db.insert(silaePushValues).values(values);
}

export async function pushValues(
  db: Executor,
  companyId: string,
  pushId: string,
): Promise<SilaePushValueRow[]> {
  return db
    .select()
    .from(silaePushValues)
    .where(and(eq(silaePushValues.companyId, companyId), eq(silaePushValues.pushId, pushId)))
    .orderBy(silaePushValues.position);
}

/** The values Silae accepted in the month's real pushes: a resend does not send them again. */
export async function acceptedValues(
  db: Executor,
  companyId: string,
  month: string,
): Promise<SilaePushValueRow[]> {
  const pushes = db
    .select({ id: silaePushes.id })
    .from(silaePushes)
    .where(
      and(eq(silaePushes.companyId, companyId), eq(silaePushes.month, month), eq(silaePushes.dryRun, false)),
    );
  return db
    .select()
    .from(silaePushValues)
    .where(
      and(
        eq(silaePushValues.companyId, companyId),
        eq(silaePushValues.status, 'sent'),
        inArray(silaePushValues.pushId, pushes),
      ),
    );
}

/** The month's last pushes, newest first, with their counts. */
export async function monthPushes(db: Executor, companyId: string, month: string, limit: number) {
  const count = (status: SilaePushValueRow['status']) =>
    sql<number>`(select count(*)::int from ${silaePushValues} where ${silaePushValues.pushId} = ${silaePushes.id} and ${silaePushValues.companyId} = ${companyId} and ${silaePushValues.status} = ${status})`;
  return db
    .select({
      push: silaePushes,
      sentCount: count('sent'),
      failedCount: count('failed'),
      alreadySentCount: count('already-sent'),
    })
    .from(silaePushes)
    .where(and(eq(silaePushes.companyId, companyId), eq(silaePushes.month, month)))
    .orderBy(desc(silaePushes.createdAt), desc(silaePushes.id))
    .limit(limit);
}
