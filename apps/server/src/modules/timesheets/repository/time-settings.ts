import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { companyTimeSettings } from '../../../db/schema/timesheets';

/** The company's time settings: the night's hours, complementary hours, the double-punch window. */

export async function findTimeSettings(db: Executor, companyId: string) {
  const [row] = await db
    .select({
      nightStart: companyTimeSettings.nightStart,
      nightEnd: companyTimeSettings.nightEnd,
      complementaryUpToThird: companyTimeSettings.complementaryUpToThird,
      doublePunchWindowSeconds: companyTimeSettings.doublePunchWindowSeconds,
    })
    .from(companyTimeSettings)
    .where(eq(companyTimeSettings.companyId, companyId));
  return row;
}

export async function saveTimeSettings(
  db: Executor,
  companyId: string,
  settings: {
    nightStart: string;
    nightEnd: string;
    complementaryUpToThird: boolean;
    doublePunchWindowSeconds: number;
  },
  at: Date,
) {
  await db
    .insert(companyTimeSettings)
    .values({ companyId, ...settings, updatedAt: at })
    .onConflictDoUpdate({ target: companyTimeSettings.companyId, set: { ...settings, updatedAt: at } });
}
