/**
 * How a kiosk seals the punches it queues (decision 085), zod-free so the kiosk's first chunk stays
 * small: ECDH P-256 between a fresh key pair of the kiosk's and its device's queue key, HKDF-SHA256
 * (salt: the kiosk's fresh public key, info below), AES-256-GCM with the key's id and the punch's id
 * as additional data, so a ciphertext opens only under its own key and its own punch id.
 */
export const QUEUE_SEAL_INFO = 'pointeo kiosk queue v1';

/** The additional data AES-GCM authenticates with the ciphertext. */
export const queueSealAad = (keyId: string, punchId: string) => `${keyId}.${punchId}`;

/** The device's queue key as the kiosk gets it: its id, and its public point (65 bytes, base64url). */
export interface QueueKey {
  id: string;
  publicKey: string;
}

/** A sealed punch's parts, base64url: the key's id, the kiosk's fresh public point, the IV, and the ciphertext with its tag. */
export interface SealedPunchParts {
  keyId: string;
  epk: string;
  iv: string;
  ct: string;
}
