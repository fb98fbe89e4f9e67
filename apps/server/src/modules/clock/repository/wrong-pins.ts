import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { namedStatement } from '../../../db/prepared-once';
import { kioskDevices, kioskWrongPins } from '../../../db/schema/clock';

/** The wrong PINs typed on a kiosk, as PostgreSQL keeps them (the Redis store is wrong-pin-store.ts). */

/** Keeps when the device's latest wrong PIN was typed (read by lockDevice). */
export async function noteWrongPinTyped(db: Executor, deviceId: string, at: Date) {
  await db
    .update(kioskDevices)
    .set({
      lastWrongPinAt: sql`greatest(${kioskDevices.lastWrongPinAt}, ${at.toISOString()}::timestamptz)`,
    })
    .where(eq(kioskDevices.id, deviceId));
}

/** When the device's latest wrong PINs since `since` were typed, newest first, at most `limit`. */
export async function findRecentWrongPins(
  db: Executor,
  device: { id: string; companyId: string },
  since: Date,
  limit: number,
): Promise<Date[]> {
  const rows = await recentWrongPinsStatement(db).execute({
    companyId: device.companyId,
    deviceId: device.id,
    since,
    limit,
  });
  return rows.map((row) => row.at);
}

const recentWrongPinsStatement = namedStatement('punch_recent_wrong_pins', (db) =>
  db
    .select({ at: kioskWrongPins.at })
    .from(kioskWrongPins)
    .where(
      and(
        eq(kioskWrongPins.companyId, sql.placeholder('companyId')),
        eq(kioskWrongPins.deviceId, sql.placeholder('deviceId')),
        gt(kioskWrongPins.at, sql.placeholder('since')),
      ),
    )
    .orderBy(desc(kioskWrongPins.at))
    .limit(sql.placeholder('limit')),
);

/** Adds a wrong PIN, and prunes the device's rows older than `forgetBefore`, which no budget reads. */
export async function recordWrongPin(
  db: Executor,
  device: { id: string; companyId: string },
  at: Date,
  forgetBefore: Date,
) {
  await db
    .delete(kioskWrongPins)
    .where(
      and(
        eq(kioskWrongPins.companyId, device.companyId),
        eq(kioskWrongPins.deviceId, device.id),
        lt(kioskWrongPins.at, forgetBefore),
      ),
    );
  await db.insert(kioskWrongPins).values({ companyId: device.companyId, deviceId: device.id, at });
}
