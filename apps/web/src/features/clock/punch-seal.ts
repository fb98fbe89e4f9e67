import {
  QUEUE_SEAL_INFO,
  type QueueKey,
  queueSealAad,
  type SealedPunchParts,
} from '@pointeo/domain/kiosk-queue-seal';

const P256 = { name: 'ECDH', namedCurve: 'P-256' } as const;
const utf8 = (text: string) => new TextEncoder().encode(text);

function base64url(bytes: ArrayBuffer | Uint8Array): string {
  let binary = '';
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/**
 * Seals `content` for the server alone (decision 085, kiosk-queue-seal.ts): a fresh ECDH P-256 key
 * pair whose private half is never kept, the shared secret through HKDF-SHA256 into an AES-256-GCM
 * key, the key's id and the punch's id authenticated with it.
 */
export async function sealFor(key: QueueKey, punchId: string, content: object): Promise<SealedPunchParts> {
  const { subtle } = crypto;
  const recipient = await subtle.importKey('raw', fromBase64url(key.publicKey), P256, false, []);
  const ephemeral = (await subtle.generateKey(P256, false, ['deriveBits'])) as CryptoKeyPair;
  const shared = await subtle.deriveBits({ name: 'ECDH', public: recipient }, ephemeral.privateKey, 256);
  const epk = new Uint8Array(await subtle.exportKey('raw', ephemeral.publicKey));
  const secret = await subtle.importKey('raw', shared, 'HKDF', false, ['deriveKey']);
  const aesKey = await subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: epk, info: utf8(QUEUE_SEAL_INFO) },
    secret,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt'],
  );
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const ct = await subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: utf8(queueSealAad(key.id, punchId)) },
    aesKey,
    utf8(JSON.stringify(content)),
  );
  return { keyId: key.id, epk: base64url(epk), iv: base64url(iv), ct: base64url(ct) };
}
