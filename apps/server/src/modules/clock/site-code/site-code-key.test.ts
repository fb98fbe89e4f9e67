import { describe, expect, it } from 'vitest';
import { siteCodeKeyOf } from './site-code-key';

const SITE = '0b0e7c9a-3f1d-4c2b-9a8e-5d6f7a8b9c0d';
const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

describe('the site code key', () => {
  const key = siteCodeKeyOf('k'.repeat(32));

  it('signs a site and a window with 128 bits, and takes back only what it signed', () => {
    const mac = key.sign(SITE, 59_000_000);
    expect(mac).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(key.verify(SITE, 59_000_000, mac)).toBe(true);
    expect(key.verify(SITE, 59_000_001, mac)).toBe(false);
    expect(key.verify(SITE.replace('0b', '0c'), 59_000_000, mac)).toBe(false);
    expect(siteCodeKeyOf('j'.repeat(32)).verify(SITE, 59_000_000, mac)).toBe(false);
    expect(key.verify(SITE, 59_000_000, mac.slice(0, 21))).toBe(false);
  });

  it('refuses another text of the same bytes (the unused bits of the last character)', () => {
    const mac = key.sign(SITE, 1);
    const last = BASE64URL.indexOf(mac.at(-1)!);
    // 16 bytes fill 21 characters and 2 bits of the 22nd: its 4 low bits are unused.
    const twin = `${mac.slice(0, -1)}${BASE64URL[last ^ 1]}`;
    expect(Buffer.from(twin, 'base64url').equals(Buffer.from(mac, 'base64url'))).toBe(true);
    expect(key.verify(SITE, 1, twin)).toBe(false);
  });
});
