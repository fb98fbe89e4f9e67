import type { KioskSettings, KioskSettingsView } from '@pointeo/domain/clock';
import { planAllows } from '@pointeo/domain/plan-features';
import type { PlanName } from '@pointeo/domain/plans';

/** The kiosk rules as the Pointages tab shows them: «Pauses sur la borne» needs «Pointage avancé». */
export const kioskSettingsView = (settings: KioskSettings, plan: PlanName): KioskSettingsView => ({
  ...settings,
  breaksInPlan: planAllows(plan, 'advancedClocking'),
});
