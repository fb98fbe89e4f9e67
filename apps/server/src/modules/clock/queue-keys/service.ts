import { type OpenedPunch, type PunchRequest, sealedPunchContentSchema } from '@pointeo/domain/clock';
import { CLOCK_MESSAGES } from '@pointeo/domain/clock-messages';
import type { QueueKey } from '@pointeo/domain/kiosk-queue-seal';
import type { Executor } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { SecretBox } from '../../../lib/secret-box';
import {
  findQueueKeyByCredentialHash,
  findQueueKeyById,
  findQueueKeys,
  forgetPreviousQueueKey,
  setMissingQueueKey,
} from './repository';
import { newQueueKey, openSealedPunch } from './seal';

/** How a new kiosk names the one it was before: its former credential (pairing), or its key's id. */
export type FormerKiosk = { credentialHash: string } | { queueKeyId: string } | undefined;

/**
 * A new kiosk's queue key (decision 085) and, when the tablet or browser was a kiosk of the same
 * company before (its former credential came with the pairing; 'Activer ce navigateur' names the key
 * its waiting punches were sealed to), that kiosk's key as the previous one: those punches still open.
 */
export async function queueKeysForNewDevice(
  db: Executor,
  secretBox: SecretBox,
  companyId: string,
  formerKiosk: FormerKiosk,
) {
  const key = newQueueKey(secretBox);
  const former =
    formerKiosk &&
    ('credentialHash' in formerKiosk
      ? await findQueueKeyByCredentialHash(db, formerKiosk.credentialHash)
      : await findQueueKeyById(db, companyId, formerKiosk.queueKeyId));
  if (!former || former.companyId !== companyId || !former.queueKeyId || !former.queuePrivateKey) return key;
  return { ...key, previousQueueKeyId: former.queueKeyId, previousQueuePrivateKey: former.queuePrivateKey };
}

/** The device's queue key, made now for a kiosk activated before queue keys existed. */
export async function deviceQueueKey(
  db: Executor,
  secretBox: SecretBox,
  deviceId: string,
): Promise<QueueKey> {
  const keys = await findQueueKeys(db, deviceId);
  if (keys?.queueKeyId && keys.queuePublicKey) return { id: keys.queueKeyId, publicKey: keys.queuePublicKey };
  const made = await setMissingQueueKey(db, deviceId, newQueueKey(secretBox));
  if (made?.queueKeyId && made.queuePublicKey) return { id: made.queueKeyId, publicKey: made.queuePublicKey };
  // A twin status call gave it its key first: that one.
  return deviceQueueKey(db, secretBox, deviceId);
}

export const punchUnreadable = () => new AppError('PUNCH_UNREADABLE', 422, CLOCK_MESSAGES.punchUnreadable);

/**
 * The punch as sent, or opened from its seal with the device's own keys: a punch sealed to another
 * device's key, altered, or whose content is not a punch's is refused (PUNCH_UNREADABLE), nothing
 * recorded. A punch that opens under the current key was queued after every punch sealed to the
 * previous one, which were all sent before it: the previous key is then forgotten.
 */
export async function openPunch(
  db: Executor,
  secretBox: SecretBox,
  deviceId: string,
  { sealed, ...punch }: PunchRequest,
): Promise<OpenedPunch> {
  if (!sealed) return punch as OpenedPunch;
  const keys = await findQueueKeys(db, deviceId);
  const current = keys?.queueKeyId === sealed.keyId;
  const privateKey = current
    ? keys?.queuePrivateKey
    : keys?.previousQueueKeyId === sealed.keyId
      ? keys.previousQueuePrivateKey
      : undefined;
  const text = privateKey ? openSealedPunch(secretBox, privateKey, punch.id, sealed) : undefined;
  const content = text === undefined ? undefined : parseContent(text);
  if (!content) throw punchUnreadable();
  if (current && keys?.previousQueueKeyId) await forgetPreviousQueueKey(db, deviceId);
  return { id: punch.id, ...(punch.action && { action: punch.action }), ...content };
}

function parseContent(text: string) {
  try {
    const parsed = sealedPunchContentSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
