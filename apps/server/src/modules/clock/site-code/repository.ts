import { and, eq, lt } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { kioskDevices } from '../../../db/schema/clock';
import { siteCodeKeys, siteCodeUses } from '../../../db/schema/site-codes';
import { siteNameOf, siteShowsCode } from '../../sites';

/** The stored signing key; the first start (of any instance) stores `candidate`, the others read it. */
export async function loadOrMakeStoredKey(db: Executor, candidate: string): Promise<string> {
  await db.insert(siteCodeKeys).values({ id: 1, secret: candidate }).onConflictDoNothing();
  const [row] = await db
    .select({ secret: siteCodeKeys.secret })
    .from(siteCodeKeys)
    .where(eq(siteCodeKeys.id, 1));
  return row!.secret;
}

/**
 * Records that the employee used the site's code of that window; false when they already had (the
 * primary key decides, also between two scans at once: the second waits for the first's transaction).
 */
export async function recordSiteCodeUse(
  db: Executor,
  use: { companyId: string; employeeId: string; siteId: string; codeWindow: number; usedAt: Date },
): Promise<boolean> {
  const rows = await db
    .insert(siteCodeUses)
    .values(use)
    .onConflictDoNothing()
    .returning({ siteId: siteCodeUses.siteId });
  return rows.length > 0;
}

/** Forgets the uses recorded before `before` (their codes expired long ago); returns how many. */
export async function purgeSiteCodeUses(db: Executor, before: Date): Promise<number> {
  const rows = await db
    .delete(siteCodeUses)
    .where(lt(siteCodeUses.usedAt, before))
    .returning({ siteId: siteCodeUses.siteId });
  return rows.length;
}

/** The kiosk's site, its name and whether it shows its code (live, «Code QR du site» on). */
export async function findKioskSite(db: Executor, device: { id: string; companyId: string }) {
  const [row] = await db
    .select({
      siteId: kioskDevices.siteId,
      siteName: siteNameOf(kioskDevices.companyId, kioskDevices.siteId),
      showsCode: siteShowsCode(kioskDevices.siteId),
    })
    .from(kioskDevices)
    .where(and(eq(kioskDevices.id, device.id), eq(kioskDevices.companyId, device.companyId)));
  return row;
}
