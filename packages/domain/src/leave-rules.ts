/**
 * The figures of paid leave (LEGAL.md, Code du travail L3141-3 to L3141-7, law 2024-364), without
 * any calendar library: the web can show them beside the settings.
 */

/** Jours ouvrables: every day but Sunday and public holidays; jours ouvrés: Monday to Friday minus them. */
export const DAY_COUNTINGS = ['ouvrables', 'ouvres'] as const;
export type DayCounting = (typeof DAY_COUNTINGS)[number];

export interface LeaveRules {
  counting: DayCounting;
  /** The month (1 = January) on whose first day the reference period starts: 6 (1 June) by default. */
  referenceStartMonth: number;
}

export const DEFAULT_LEAVE_RULES: Readonly<LeaveRules> = Object.freeze({
  counting: 'ouvrables',
  referenceStartMonth: 6,
});

export interface AccrualFigures {
  /** Days earned by a month of effective work (L3141-3). */
  perMonth: number;
  /** At most this many a reference period. */
  cap: number;
  /** Days earned by a month of sick leave not caused by work (L3141-5-1). */
  sickPerMonth: number;
  sickCap: number;
  /**
   * L3141-4: four weeks or 24 days of work count as a month. Days are counted Monday to Saturday
   * (24 of them make four weeks) in jours ouvrables, Monday to Friday (20) in jours ouvrés.
   */
  daysPerMonth: number;
}

/** Jours ouvrés are the ouvrables figures times 5/6: 25 a year (2,08 a month), 20 for sick leave. */
export const ACCRUAL_FIGURES: Readonly<Record<DayCounting, AccrualFigures>> = Object.freeze({
  ouvrables: { perMonth: 2.5, cap: 30, sickPerMonth: 2, sickCap: 24, daysPerMonth: 24 },
  ouvres: { perMonth: 25 / 12, cap: 25, sickPerMonth: 5 / 3, sickCap: 20, daysPerMonth: 20 },
});

/**
 * What an absence type does to the accrual: 'work' is assimilated to effective work (paid leave,
 * RTT, recovery, family events), 'sick' earns the sick-leave rate, 'none' earns nothing (unpaid leave).
 */
export type AccrualEffect = 'work' | 'sick' | 'none';

export interface AbsenceTypeRules {
  name: string;
  paid: boolean;
  /**
   * 'Compte pour les heures supplémentaires': the type's paid hours reach the weekly overtime (and
   * complementary) threshold, never the maxima. On for paid leave since Cass. soc. 10 September 2025
   * (n° 23-14.455), off for sick leave; other types off by default (LEGAL.md, decision 040).
   */
  countsAsWorkedTime: boolean;
  accrual: AccrualEffect;
  /** Its days come off the paid-leave balance. */
  takesPaidLeave: boolean;
}

/** The types every company has (the list); a company adds its own beside them. */
export const BUILT_IN_ABSENCE_TYPES = {
  'conges-payes': {
    name: 'Congés payés',
    paid: true,
    countsAsWorkedTime: true,
    accrual: 'work',
    takesPaidLeave: true,
  },
  rtt: { name: 'RTT', paid: true, countsAsWorkedTime: false, accrual: 'work', takesPaidLeave: false },
  maladie: {
    name: 'Maladie',
    paid: false,
    countsAsWorkedTime: false,
    accrual: 'sick',
    takesPaidLeave: false,
  },
  'sans-solde': {
    name: 'Congé sans solde',
    paid: false,
    countsAsWorkedTime: false,
    accrual: 'none',
    takesPaidLeave: false,
  },
  recuperation: {
    name: 'Récupération',
    paid: true,
    countsAsWorkedTime: false,
    accrual: 'work',
    takesPaidLeave: false,
  },
  'evenement-familial': {
    name: 'Événement familial',
    paid: true,
    countsAsWorkedTime: false,
    accrual: 'work',
    takesPaidLeave: false,
  },
} as const satisfies Record<string, AbsenceTypeRules>;

export type BuiltInAbsenceType = keyof typeof BUILT_IN_ABSENCE_TYPES;
export const BUILT_IN_ABSENCE_TYPE_CODES = Object.keys(BUILT_IN_ABSENCE_TYPES) as [
  BuiltInAbsenceType,
  ...BuiltInAbsenceType[],
];

/** A company's own type: paid ones count as work for the accrual, unpaid ones earn nothing. */
export function customTypeRules(input: {
  name: string;
  paid: boolean;
  countsAsWorkedTime: boolean;
}): AbsenceTypeRules {
  return { ...input, accrual: input.paid ? 'work' : 'none', takesPaidLeave: false };
}
