/**
 * A site's QR code (issue 30 item 3, decision 070): a kiosk shows a code that changes every
 * SITE_CODE_WINDOW_SECONDS, signed by the server; an employee who scans it in their own space punches
 * for that site. It proves presence without reading any position. Zod-free: the kiosk's chunk stays
 * small. The signature itself is the server's (a secret key); this file knows the format and the time.
 *
 * `PTS1.<siteId>.<window>.<mac>`: a Pointeo site code, version 1; the site's id; the window, the
 * number of whole SITE_CODE_WINDOW_SECONDS since the Unix epoch; the HMAC-SHA256 of `<siteId>.<window>`
 * cut to SITE_CODE_MAC_BYTES, in base64url.
 */

export const SITE_CODE_PREFIX = 'PTS1.';
/** A code is shown for this long, then the kiosk shows the next one. */
export const SITE_CODE_WINDOW_SECONDS = 30;
/**
 * Windows before the current one whose code is still taken: a code scanned at its 29th second
 * arrives in the next window. So a code serves at most 2 × 30 s.
 */
export const SITE_CODE_GRACE_WINDOWS = 1;
/** 128 bits of the HMAC: 22 characters of base64url. */
export const SITE_CODE_MAC_BYTES = 16;
const MAC_LENGTH = Math.ceil((SITE_CODE_MAC_BYTES * 4) / 3);
/** More than any code's text: a longer scan is no site code, and is not parsed. */
export const SITE_CODE_MAX_LENGTH = 120;

const WINDOW_MS = SITE_CODE_WINDOW_SECONDS * 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const CODE = new RegExp(
  `^${SITE_CODE_PREFIX.replace('.', '\\.')}([0-9a-f-]{36})\\.(0|[1-9][0-9]{0,11})\\.([A-Za-z0-9_-]{${MAC_LENGTH}})$`,
);

/** The window an instant falls in. */
export const siteCodeWindowAt = (at: Date): number => Math.floor(at.getTime() / WINDOW_MS);

/** When a window ends: the kiosk asks for the next code then. */
export const siteCodeWindowEnd = (window: number): Date => new Date((window + 1) * WINDOW_MS);

/** What the server signs: the site and the window. */
export const siteCodeSignedText = (siteId: string, window: number): string => `${siteId}.${window}`;

export const formatSiteCode = (siteId: string, window: number, mac: string): string =>
  `${SITE_CODE_PREFIX}${siteCodeSignedText(siteId, window)}.${mac}`;

export interface ParsedSiteCode {
  siteId: string;
  window: number;
  mac: string;
}

/** The code's parts, or null when the text is not a site code at all (another QR code, a typo). */
export function parseSiteCode(text: string): ParsedSiteCode | null {
  if (text.length > SITE_CODE_MAX_LENGTH) return null;
  const match = CODE.exec(text.trim());
  if (!match || !UUID.test(match[1]!)) return null;
  return { siteId: match[1]!, window: Number(match[2]), mac: match[3]! };
}

/** Whether a code of `window` is still taken at `now`: its own window and SITE_CODE_GRACE_WINDOWS after. */
export function siteCodeWindowLive(window: number, now: Date): boolean {
  const current = siteCodeWindowAt(now);
  return window <= current && window >= current - SITE_CODE_GRACE_WINDOWS;
}

/** Seconds left before the kiosk's code changes, rounded up (the countdown under the QR code). */
export const secondsUntil = (expiresAt: Date, now: Date): number =>
  Math.max(0, Math.ceil((expiresAt.getTime() - now.getTime()) / 1000));

export const SITE_CODE_MESSAGES = {
  /** The site's setting, in its form. */
  setting: 'Code QR du site',
  settingHint:
    'La borne du site affiche un QR code qui change toutes les 30\u202fsecondes\u202f: un employé le scanne depuis son espace pour pointer sur ce site, sans géolocalisation.',
  /** In the Sites list, under a site that shows it. */
  shown: 'Code QR du site activé',
  malformed: "Ce QR code n'est pas un code de site Pointeo\u202f: scannez le code affiché sur la borne.",
  invalid: 'Code de site invalide\u202f: scannez le code affiché sur la borne de votre site.',
  expired: 'Ce code a expiré\u202f: scannez le code affiché maintenant.',
  used: 'Ce code a déjà servi\u202f: scannez le nouveau code affiché.',
  off: "Le code QR n'est pas activé pour le site de cette borne.",
  /** The kiosk's screen. */
  show: 'Afficher le code du site',
  backToPad: 'Retour au clavier',
  title: 'Code QR du site',
  instructions: 'Scannez ce code depuis votre espace employé pour pointer.',
  imageAlt: (siteName: string) => `QR code de pointage du site ${siteName}`,
  changesIn: (seconds: number) => `Nouveau code dans ${seconds}\u202fs`,
  offline: "Hors ligne\u202f: le code du site ne peut pas s'afficher sans réseau.",
  loadFailed: "Le code du site n'a pas pu s'afficher.",
  loading: 'Chargement du code…',
} as const;
