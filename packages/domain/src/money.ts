const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

/** 2999 → '29,99 €' (French grouping and a no-break space before the euro sign). */
export function formatEuros(cents: number): string {
  return euros.format(cents / 100);
}
