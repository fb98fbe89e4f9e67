import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { SITE_CODE_MAC_BYTES, siteCodeSignedText } from '@pointeo/domain/site-code';
import type { Database } from '../../../db/client';
import { loadOrMakeStoredKey } from './repository';

/**
 * The key that signs the sites' QR codes (decision 070): SITE_CODE_SECRET when set, otherwise the
 * random key the first start stored in `site_code_keys`, so restarts and every instance sign alike.
 * Read once when the app starts; never sent anywhere.
 */
export interface SiteCodeKey {
  /** The code's MAC of the site and the window, base64url. */
  sign(siteId: string, window: number): string;
  /** Whether `mac` is the site and window's, compared in constant time. */
  verify(siteId: string, window: number, mac: string): boolean;
}

export function siteCodeKeyOf(secret: string): SiteCodeKey {
  const key = Buffer.from(secret, 'utf8');
  const macOf = (siteId: string, window: number) =>
    createHmac('sha256', key)
      .update(siteCodeSignedText(siteId, window))
      .digest()
      .subarray(0, SITE_CODE_MAC_BYTES);
  return {
    sign: (siteId, window) => macOf(siteId, window).toString('base64url'),
    verify(siteId, window, mac) {
      // The texts, not the bytes: base64url's last character carries unused bits, so two texts
      // decode alike; only the one the server wrote is taken.
      const given = Buffer.from(mac, 'utf8');
      const expected = Buffer.from(macOf(siteId, window).toString('base64url'), 'utf8');
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

/** A random key for the table, as strong as the HMAC's block needs. */
export const newStoredSecret = () => randomBytes(32).toString('base64url');

export async function loadSiteCodeKey(
  db: Database,
  configuredSecret: string | undefined,
): Promise<SiteCodeKey> {
  return siteCodeKeyOf(configuredSecret ?? (await loadOrMakeStoredKey(db, newStoredSecret())));
}
