import type { BillingState } from '@pointeo/domain/billing';
import { activeFrom, activeUntil } from '@pointeo/domain/billing-messages';
import { formatFrenchDate } from '@pointeo/domain/dates';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The first day of the next period: a pending plan starts the day after the renewal date. */
export function pendingStartDate(renewsAt: string): string {
  return formatFrenchDate(new Date(Date.parse(renewsAt) + DAY_MS));
}

/** 'Actif le …' for the pending plan (SPEC §2 /pricing). */
export const pendingPlanLabel = (state: BillingState) => activeFrom(pendingStartDate(state.renewsAt));

/** 'Actif jusqu'au …' for the current plan when the free plan is pending. */
export const currentPlanEndLabel = (state: BillingState) => activeUntil(formatFrenchDate(state.renewsAt));
