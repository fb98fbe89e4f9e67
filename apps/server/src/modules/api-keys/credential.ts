import { createHash, randomInt } from 'node:crypto';
import {
  API_KEY_PATTERN,
  API_KEY_PREFIX,
  API_KEY_RANDOM_LENGTH,
  API_KEY_SHOWN_LENGTH,
} from '@pointeo/domain/api-keys';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/**
 * A new key's secret: 'pto_live_' and 40 base62 characters drawn by the system's CSPRNG (randomInt
 * draws each without modulo bias), about 238 bits. Only its hash is stored.
 */
export function newApiKeySecret(): { secret: string; hash: string; prefix: string } {
  let random = '';
  for (let index = 0; index < API_KEY_RANDOM_LENGTH; index++) random += BASE62[randomInt(BASE62.length)];
  const secret = `${API_KEY_PREFIX}${random}`;
  return { secret, hash: hashApiKeySecret(secret), prefix: shownPrefix(secret) };
}

/**
 * SHA-256 (hex) of the secret. No salt nor slow hash: the secret is random with ~238 bits, out of
 * reach of a guess, and the guard hashes it on every call (decision 075).
 */
export const hashApiKeySecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** What the lists show of a secret: 'pto_live_a1B2c3'. */
const shownPrefix = (secret: string) => secret.slice(0, API_KEY_PREFIX.length + API_KEY_SHOWN_LENGTH);

/**
 * The secret of `Authorization: Bearer pto_live_…`, or null: no header, another scheme, or a value
 * that is not a key's form (refused before any lookup). The scheme is case-insensitive (RFC 9110).
 */
export function bearerSecret(authorization: string | undefined): string | null {
  const match = /^bearer +(\S+) *$/i.exec(authorization ?? '');
  const secret = match?.[1];
  return secret && API_KEY_PATTERN.test(secret) ? secret : null;
}
