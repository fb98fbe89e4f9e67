import { createHash, randomBytes } from 'node:crypto';

export const KIOSK_COOKIE = 'pointeo_kiosk';
/** Browsers keep a cookie at most 400 days. */
const KIOSK_COOKIE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

export function newKioskCredential(): { credential: string; hash: string } {
  const credential = randomBytes(32).toString('base64url');
  return { credential, hash: hashKioskCredential(credential) };
}

export function hashKioskCredential(credential: string): string {
  return createHash('sha256').update(credential).digest('hex');
}

/** Scoped to the kiosk API: the credential is never sent to, nor accepted by, any other route. */
export function kioskCookie(credential: string, secure: boolean): string {
  return [
    `${KIOSK_COOKIE}=${credential}`,
    'Path=/api/kiosk',
    `Max-Age=${KIOSK_COOKIE_MAX_AGE_SECONDS}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
