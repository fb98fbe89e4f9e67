const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

/** 2999 → '29,99 €' (French grouping and a no-break space before the euro sign). */
export function formatEuros(cents: number): string {
  return euros.format(cents / 100);
}

/** 2999 → '29.99', the form a numeric(10,2) column takes. */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

/** '29.99' → 2999, exactly (no floating-point detour). */
export function decimalToCents(decimal: string): number {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(decimal.trim());
  if (!match) throw new RangeError(`Montant décimal attendu, reçu ${decimal}`);
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '0').padEnd(2, '0'));
  return match[1] ? -cents : cents;
}
