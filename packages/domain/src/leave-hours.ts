import type { AbsenceDayInput } from './hours-engine';
import { type AbsenceSpan, spanDays } from './leave-days';
import { isoWeekday } from './paris-calendar';
import { publicHolidayName } from './public-holidays';

/**
 * The paid hours of approved absences, day by day, for the time sheets and the reports: a working
 * day (Monday to Friday, not a public holiday, which is paid as such) counts the contract's daily
 * hours (weekly hours / 5), half of them for a half day; an unpaid type counts none.
 */

export interface AbsenceOfType extends AbsenceSpan {
  typeId: string;
  typeName: string;
  /** The built-in type's code ('conges-payes'…), null for the company's own: the payroll code. */
  typeCode: string | null;
  paid: boolean;
  countsAsWorkedTime: boolean;
}

export interface AbsenceDayHours extends AbsenceDayInput {
  typeId: string;
  typeName: string;
  typeCode: string | null;
  /** 1 or 0.5. */
  share: number;
}

const WORKING_DAYS_PER_WEEK = 5;

export function absenceDayHours(
  absences: readonly AbsenceOfType[],
  weeklyContractMinutes: number,
  alsaceMoselle: boolean,
): AbsenceDayHours[] {
  const dailyMinutes = weeklyContractMinutes / WORKING_DAYS_PER_WEEK;
  return absences.flatMap((absence) =>
    spanDays(absence)
      .filter(
        ({ date }) => isoWeekday(date) <= WORKING_DAYS_PER_WEEK && !publicHolidayName(date, alsaceMoselle),
      )
      .map(({ date, share }) => ({
        date,
        share,
        paidMinutes: absence.paid ? Math.round(dailyMinutes * share) : 0,
        countsAsWorkedTime: absence.countsAsWorkedTime,
        typeId: absence.typeId,
        typeName: absence.typeName,
        typeCode: absence.typeCode,
      })),
  );
}

/** Date → the absence types of that day ('Congés payés', or two names for two half days). */
export function absenceNamesByDate(days: readonly AbsenceDayHours[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const day of days) {
    const known = names.get(day.date);
    names.set(day.date, known && known !== day.typeName ? `${known}, ${day.typeName}` : day.typeName);
  }
  return names;
}
