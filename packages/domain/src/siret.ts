/** SIREN of La Poste, whose establishments follow their own key rule (sum of digits divisible by 5). */
const LA_POSTE_SIREN = '356000000';

export function normalizeSiret(value: string): string {
  return value.replace(/[\s.-]/g, '');
}

/** True when the 14-digit SIRET passes its key check (Luhn, or La Poste's rule). */
export function hasValidSiretKey(siret: string): boolean {
  if (!/^\d{14}$/.test(siret)) return false;
  const digits = [...siret].map(Number);
  if (siret.startsWith(LA_POSTE_SIREN)) {
    return digits.reduce((sum, digit) => sum + digit, 0) % 5 === 0;
  }
  const luhnSum = digits.reduce((sum, digit, index) => {
    // From the right, every second digit is doubled: with 14 digits, those at even indexes.
    if (index % 2 === 1) return sum + digit;
    const doubled = digit * 2;
    return sum + (doubled > 9 ? doubled - 9 : doubled);
  }, 0);
  return luhnSum % 10 === 0;
}

/** Completes 13 digits with the Luhn key digit: a valid SIRET (test fixtures, benchmarks, examples). */
export function withSiretKey(first13Digits: string): string {
  for (let key = 0; key <= 9; key++) {
    const candidate = `${first13Digits}${key}`;
    if (hasValidSiretKey(candidate)) return candidate;
  }
  throw new Error(`no SIRET key completes ${first13Digits}`);
}

/**
 * A SIRET as it is read and printed: SIREN in three groups of three, then the establishment's five
 * digits ('73282932000074' → '732 829 320 00074'). The spaces are no-break, so the number never
 * splits across lines. Anything that is not 14 digits once spaces, dots and dashes are removed (a
 * placeholder, a half-typed value) comes back as it was.
 */
export function formatSiret(value: string): string {
  const digits = normalizeSiret(value);
  const groups = /^(\d{3})(\d{3})(\d{3})(\d{5})$/.exec(digits);
  return groups ? groups.slice(1).join('\u00a0') : value;
}
