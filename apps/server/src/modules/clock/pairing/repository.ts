import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { companies } from '../../../db/schema/accounts';
import { kioskPairingCodes } from '../../../db/schema/clock';
import { firstLiveSiteId, siteIsLive } from '../../sites';

export type PairingCodeRow = typeof kioskPairingCodes.$inferSelect;

export async function insertPairingCode(
  db: Executor,
  code: { companyId: string; codeHash: string; deviceName: string; expiresAt: Date; siteId?: string },
) {
  const [row] = await db
    .insert(kioskPairingCodes)
    .values({ siteId: firstLiveSiteId(code.companyId), ...code })
    .returning();
  return row!;
}

/** The company's codes that can no longer pair and were made before `before`: nothing reads them. */
export async function deleteSpentPairingCodes(db: Executor, companyId: string, before: Date) {
  await db
    .delete(kioskPairingCodes)
    .where(and(eq(kioskPairingCodes.companyId, companyId), lt(kioskPairingCodes.expiresAt, before)));
}

export async function findPairingCode(db: Executor, companyId: string, codeId: string) {
  const [row] = await db
    .select()
    .from(kioskPairingCodes)
    .where(and(eq(kioskPairingCodes.id, codeId), eq(kioskPairingCodes.companyId, companyId)))
    .limit(1);
  return row;
}

/** Deletes a code no tablet has used yet; false when there is none such in the company. */
export async function deletePendingPairingCode(db: Executor, companyId: string, codeId: string) {
  const rows = await db
    .delete(kioskPairingCodes)
    .where(
      and(
        eq(kioskPairingCodes.id, codeId),
        eq(kioskPairingCodes.companyId, companyId),
        isNull(kioskPairingCodes.usedAt),
      ),
    )
    .returning({ id: kioskPairingCodes.id });
  return rows.length > 0;
}

/**
 * Takes the code for one tablet in one statement: of two tablets sending it at once, one gets the
 * row back, the other nothing (the row lock makes the second read `used_at` as the first set it).
 */
export async function claimPairingCode(db: Executor, codeHash: string, now: Date) {
  const [row] = await db
    .update(kioskPairingCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(kioskPairingCodes.codeHash, codeHash),
        isNull(kioskPairingCodes.usedAt),
        gt(kioskPairingCodes.expiresAt, now),
        // A code made for a site archived since pairs nothing: a kiosk never joins an archived site.
        siteIsLive(kioskPairingCodes.siteId),
      ),
    )
    .returning({
      id: kioskPairingCodes.id,
      companyId: kioskPairingCodes.companyId,
      deviceName: kioskPairingCodes.deviceName,
      siteId: kioskPairingCodes.siteId,
    });
  return row;
}

/** Why a code could not be claimed: used, expired, its site archived, or no such code (null). */
export async function findPairingCodeByHash(db: Executor, codeHash: string) {
  const [row] = await db
    .select({
      usedAt: kioskPairingCodes.usedAt,
      expiresAt: kioskPairingCodes.expiresAt,
      siteLive: siteIsLive(kioskPairingCodes.siteId),
    })
    .from(kioskPairingCodes)
    .where(eq(kioskPairingCodes.codeHash, codeHash))
    .limit(1);
  return row ?? null;
}

export async function recordPairedDevice(db: Executor, codeId: string, companyId: string, deviceId: string) {
  await db
    .update(kioskPairingCodes)
    .set({ deviceId })
    .where(and(eq(kioskPairingCodes.id, codeId), eq(kioskPairingCodes.companyId, companyId)));
}

export async function companyNameOf(db: Executor, companyId: string) {
  const [row] = await db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return row!.name;
}
