import type { KioskDevice, KioskStatus, TimeEntry } from '@pointeo/domain/clock';
import { CLOCK_MESSAGES, MAX_ACTIVE_KIOSKS } from '@pointeo/domain/clock-messages';
import { planAllows } from '@pointeo/domain/plan-features';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { PlanReader } from '../../lib/plan-gate';
import type { SecretBox } from '../../lib/secret-box';
import type { SiteIds } from '../../lib/site-scope';
import { requireLiveSite } from '../sites';
import { listRecentEntries } from '../timesheets';
import { newKioskCredential } from './kiosk-credential';
import { deviceQueueKey, queueKeysForNewDevice } from './queue-keys/service';
import {
  countActiveKiosksLocked,
  insertKioskDevice,
  type KioskDeviceRow,
  listKioskDevices,
  revokeKioskDevice,
  touchKioskDevice,
} from './repository/devices';
import { findKioskSettings } from './repository/kiosk-settings';
import { listEntryPunchSites } from './repository/punch-reads';
import { findKioskSite } from './site-code/repository';

const RECENT_ENTRIES = 100;

const toKioskDevice = (
  device: Pick<KioskDeviceRow, 'id' | 'name' | 'createdAt' | 'lastSeenAt' | 'siteId'> & { siteName: string },
): KioskDevice => ({
  id: device.id,
  name: device.name,
  createdAt: device.createdAt.toISOString(),
  lastSeenAt: device.lastSeenAt?.toISOString() ?? null,
  siteId: device.siteId,
  siteName: device.siteName,
});

/**
 * Activates this browser as a kiosk of the company: the device row keeps only the credential's hash,
 * the credential itself goes to the browser once, in its cookie.
 */
export async function activateKiosk(
  db: Database,
  secretBox: SecretBox,
  companyId: string,
  {
    name,
    siteId,
    formerQueueKeyId,
  }: { name: string; siteId?: string | undefined; formerQueueKeyId?: string | undefined },
) {
  const { credential, hash } = newKioskCredential();
  // The browser's former kiosk cookie is the kiosk API's, never sent here: the page names the key its
  // waiting punches were sealed to instead (decision 088).
  const queueKey = await queueKeysForNewDevice(
    db,
    secretBox,
    companyId,
    formerQueueKeyId ? { queueKeyId: formerQueueKeyId } : undefined,
  );
  const row = await db.transaction(async (tx) => {
    if (siteId) await requireLiveSite(tx, companyId, siteId);
    if ((await countActiveKiosksLocked(tx, companyId)) >= MAX_ACTIVE_KIOSKS) throw tooManyKiosks();
    return insertKioskDevice(tx, {
      companyId,
      name,
      credentialHash: hash,
      ...(siteId && { siteId }),
      ...queueKey,
    });
  });
  return { device: toKioskDevice(row), credential };
}

export const tooManyKiosks = () => new AppError('TOO_MANY_KIOSKS', 409, CLOCK_MESSAGES.tooManyKiosks);

export async function listDevices(db: Executor, companyId: string): Promise<KioskDevice[]> {
  return (await listKioskDevices(db, companyId)).map(toKioskDevice);
}

/**
 * The kiosk says hello: it is seen now, and shows whose kiosk it is, whether its plan offers the
 * badge scan (decision 067), whether punches offer a break (066) and whether it shows its site's QR
 * code (070); the last two take their setting and a plan with «Pointage avancé». It gives the kiosk
 * the key it seals its queued punches to (085), made now for a kiosk activated before such keys.
 */
export async function kioskStatus(
  db: Executor,
  { readPlan, secretBox }: { readPlan: PlanReader; secretBox: SecretBox },
  device: { id: string; companyId: string; companyName: string },
  now: Date,
): Promise<KioskStatus> {
  const [, settings, plan, site, queueKey] = await Promise.all([
    touchKioskDevice(db, device.id, now),
    findKioskSettings(db, device.companyId),
    readPlan(device.companyId),
    findKioskSite(db, device),
    deviceQueueKey(db, secretBox, device.id),
  ]);
  const advanced = planAllows(plan, 'advancedClocking');
  return {
    companyName: device.companyName,
    badgeScan: advanced,
    breaks: settings.breaks && advanced,
    siteCode: (site?.showsCode ?? false) && advanced,
    queueKey,
  };
}

/** Another company's device and a revoked one are the same unknown device (malformed ids never get here). */
export async function revokeDevice(db: Executor, companyId: string, deviceId: string, now: Date) {
  if (!(await revokeKioskDevice(db, companyId, deviceId, now))) {
    throw new AppError('DEVICE_NOT_FOUND', 404, CLOCK_MESSAGES.deviceNotFound);
  }
}

/**
 * The 'Pointages' list: the latest entries, each at the site of the kiosk its employee arrived on
 * (their own site for an entry added by a correction, or punched before sites), marked when a punch
 * of it was made on another site than the employee's.
 */
export async function recentEntries(db: Executor, companyId: string, sites: SiteIds): Promise<TimeEntry[]> {
  const entries = await listRecentEntries(db, companyId, RECENT_ENTRIES, sites);
  const punchSites = await listEntryPunchSites(
    db,
    companyId,
    entries.map((entry) => entry.id),
  );
  return entries.map(({ employeeSiteId, employeeSiteName, ...entry }) => {
    const punched = punchSites.get(entry.id);
    return {
      ...entry,
      clockIn: entry.clockIn.toISOString(),
      clockOut: entry.clockOut?.toISOString() ?? null,
      siteId: punched?.siteId ?? employeeSiteId,
      siteName: punched?.siteName ?? employeeSiteName,
      otherSite: punched?.otherSite ?? false,
      phone: punched?.phone ?? false,
      outOfZoneDistanceM: punched?.outOfZoneDistanceM ?? null,
    };
  });
}
