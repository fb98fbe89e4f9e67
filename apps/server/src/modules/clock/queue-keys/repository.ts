import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { kioskDevices } from '../../../db/schema/clock';
import type { StoredQueueKey } from './seal';

/** The keys a device's sealed punches open with (decision 085): its own, and the tablet's former one. */
export async function findQueueKeys(db: Executor, deviceId: string) {
  const [row] = await db
    .select({
      queueKeyId: kioskDevices.queueKeyId,
      queuePublicKey: kioskDevices.queuePublicKey,
      queuePrivateKey: kioskDevices.queuePrivateKey,
      previousQueueKeyId: kioskDevices.previousQueueKeyId,
      previousQueuePrivateKey: kioskDevices.previousQueuePrivateKey,
    })
    .from(kioskDevices)
    .where(eq(kioskDevices.id, deviceId))
    .limit(1);
  return row;
}

/** Gives a device activated before queue keys its first one; undefined when a twin call gave it one first. */
export async function setMissingQueueKey(db: Executor, deviceId: string, key: StoredQueueKey) {
  const [row] = await db
    .update(kioskDevices)
    .set(key)
    .where(and(eq(kioskDevices.id, deviceId), isNull(kioskDevices.queueKeyId)))
    .returning({ queueKeyId: kioskDevices.queueKeyId, queuePublicKey: kioskDevices.queuePublicKey });
  return row;
}

export async function forgetPreviousQueueKey(db: Executor, deviceId: string) {
  await db
    .update(kioskDevices)
    .set({ previousQueueKeyId: null, previousQueuePrivateKey: null })
    .where(eq(kioskDevices.id, deviceId));
}

/** A former kiosk's queue key, revoked since or not, that a new kiosk takes as its previous one. */
async function findFormerKey(db: Executor, where: SQL | undefined) {
  const [row] = await db
    .select({
      companyId: kioskDevices.companyId,
      queueKeyId: kioskDevices.queueKeyId,
      queuePrivateKey: kioskDevices.queuePrivateKey,
    })
    .from(kioskDevices)
    .where(where)
    .limit(1);
  return row;
}

/** The kiosk a credential made: a tablet paired again keeps its key. */
export const findQueueKeyByCredentialHash = (db: Executor, credentialHash: string) =>
  findFormerKey(db, eq(kioskDevices.credentialHash, credentialHash));

/** The company's kiosk whose queue key this is: a browser activated again keeps it. */
export const findQueueKeyById = (db: Executor, companyId: string, queueKeyId: string) =>
  findFormerKey(db, and(eq(kioskDevices.companyId, companyId), eq(kioskDevices.queueKeyId, queueKeyId)));
