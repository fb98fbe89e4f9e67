import { QUEUE_SEAL_INFO, type QueueKey, queueSealAad } from '@pointeo/domain/kiosk-queue-seal';

/** The few node:crypto calls the server makes to open a sealed punch (its modules/clock/queue-keys/seal.ts). */
interface NodeCrypto {
  createECDH(curve: 'prime256v1'): {
    generateKeys(): Uint8Array;
    computeSecret(publicKey: Uint8Array): Uint8Array;
  };
  hkdfSync(hash: 'sha256', key: Uint8Array, salt: Uint8Array, info: string, length: number): ArrayBuffer;
  createDecipheriv(
    algorithm: 'aes-256-gcm',
    key: Uint8Array,
    iv: Uint8Array,
  ): {
    setAAD(data: Uint8Array): void;
    setAuthTag(tag: Uint8Array): void;
    update(data: Uint8Array): Uint8Array;
    final(): Uint8Array;
  };
}

// The web's types know no Node; the tests run in Node all the same.
const NODE_CRYPTO = 'node:crypto';

const fromBase64url = (text: string) =>
  Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));

function toBase64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export interface SealedEntry {
  id: string;
  action?: string;
  sealed: { keyId: string; epk: string; iv: string; ct: string };
}

/**
 * A device's queue key made as the server makes it, and the server's way to open what the kiosk
 * sealed to it, with node:crypto (not the browser's WebCrypto that sealed it).
 */
export async function newQueueKey(id = 'cle-de-test') {
  const node = (await import(/* @vite-ignore */ NODE_CRYPTO)) as NodeCrypto;
  const ecdh = node.createECDH('prime256v1');
  const key: QueueKey = { id, publicKey: toBase64url(ecdh.generateKeys()) };

  /** What the kiosk sealed, as the server reads it; throws when it does not open. */
  function open({ id: punchId, sealed }: SealedEntry): Record<string, unknown> {
    const epk = fromBase64url(sealed.epk);
    const aesKey = new Uint8Array(node.hkdfSync('sha256', ecdh.computeSecret(epk), epk, QUEUE_SEAL_INFO, 32));
    const ct = fromBase64url(sealed.ct);
    const decipher = node.createDecipheriv('aes-256-gcm', aesKey, fromBase64url(sealed.iv));
    decipher.setAAD(new TextEncoder().encode(queueSealAad(sealed.keyId, punchId)));
    decipher.setAuthTag(ct.subarray(ct.length - 16));
    const plain = [decipher.update(ct.subarray(0, ct.length - 16)), decipher.final()];
    return JSON.parse(new TextDecoder().decode(new Uint8Array([...plain[0]!, ...plain[1]!])));
  }

  return { key, open };
}
