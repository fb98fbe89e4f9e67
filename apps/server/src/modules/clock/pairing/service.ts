import { randomInt } from 'node:crypto';
import type { PairingCode, PairingCodeStatus } from '@pointeo/domain/clock';
import { CLOCK_MESSAGES, MAX_ACTIVE_KIOSKS } from '@pointeo/domain/clock-messages';
import {
  formatPairingCode,
  PAIRING_CODE_ALPHABET,
  PAIRING_CODE_LENGTH,
  PAIRING_CODE_LIFETIME_MINUTES,
  pairingUrl,
} from '@pointeo/domain/kiosk-pairing';
import QRCode from 'qrcode';
import type { Database, Executor } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { SecretBox } from '../../../lib/secret-box';
import { requireLiveSite } from '../../sites';
import { tooManyKiosks } from '../devices';
import { hashKioskCredential, newKioskCredential } from '../kiosk-credential';
import { queueKeysForNewDevice } from '../queue-keys/service';
import { countActiveKiosks, countActiveKiosksLocked, insertKioskDevice } from '../repository/devices';
import {
  claimPairingCode,
  companyNameOf,
  deletePendingPairingCode,
  deleteSpentPairingCodes,
  findPairingCode,
  findPairingCodeByHash,
  insertPairingCode,
  recordPairedDevice,
} from './repository';

const LIFETIME_MS = PAIRING_CODE_LIFETIME_MINUTES * 60 * 1000;
/** Spent codes are kept this long after they expire, then dropped when the company makes another. */
const KEPT_AFTER_EXPIRY_MS = 60 * 60 * 1000;

function newPairingCode(): string {
  return Array.from({ length: PAIRING_CODE_LENGTH }, () => PAIRING_CODE_ALPHABET[randomInt(32)]).join('');
}

/** A code is as guessable as its hash is reversible: the same SHA-256 as the kiosk credential. */
const hashPairingCode = hashKioskCredential;

async function qrCodeOf(url: string): Promise<string> {
  const svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/**
 * A code the company shows its tablet (typed, or scanned as a QR code): only its hash is kept; it
 * pairs one tablet, named `deviceName`, within PAIRING_CODE_LIFETIME_MINUTES.
 */
export async function createPairingCode(
  db: Database,
  companyId: string,
  { name: deviceName, siteId }: { name: string; siteId?: string | undefined },
  baseUrl: string,
  now: Date,
): Promise<PairingCode> {
  // Told now rather than on the tablet; the pairing itself counts again behind the lock.
  if ((await countActiveKiosks(db, companyId)) >= MAX_ACTIVE_KIOSKS) throw tooManyKiosks();
  const code = newPairingCode();
  const row = await db.transaction(async (tx) => {
    if (siteId) await requireLiveSite(tx, companyId, siteId);
    return insertPairingCode(tx, {
      companyId,
      codeHash: hashPairingCode(code),
      deviceName,
      expiresAt: new Date(now.getTime() + LIFETIME_MS),
      ...(siteId && { siteId }),
    });
  });
  await deleteSpentPairingCodes(db, companyId, new Date(now.getTime() - KEPT_AFTER_EXPIRY_MS));
  const url = pairingUrl(baseUrl, code);
  return {
    id: row.id,
    code: formatPairingCode(code),
    deviceName,
    expiresAt: row.expiresAt.toISOString(),
    pairingUrl: url,
    qrCode: await qrCodeOf(url),
  };
}

const notFound = () => new AppError('PAIRING_CODE_NOT_FOUND', 404, CLOCK_MESSAGES.pairingCodeNotFound);

export async function pairingCodeStatus(
  db: Executor,
  companyId: string,
  codeId: string,
  now: Date,
): Promise<PairingCodeStatus> {
  const row = await findPairingCode(db, companyId, codeId);
  if (!row) throw notFound();
  const status = row.usedAt ? 'used' : row.expiresAt > now ? 'pending' : 'expired';
  return { id: row.id, deviceName: row.deviceName, expiresAt: row.expiresAt.toISOString(), status };
}

/** Another company's code and a used one are both beyond the company's reach: 404. */
export async function cancelPairingCode(db: Executor, companyId: string, codeId: string) {
  if (!(await deletePendingPairingCode(db, companyId, codeId))) throw notFound();
}

/**
 * The tablet's side: the code (normalized by the request schema) becomes a device of the code's
 * company, once. Nothing here reads or writes an account session. `formerCredential`: the kiosk
 * cookie the tablet still had, whose key the new device keeps as its previous one (decision 085).
 */
export async function pairKiosk(
  db: Database,
  secretBox: SecretBox,
  { code, formerCredential }: { code: string; formerCredential: string | undefined },
  now: Date,
) {
  const codeHash = hashPairingCode(code);
  const paired = await db.transaction(async (tx) => {
    const claimed = await claimPairingCode(tx, codeHash, now);
    if (!claimed) return null;
    // Refused, the transaction is undone: the code is not spent and pairs once a kiosk is revoked.
    if ((await countActiveKiosksLocked(tx, claimed.companyId)) >= MAX_ACTIVE_KIOSKS) throw tooManyKiosks();
    const { credential, hash } = newKioskCredential();
    const queueKey = await queueKeysForNewDevice(
      tx,
      secretBox,
      claimed.companyId,
      formerCredential ? { credentialHash: hashKioskCredential(formerCredential) } : undefined,
    );
    const device = await insertKioskDevice(tx, {
      companyId: claimed.companyId,
      name: claimed.deviceName,
      credentialHash: hash,
      siteId: claimed.siteId,
      ...queueKey,
    });
    await recordPairedDevice(tx, claimed.id, claimed.companyId, device.id);
    return { credential, companyName: await companyNameOf(tx, claimed.companyId) };
  });
  if (paired) return paired;

  const spent = await findPairingCodeByHash(db, codeHash);
  if (spent?.usedAt) throw new AppError('PAIRING_CODE_USED', 400, CLOCK_MESSAGES.pairingCodeUsed);
  if (spent && !spent.siteLive) {
    throw new AppError('PAIRING_CODE_SITE_ARCHIVED', 400, CLOCK_MESSAGES.pairingCodeSiteArchived);
  }
  if (spent) throw new AppError('PAIRING_CODE_EXPIRED', 400, CLOCK_MESSAGES.pairingCodeExpired);
  throw new AppError('PAIRING_CODE_UNKNOWN', 400, CLOCK_MESSAGES.pairingCodeUnknown);
}
