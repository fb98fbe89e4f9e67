import { readCookie } from '../../lib/cookies';

/** better-auth's cookies are named 'pointeo.<name>', with the '__Secure-' prefix on https. */
export const AUTH_COOKIE_PREFIX = 'pointeo';

/**
 * The value of one of better-auth's cookies ('session_token', 'two_factor'), on http or https;
 * undefined when absent or empty.
 */
export function readAuthCookie(header: string | undefined, name: string): string | undefined {
  const cookie = `${AUTH_COOKIE_PREFIX}.${name}`;
  return readCookie(header, cookie) || readCookie(header, `__Secure-${cookie}`) || undefined;
}
