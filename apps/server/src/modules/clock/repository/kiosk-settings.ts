import type { KioskSettings } from '@pointeo/domain/clock';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { kioskSettings } from '../../../db/schema/clock';

/** The company's kiosk rules; no row yet means the defaults (other sites refused). */
export async function findKioskSettings(db: Executor, companyId: string): Promise<KioskSettings> {
  const [row] = await db
    .select({ otherSitePunches: kioskSettings.otherSitePunches })
    .from(kioskSettings)
    .where(eq(kioskSettings.companyId, companyId));
  return row ?? { otherSitePunches: false };
}

export async function saveKioskSettings(
  db: Executor,
  companyId: string,
  settings: KioskSettings,
  now: Date,
): Promise<KioskSettings> {
  const [row] = await db
    .insert(kioskSettings)
    .values({ companyId, ...settings, updatedAt: now })
    .onConflictDoUpdate({ target: kioskSettings.companyId, set: { ...settings, updatedAt: now } })
    .returning({ otherSitePunches: kioskSettings.otherSitePunches });
  return row!;
}
