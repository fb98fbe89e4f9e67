export const VAT_RATE_PERCENT = 20;

export interface VatSplit {
  netCents: number;
  vatCents: number;
  grossCents: number;
}

/**
 * Splits a tax-inclusive amount: net = round(gross / 1.2), VAT = gross − net, so the three always
 * add up to the cent (2999 → 2499 + 500). Integer arithmetic keeps halves exact.
 */
export function splitVat(amountCents: number): VatSplit {
  if (!Number.isSafeInteger(amountCents)) {
    throw new RangeError(`Montant en centimes attendu, reçu ${amountCents}`);
  }
  if (amountCents < 0) {
    const credit = splitVat(-amountCents);
    return { netCents: -credit.netCents, vatCents: -credit.vatCents, grossCents: amountCents };
  }
  const netCents = Math.round((amountCents * 100) / (100 + VAT_RATE_PERCENT));
  return { netCents, vatCents: amountCents - netCents, grossCents: amountCents };
}
