import { createCipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { QUEUE_SEAL_INFO, type QueueKey, queueSealAad } from '@pointeo/domain/kiosk-queue-seal';
import type { FastifyInstance } from 'fastify';

let pairings = 0;

/**
 * Pairs a tablet with the company as a manager does (decision record 029): a code made with the
 * company's session, sent by a browser that has none. Returns the tablet's kiosk cookie; the
 * company's session stays signed in.
 */
export async function pairKiosk(app: FastifyInstance, companyCookie: string, name = 'Tablette accueil') {
  const code = await app.inject({
    method: 'POST',
    url: '/api/clock/pairing-codes',
    headers: { cookie: companyCookie },
    payload: { name },
  });
  if (code.statusCode !== 201) throw new Error(`pairing code refused: ${code.body}`);
  pairings++;
  const paired = await app.inject({
    method: 'POST',
    url: '/api/kiosk/pairing',
    payload: { code: code.json().code },
    // One address per tablet, as in a shop: the limit per address is for guesses, not for tests.
    remoteAddress: `10.250.${(pairings >> 8) & 255}.${pairings & 255}`,
  });
  const credential = paired.cookies.find((cookie) => cookie.name === 'pointeo_kiosk');
  if (paired.statusCode !== 201 || !credential) throw new Error(`pairing refused: ${paired.body}`);
  return { cookie: `pointeo_kiosk=${credential.value}`, deviceName: name };
}

/**
 * A punch sealed as the kiosk seals it (decision 085), with node:crypto instead of WebCrypto: a
 * fresh P-256 key pair, ECDH with the device's queue key, HKDF-SHA256, AES-256-GCM.
 */
export function sealPunch(
  queueKey: QueueKey,
  {
    id,
    action,
    ...content
  }: { id: string; action?: 'ask' | 'out' | 'break'; punchedAt: string } & (
    | { pin: string }
    | { badge: string }
  ),
) {
  const ephemeral = createECDH('prime256v1');
  const epk = ephemeral.generateKeys();
  const shared = ephemeral.computeSecret(Buffer.from(queueKey.publicKey, 'base64url'));
  const key = Buffer.from(hkdfSync('sha256', shared, epk, QUEUE_SEAL_INFO, 32));
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(queueSealAad(queueKey.id, id)));
  const ct = Buffer.concat([cipher.update(JSON.stringify(content)), cipher.final(), cipher.getAuthTag()]);
  return {
    id,
    ...(action && { action }),
    sealed: {
      keyId: queueKey.id,
      epk: epk.toString('base64url'),
      iv: iv.toString('base64url'),
      ct: ct.toString('base64url'),
    },
  };
}
