import type { BillingState } from '@pointeo/domain/billing';
import { activeFrom, activeUntil } from '@pointeo/domain/billing-messages';
import { formatFrenchDate } from '@pointeo/domain/dates';

/**
 * The first day of the next period: a pending plan starts the calendar day after the renewal date,
 * as days go in Paris (adding 24 h would land on the same day when the clocks go back).
 */
export function pendingStartDate(renewsAt: string): string {
  const [day, month, year] = formatFrenchDate(renewsAt).split('/').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(year, month - 1, day + 1));
  return [next.getUTCDate(), next.getUTCMonth() + 1]
    .map((part) => String(part).padStart(2, '0'))
    .concat(String(next.getUTCFullYear()))
    .join('/');
}

/** 'Actif le …' for the pending plan (SPEC §2 /pricing). */
export const pendingPlanLabel = (state: BillingState) => activeFrom(pendingStartDate(state.renewsAt));

/** 'Actif jusqu'au …' for the current plan when the free plan is pending. */
export const currentPlanEndLabel = (state: BillingState) => activeUntil(formatFrenchDate(state.renewsAt));

const CARD_BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  cartes_bancaires: 'CB',
};

/** 'Visa se terminant par 4242', from the brand and last four digits the provider reports. */
export function cardLabel(card: { brand: string; last4: string }): string {
  const brand = CARD_BRANDS[card.brand] ?? 'Carte';
  return `${brand} se terminant par ${card.last4}`;
}
