import { describe, expect, it } from 'vitest';
import { formatPairingCode, normalizePairingCode, pairingUrl } from './kiosk-pairing';

describe('normalizePairingCode', () => {
  it('reads a code typed in lower case, with a dash or spaces', () => {
    expect(normalizePairingCode('abcd-2345')).toBe('ABCD2345');
    expect(normalizePairingCode(' AB CD 23 45 ')).toBe('ABCD2345');
  });

  it('reads the look-alike letters as the digits they resemble', () => {
    expect(normalizePairingCode('IOLx-7890')).toBe('101X7890');
  });

  it('refuses what cannot be a code: wrong length, a U, punctuation', () => {
    expect(normalizePairingCode('ABCD-234')).toBeNull();
    expect(normalizePairingCode('ABCD-23456')).toBeNull();
    expect(normalizePairingCode('ABCU-2345')).toBeNull();
    expect(normalizePairingCode('ABC!-2345')).toBeNull();
    expect(normalizePairingCode('')).toBeNull();
  });
});

describe('the code a person sees', () => {
  it('is two halves joined by a dash, and the QR code opens the kiosk with it', () => {
    expect(formatPairingCode('ABCD2345')).toBe('ABCD-2345');
    expect(pairingUrl('https://pointeo.example', 'ABCD2345')).toBe(
      'https://pointeo.example/pointage?code=ABCD-2345',
    );
  });
});
