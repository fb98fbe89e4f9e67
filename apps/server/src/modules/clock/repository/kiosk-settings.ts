import type { KioskSettings, KioskSettingsChange } from '@pointeo/domain/clock';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { kioskSettings } from '../../../db/schema/clock';

const settingsColumns = { otherSitePunches: kioskSettings.otherSitePunches, breaks: kioskSettings.breaks };

/** The company's kiosk rules; no row yet means the defaults (other sites refused, no breaks). */
export async function findKioskSettings(db: Executor, companyId: string): Promise<KioskSettings> {
  const [row] = await db
    .select(settingsColumns)
    .from(kioskSettings)
    .where(eq(kioskSettings.companyId, companyId));
  return row ?? { otherSitePunches: false, breaks: false };
}

export async function saveKioskSettings(
  db: Executor,
  companyId: string,
  settings: KioskSettingsChange,
  now: Date,
): Promise<KioskSettings> {
  const [row] = await db
    .insert(kioskSettings)
    .values({ companyId, ...settings, updatedAt: now })
    .onConflictDoUpdate({ target: kioskSettings.companyId, set: { ...settings, updatedAt: now } })
    .returning(settingsColumns);
  return row!;
}
