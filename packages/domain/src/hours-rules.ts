/**
 * The figures and French words of the hours engine (LEGAL.md), without the engine: the web can show
 * alert labels and settings defaults without pulling in the time-zone and holiday libraries.
 */

export interface HoursSettings {
  /** Start of night work, Paris wall time 'HH:MM' (L3122-20 default 21:00). */
  nightStart: string;
  /** End of night work, Paris wall time 'HH:MM' (default 06:00). */
  nightEnd: string;
  /**
   * The workplace is in Moselle, Bas-Rhin or Haut-Rhin: Good Friday and 26 December are holidays. Not
   * a company setting: each employee's, from their site's département (issue 29 item 7).
   */
  alsaceMoselle: boolean;
  /**
   * An agreement lets part-time staff work heures complémentaires up to one third of their contract
   * (L3123-20): the alert at one tenth (L3123-28) is then not raised; the one at one third always is.
   */
  complementaryUpToThird: boolean;
}

export const DEFAULT_HOURS_SETTINGS: Readonly<HoursSettings> = Object.freeze({
  nightStart: '21:00',
  nightEnd: '06:00',
  alsaceMoselle: false,
  complementaryUpToThird: false,
});

/** The départements of the Alsace-Moselle local law (L3134-13): Moselle, Bas-Rhin, Haut-Rhin. */
export const ALSACE_MOSELLE_DEPARTEMENTS: readonly string[] = Object.freeze(['57', '67', '68']);

/** Whether a site in this département (null: not given) has the Alsace-Moselle holidays. */
export function inAlsaceMoselle(departement: string | null | undefined): boolean {
  return departement != null && ALSACE_MOSELLE_DEPARTEMENTS.includes(departement);
}

/** L3121-27: overtime starts beyond 35 h a week; also the default contract. */
export const LEGAL_WEEK_MINUTES = 35 * 60;
/** L3121-36: hours 36 to 43 are paid +25 %, from the 44th +50 %. */
export const OVERTIME_25_LIMIT_MINUTES = 8 * 60;
/**
 * L3123-8, L3123-29: heures complémentaires are paid +10 % up to one tenth of the contract, +25 %
 * beyond; L3123-28 caps them at one tenth, L3123-20 lets an agreement go up to one third.
 */
export const COMPLEMENTARY_10_SHARE_DIVISOR = 10;
export const COMPLEMENTARY_AGREEMENT_SHARE_DIVISOR = 3;
export const DAILY_MAX_MINUTES = 10 * 60;
export const WEEKLY_MAX_MINUTES = 48 * 60;
export const DAILY_REST_MINUTES = 11 * 60;
/** L3132-2: 24 consecutive hours of weekly rest plus the 11 h of daily rest. */
export const WEEKLY_REST_MINUTES = 24 * 60 + DAILY_REST_MINUTES;
/** L3121-22: 44 h a week on average over any 12 consecutive weeks. */
export const AVERAGE_WEEKLY_MAX_MINUTES = 44 * 60;
export const AVERAGE_WEEKS = 12;
/**
 * L3121-16: once the day's work reaches 6 h, a break of 20 consecutive minutes; read as no more than
 * 6 h of work before such a break (LEGAL.md).
 */
export const BREAK_REQUIRED_FROM_MINUTES = 6 * 60;
export const MIN_BREAK_MINUTES = 20;
/** L3132-1: at most 6 days worked a week. */
export const MAX_DAYS_WORKED_PER_WEEK = 6;
/**
 * A gap shorter than this is a break inside a shift even across midnight (a night shift with a meal
 * break at 02:00 is one working day); a longer one on a later day is a rest between two shifts.
 */
export const SHIFT_CONTINUES_ACROSS_MIDNIGHT_MINUTES = 3 * 60;

/**
 * 1 May, the one compulsory day off (L3133-4), paid double when worked (L3133-6): its hours are a
 * figure of their own, not 'Heures de jour férié'. Alsace-Moselle adds days but leaves this one as is.
 */
export function isMayDay(date: string): boolean {
  return date.slice(5) === '05-01';
}

export type HoursAlertCode =
  | 'daily-max'
  | 'weekly-max'
  | 'short-rest'
  | 'missing-break'
  | 'seven-days'
  | 'missing-clock-out'
  | 'overlapping-entries'
  | 'part-time-over-35h'
  | 'complementary-over-tenth'
  | 'complementary-over-third'
  | 'short-weekly-rest'
  | 'average-weekly-max';

/** Narrow no-break space: before ':' and between a number and its unit, as French typography wants. */
const NNBSP = '\u202f';

export const HOURS_ALERT_LABELS: Readonly<Record<HoursAlertCode, string>> = {
  'daily-max': `Plus de 10${NNBSP}h travaillées dans la journée`,
  'weekly-max': `Plus de 48${NNBSP}h travaillées dans la semaine`,
  'short-rest': `Moins de 11${NNBSP}h de repos entre deux journées`,
  'missing-break': `6${NNBSP}h de travail ou plus sans pause de 20${NNBSP}min consécutives`,
  'seven-days': '7 jours travaillés dans la semaine',
  'missing-clock-out': 'Pointage de sortie manquant',
  'overlapping-entries': 'Pointages qui se chevauchent',
  'part-time-over-35h': `Temps partiel${NNBSP}: 35${NNBSP}h ou plus dans la semaine`,
  'complementary-over-tenth': `Temps partiel${NNBSP}: heures complémentaires au-delà du dixième du contrat`,
  'complementary-over-third': `Temps partiel${NNBSP}: heures complémentaires au-delà du tiers du contrat`,
  'short-weekly-rest': `Moins de 35${NNBSP}h consécutives de repos dans la semaine`,
  'average-weekly-max': `Plus de 44${NNBSP}h travaillées par semaine en moyenne sur 12 semaines`,
};

/** Pay lines as payslips and exports name them. */
export const HOURS_LINE_LABELS = {
  worked: 'Heures travaillées',
  overtime25: 'Heures sup. 25\u00a0%',
  overtime50: 'Heures sup. 50\u00a0%',
  complementary: 'Heures complémentaires',
  complementary10: 'Heures complémentaires 10\u00a0%',
  complementary25: 'Heures complémentaires 25\u00a0%',
  night: 'Heures de nuit',
  sunday: 'Heures du dimanche',
  holiday: 'Heures de jour férié',
  mayDay: 'Heures du 1er mai',
  absence: 'Absences payées',
  inProgress: 'En cours',
  toRegularise: 'À régulariser',
} as const;
