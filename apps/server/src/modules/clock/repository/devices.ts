import { and, count, desc, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { namedStatement } from '../../../db/prepared-once';
import { companies } from '../../../db/schema/accounts';
import { kioskDevices } from '../../../db/schema/clock';
import { firstLiveSiteId, siteNameOf } from '../../sites';

/** The kiosks: paired or activated, listed, seen, revoked, and found by their credential. */

export type KioskDeviceRow = typeof kioskDevices.$inferSelect;

/** A new kiosk's queue key, and the one of the kiosk its tablet was before (decision 085). */
type QueueKeyColumns = Partial<
  Pick<
    KioskDeviceRow,
    'queueKeyId' | 'queuePublicKey' | 'queuePrivateKey' | 'previousQueueKeyId' | 'previousQueuePrivateKey'
  >
>;

export async function insertKioskDevice(
  db: Executor,
  device: { companyId: string; name: string; credentialHash: string; siteId?: string } & QueueKeyColumns,
) {
  const [row] = await db
    .insert(kioskDevices)
    .values({ siteId: firstLiveSiteId(device.companyId), ...device })
    .returning({
      ...getTableColumns(kioskDevices),
      siteName: siteNameOf(kioskDevices.companyId, kioskDevices.siteId),
    });
  return row!;
}

/** The punch path's first statement, outside its transaction, run on the database itself. */
const findDeviceStatement = namedStatement('punch_find_device', (db) =>
  db
    .select({
      id: kioskDevices.id,
      companyId: kioskDevices.companyId,
      companyName: companies.name,
    })
    .from(kioskDevices)
    .innerJoin(companies, eq(companies.id, kioskDevices.companyId))
    .where(
      and(eq(kioskDevices.credentialHash, sql.placeholder('credentialHash')), isNull(kioskDevices.revokedAt)),
    )
    .limit(1),
);

export async function findActiveDeviceByCredentialHash(db: Executor, credentialHash: string) {
  const [row] = await findDeviceStatement(db).execute({ credentialHash });
  return row;
}

/**
 * The company's active kiosks, counted behind a lock taken until the transaction ends: two pairings
 * or activations at once cannot both take the last place.
 */
export async function countActiveKiosksLocked(tx: Executor, companyId: string): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`kiosks:${companyId}`}, 0))`);
  return countActiveKiosks(tx, companyId);
}

export async function countActiveKiosks(db: Executor, companyId: string): Promise<number> {
  const [row] = await db
    .select({ active: count() })
    .from(kioskDevices)
    .where(and(eq(kioskDevices.companyId, companyId), isNull(kioskDevices.revokedAt)));
  return row!.active;
}

/** The company's active kiosks counted by site, for the Sites section. */
export async function countActiveKiosksBySite(db: Executor, companyId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ siteId: kioskDevices.siteId, n: count() })
    .from(kioskDevices)
    .where(and(eq(kioskDevices.companyId, companyId), isNull(kioskDevices.revokedAt)))
    .groupBy(kioskDevices.siteId);
  return new Map(rows.map((row) => [row.siteId, row.n]));
}

export async function listKioskDevices(db: Executor, companyId: string) {
  return db
    .select({
      id: kioskDevices.id,
      name: kioskDevices.name,
      createdAt: kioskDevices.createdAt,
      lastSeenAt: kioskDevices.lastSeenAt,
      siteId: kioskDevices.siteId,
      siteName: siteNameOf(kioskDevices.companyId, kioskDevices.siteId),
    })
    .from(kioskDevices)
    .where(and(eq(kioskDevices.companyId, companyId), isNull(kioskDevices.revokedAt)))
    .orderBy(desc(kioskDevices.createdAt));
}

export async function revokeKioskDevice(
  db: Executor,
  companyId: string,
  deviceId: string,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(kioskDevices)
    .set({ revokedAt: at })
    .where(
      and(
        eq(kioskDevices.id, deviceId),
        eq(kioskDevices.companyId, companyId),
        isNull(kioskDevices.revokedAt),
      ),
    )
    .returning({ id: kioskDevices.id });
  return rows.length > 0;
}

export async function touchKioskDevice(db: Executor, deviceId: string, at: Date) {
  await db.update(kioskDevices).set({ lastSeenAt: at }).where(eq(kioskDevices.id, deviceId));
}

/** Whether the company ever activated a kiosk, revoked since or not (its first-steps list). */
export async function hasEverActivatedKiosk(db: Executor, companyId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: kioskDevices.id })
    .from(kioskDevices)
    .where(eq(kioskDevices.companyId, companyId))
    .limit(1);
  return row !== undefined;
}
