import { createHash } from 'node:crypto';

/** How better-auth begins the identifier of a password reset row (then comes the token). */
export const RESET_IDENTIFIER_PREFIX = 'reset-password:';

/**
 * What the verification table keeps of a reset link: a SHA-256 digest of better-auth's identifier,
 * so reading the table gives no usable link, behind the same prefix, so a user's reset rows can still
 * be told apart from other verifications.
 */
export async function storedResetIdentifier(identifier: string): Promise<string> {
  return RESET_IDENTIFIER_PREFIX + createHash('sha256').update(identifier).digest('base64url');
}
