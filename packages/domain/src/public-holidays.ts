import Holidays from 'date-holidays';

/**
 * French public holidays (L3133-1) from `date-holidays`, with Good Friday and 26 December for
 * Alsace-Moselle (L3134-13). The library weighs about 1.5 MB (all countries' data and
 * moment-timezone): only the hours engine imports this module, and only the server runs it.
 */

/** Moselle; Bas-Rhin (67) and Haut-Rhin (68) have the same local law and the same days. */
const ALSACE_MOSELLE_DEPARTEMENT = '57';

let national: Holidays | undefined;
let alsaceMoselle: Holidays | undefined;
const byYear = new Map<string, ReadonlyMap<string, string>>();

/** Date 'YYYY-MM-DD' → French name of each public holiday of the year (observances left out). */
export function publicHolidaysOf(year: number, inAlsaceMoselle: boolean): ReadonlyMap<string, string> {
  const key = `${year}:${inAlsaceMoselle}`;
  let days = byYear.get(key);
  if (!days) {
    days = new Map(
      calendar(inAlsaceMoselle)
        .getHolidays(year, 'fr')
        .filter((holiday) => holiday.type === 'public')
        .map((holiday) => [holiday.date.slice(0, 10), holiday.name] as const),
    );
    byYear.set(key, days);
  }
  return days;
}

/** 'Fête Nationale de la France' for '2026-07-14'; undefined on an ordinary day. */
export function publicHolidayName(date: string, inAlsaceMoselle: boolean): string | undefined {
  return publicHolidaysOf(Number(date.slice(0, 4)), inAlsaceMoselle).get(date);
}

function calendar(inAlsaceMoselle: boolean): Holidays {
  if (inAlsaceMoselle) {
    alsaceMoselle ??= new Holidays('FR', ALSACE_MOSELLE_DEPARTEMENT, { languages: 'fr' });
    return alsaceMoselle;
  }
  national ??= new Holidays('FR', { languages: 'fr' });
  return national;
}
