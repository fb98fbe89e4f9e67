import { DEFAULT_DOUBLE_PUNCH_WINDOW_SECONDS } from '@pointeo/domain/clock-messages';
import { DEFAULT_HOURS_SETTINGS, type HoursSettings } from '@pointeo/domain/hours-rules';
import type { TimeSettings } from '@pointeo/domain/timesheets';
import type { Executor } from '../../db/client';
import { everySiteInAlsaceMoselle } from '../sites';
import { findMonthValidations } from './repository/months';
import { findTimeSettings } from './repository/time-settings';

/**
 * The settings the hours engine computes a month with. A validated month keeps those it was validated
 * with (stored by 'Valider le mois'), so changing the night window or the holiday calendar later never
 * moves its figures, its report or its payroll file; any other month reads the company's current ones.
 */

/**
 * The company's night window and agreement, the engine's defaults until it saves its own. Their
 * `alsaceMoselle` is the company's shared calendar, on when every site is in Alsace-Moselle: what
 * shows the whole company's days; each employee's figures read their own site's (issue 29 item 7).
 */
export async function currentHoursSettings(db: Executor, companyId: string): Promise<HoursSettings> {
  const [saved, alsaceMoselle] = await Promise.all([
    findTimeSettings(db, companyId),
    everySiteInAlsaceMoselle(db, companyId),
  ]);
  if (!saved) return { ...DEFAULT_HOURS_SETTINGS, alsaceMoselle };
  return {
    nightStart: saved.nightStart,
    nightEnd: saved.nightEnd,
    alsaceMoselle,
    complementaryUpToThird: saved.complementaryUpToThird,
  };
}

/** The 'Paramètres' the company edits: the hours settings and the kiosk's double-punch window. */
export async function currentTimeSettings(db: Executor, companyId: string): Promise<TimeSettings> {
  const { alsaceMoselle: _perSite, ...defaults } = DEFAULT_HOURS_SETTINGS;
  return (
    (await findTimeSettings(db, companyId)) ?? {
      ...defaults,
      doublePunchWindowSeconds: DEFAULT_DOUBLE_PUNCH_WINDOW_SECONDS,
    }
  );
}

export async function hoursSettingsForMonth(
  db: Executor,
  companyId: string,
  month: string,
): Promise<HoursSettings> {
  const [validation] = await findMonthValidations(db, companyId, [month]);
  return keptSettings(validation?.hoursSettings) ?? currentHoursSettings(db, companyId);
}

/** Each month's settings, for a period of several months, in two queries. */
export async function hoursSettingsForMonths(
  db: Executor,
  companyId: string,
  months: readonly string[],
): Promise<Map<string, HoursSettings>> {
  const [validations, current] = await Promise.all([
    findMonthValidations(db, companyId, months),
    currentHoursSettings(db, companyId),
  ]);
  const kept = new Map(validations.map((row) => [row.month, keptSettings(row.hoursSettings)]));
  return new Map(months.map((month) => [month, kept.get(month) ?? current]));
}

/**
 * The settings a month was validated with. Those validated before a setting existed did not store it:
 * they read its default (off), as they were computed (the 'jusqu'au tiers' agreement, decision 040).
 */
function keptSettings(stored: HoursSettings | null | undefined): HoursSettings | undefined {
  return stored ? { ...DEFAULT_HOURS_SETTINGS, ...stored } : undefined;
}
