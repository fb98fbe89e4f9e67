import { createHash, randomBytes } from 'node:crypto';
import { BADGE_PREFIX } from '@pointeo/domain/badges';

/** 144 random bits: as unguessable as a kiosk's credential is, in a QR code small enough to scan. */
const SECRET_BYTES = 18;

export interface BadgeSecret {
  secret: string;
  hash: string;
}
export type BadgeSecretMaker = () => BadgeSecret;

/** A new badge's QR text (never the PIN nor an id) and the hash kept of it. */
export function newBadgeSecret(): BadgeSecret {
  const secret = `${BADGE_PREFIX}${randomBytes(SECRET_BYTES).toString('base64url')}`;
  return { secret, hash: hashBadgeSecret(secret) };
}

export function hashBadgeSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
