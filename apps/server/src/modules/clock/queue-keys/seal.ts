import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { QUEUE_SEAL_INFO, queueSealAad, type SealedPunchParts } from '@pointeo/domain/kiosk-queue-seal';
import type { SecretBox } from '../../../lib/secret-box';

const CURVE = 'prime256v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A device's queue key as stored: its private scalar sealed with the secret box. */
export interface StoredQueueKey {
  queueKeyId: string;
  queuePublicKey: string;
  queuePrivateKey: string;
}

/** A fresh ECDH P-256 key pair for a kiosk's queue (decision 085). */
export function newQueueKey(secretBox: SecretBox): StoredQueueKey {
  const ecdh = createECDH(CURVE);
  ecdh.generateKeys();
  return {
    queueKeyId: randomBytes(12).toString('base64url'),
    queuePublicKey: ecdh.getPublicKey().toString('base64url'),
    queuePrivateKey: secretBox.seal(ecdh.getPrivateKey().toString('base64url')),
  };
}

/**
 * The text the kiosk sealed under `sealedPrivateKey` for the punch `punchId`, or undefined when it
 * does not open: another key, another punch id, a point off the curve, a byte changed anywhere.
 */
export function openSealedPunch(
  secretBox: SecretBox,
  sealedPrivateKey: string,
  punchId: string,
  { keyId, epk, iv, ct }: SealedPunchParts,
): string | undefined {
  try {
    const ecdh = createECDH(CURVE);
    ecdh.setPrivateKey(Buffer.from(secretBox.open(sealedPrivateKey), 'base64url'));
    const ephemeral = Buffer.from(epk, 'base64url');
    const shared = ecdh.computeSecret(ephemeral);
    const key = Buffer.from(hkdfSync('sha256', shared, ephemeral, QUEUE_SEAL_INFO, 32));
    const nonce = Buffer.from(iv, 'base64url');
    const sealed = Buffer.from(ct, 'base64url');
    if (nonce.length !== IV_BYTES || sealed.length < TAG_BYTES) return undefined;
    const decipher = createDecipheriv('aes-256-gcm', key, nonce, { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(queueSealAad(keyId, punchId)));
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    return Buffer.concat([
      decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return undefined;
  }
}
