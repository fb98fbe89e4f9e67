import { describe, expect, it } from 'vitest';
import {
  formatSiteCode,
  parseSiteCode,
  SITE_CODE_MAX_LENGTH,
  SITE_CODE_MESSAGES,
  secondsUntil,
  siteCodeWindowAt,
  siteCodeWindowEnd,
  siteCodeWindowLive,
} from './site-code';

const SITE = '0b0e7c9a-3f1d-4c2b-9a8e-5d6f7a8b9c0d';
const MAC = 'AbCdEfGhIjKlMnOpQrSt-_';
const at = (iso: string) => new Date(iso);

describe('the site code window', () => {
  it('counts whole 30-second periods since the epoch', () => {
    expect(siteCodeWindowAt(new Date(0))).toBe(0);
    expect(siteCodeWindowAt(new Date(29_999))).toBe(0);
    expect(siteCodeWindowAt(new Date(30_000))).toBe(1);
    expect(siteCodeWindowAt(at('2026-11-27T10:00:15Z'))).toBe(
      Math.floor(Date.parse('2026-11-27T10:00:00Z') / 30_000),
    );
  });

  it('ends when the next one starts', () => {
    const window = siteCodeWindowAt(at('2026-11-27T10:00:15Z'));
    expect(siteCodeWindowEnd(window).toISOString()).toBe('2026-11-27T10:00:30.000Z');
    expect(siteCodeWindowAt(siteCodeWindowEnd(window))).toBe(window + 1);
  });

  it('takes a code in its own window and the next, never before nor after', () => {
    const window = siteCodeWindowAt(at('2026-11-27T10:00:00Z'));
    expect(siteCodeWindowLive(window, at('2026-11-27T10:00:00Z'))).toBe(true);
    expect(siteCodeWindowLive(window, at('2026-11-27T10:00:29.999Z'))).toBe(true);
    // Scanned at its 29th second, arrived in the next window.
    expect(siteCodeWindowLive(window, at('2026-11-27T10:00:59.999Z'))).toBe(true);
    expect(siteCodeWindowLive(window, at('2026-11-27T10:01:00Z'))).toBe(false);
    // A window to come was never shown.
    expect(siteCodeWindowLive(window + 1, at('2026-11-27T10:00:10Z'))).toBe(false);
  });

  it('counts the seconds left, rounded up, never below zero', () => {
    const end = at('2026-11-27T10:00:30Z');
    expect(secondsUntil(end, at('2026-11-27T10:00:00Z'))).toBe(30);
    expect(secondsUntil(end, at('2026-11-27T10:00:29.2Z'))).toBe(1);
    expect(secondsUntil(end, at('2026-11-27T10:00:31Z'))).toBe(0);
  });
});

describe('the site code text', () => {
  it('reads back what it formats', () => {
    const code = formatSiteCode(SITE, 59_000_123, MAC);
    expect(code).toBe(`PTS1.${SITE}.59000123.${MAC}`);
    expect(parseSiteCode(code)).toEqual({ siteId: SITE, window: 59_000_123, mac: MAC });
    expect(parseSiteCode(` ${code}\n`)).toEqual({ siteId: SITE, window: 59_000_123, mac: MAC });
  });

  it.each([
    ['another QR code', 'https://example.com/'],
    ['a badge', 'PTB1.AbCdEfGhIjKlMnOpQrStUvWx'],
    ['another version', `PTS2.${SITE}.1.${MAC}`],
    ['no mac', `PTS1.${SITE}.1`],
    ['a short mac', `PTS1.${SITE}.1.${MAC.slice(1)}`],
    ['a long mac', `PTS1.${SITE}.1.${MAC}A`],
    ['a mac outside base64url', `PTS1.${SITE}.1.${MAC.slice(1)}+`],
    ['a site that is no id', `PTS1.${'-'.repeat(36)}.1.${MAC}`],
    ['an upper-case id', `PTS1.${SITE.toUpperCase()}.1.${MAC}`],
    ['a negative window', `PTS1.${SITE}.-1.${MAC}`],
    ['a window with a leading zero', `PTS1.${SITE}.01.${MAC}`],
    ['a window too large', `PTS1.${SITE}.1234567890123.${MAC}`],
    ['too long a text', `PTS1.${SITE}.1.${MAC}`.padEnd(SITE_CODE_MAX_LENGTH + 1, ' ')],
  ])('refuses %s', (_, text) => {
    expect(parseSiteCode(text)).toBeNull();
  });

  it('says its refusals in French', () => {
    expect(SITE_CODE_MESSAGES.expired).toBe('Ce code a expiré\u202f: scannez le code affiché maintenant.');
    expect(SITE_CODE_MESSAGES.used).toBe('Ce code a déjà servi\u202f: scannez le nouveau code affiché.');
  });
});
