import { CLOCK_MESSAGES } from '@pointeo/domain/clock-messages';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { newKioskCredential } from './kiosk-credential';
import {
  insertKioskDevice,
  listKioskDevices,
  listRecentEntries,
  revokeKioskDevice,
  touchKioskDevice,
} from './repository';

const RECENT_ENTRIES = 100;

/**
 * Activates this browser as a kiosk of the company: the device row keeps only the credential's hash,
 * the credential itself goes to the browser once, in its cookie.
 */
export async function activateKiosk(db: Executor, companyId: string, name: string) {
  const { credential, hash } = newKioskCredential();
  const row = await insertKioskDevice(db, { companyId, name, credentialHash: hash });
  const device = { id: row.id, name: row.name, createdAt: row.createdAt, lastSeenAt: row.lastSeenAt };
  return { device, credential };
}

export const listDevices = listKioskDevices;

/** The kiosk says hello: it is seen now, and shows whose kiosk it is. */
export async function kioskStatus(db: Executor, device: { id: string; companyName: string }, now: Date) {
  await touchKioskDevice(db, device.id, now);
  return { companyName: device.companyName };
}

/** Another company's device, a revoked one or an id that is not one: all the same unknown device. */
export async function revokeDevice(db: Executor, companyId: string, deviceId: string, now: Date) {
  const revoked =
    z.uuid().safeParse(deviceId).success && (await revokeKioskDevice(db, companyId, deviceId, now));
  if (!revoked) throw new AppError('DEVICE_NOT_FOUND', 404, CLOCK_MESSAGES.deviceNotFound);
}

export const recentEntries = (db: Executor, companyId: string) =>
  listRecentEntries(db, companyId, RECENT_ENTRIES);
