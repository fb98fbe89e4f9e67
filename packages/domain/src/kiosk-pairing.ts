/**
 * The one-time code that pairs a tablet with a company (decision record 029); zod-free so the
 * kiosk chunk stays small. Crockford's base 32: no I, L, O or U, so what is read aloud or copied
 * from a screen is typed right, and the look-alikes a person types anyway are read as meant.
 */
export const PAIRING_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** 32^8 ≈ 1.1 × 10^12 codes, against a few live ones and rate-limited guesses. */
export const PAIRING_CODE_LENGTH = 8;
export const PAIRING_CODE_LIFETIME_MINUTES = 10;

const LOOK_ALIKES: Record<string, string> = { I: '1', L: '1', O: '0' };

/**
 * The code as stored and compared: upper case, without the separators a person may type, with the
 * look-alikes read as their digits; null when what is left is not a code at all.
 */
export function normalizePairingCode(typed: string): string | null {
  const code = typed
    .toUpperCase()
    .replace(/[\s\-_.]/g, '')
    .replace(/[ILO]/g, (letter) => LOOK_ALIKES[letter] ?? letter);
  if (code.length !== PAIRING_CODE_LENGTH) return null;
  return [...code].every((character) => PAIRING_CODE_ALPHABET.includes(character)) ? code : null;
}

/** 'ABCD1234' → 'ABCD-1234': two halves a person reads and types more easily. */
export function formatPairingCode(code: string): string {
  const half = PAIRING_CODE_LENGTH / 2;
  return `${code.slice(0, half)}-${code.slice(half)}`;
}

/** Where the code's QR code sends the tablet: the kiosk, which pairs itself with the code. */
export function pairingUrl(baseUrl: string, code: string): string {
  const kiosk = new URL('/pointage', baseUrl);
  // The code's characters (A–Z, 0–9 and the dash) need no escaping in a query.
  return `${kiosk.origin}${kiosk.pathname}?code=${formatPairingCode(code)}`;
}
