import { createHash, randomBytes } from 'node:crypto';

/** An invitation link's secret: 32 random bytes; only its sha256 is stored (decision 054). */
export function newInvitationToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashInvitationToken(token) };
}

export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
