import { idParamsSchema } from './api';
import { MAX_DOUBLE_PUNCH_WINDOW_SECONDS } from './clock-messages';
import { isCalendarDay } from './dates';
import { EMPLOYEE_ROLES } from './employees';
import { HOURS_ALERT_LABELS, type HoursAlertCode } from './hours-rules';
import { siteFilterQuery } from './site-filter';
import { requiredText, stringRequired } from './text';
import { TIMESHEET_MESSAGES as M } from './timesheet-messages';
import { z } from './zod';

/**
 * The Temps tab's API (/api/timesheets/…): requests the browser and the server check alike, and the
 * answers the server sends. Durations are integer minutes; instants are ISO 8601 strings in UTC
 * ('2026-11-23T07:02:00.000Z'), which the web shows in Paris time; days are Paris calendar days
 * 'YYYY-MM-DD' and months 'YYYY-MM'. Every figure comes from the hours engine.
 *
 *   GET    /api/timesheets/week?week=&siteId=                  weekQuerySchema      → weekViewSchema
 *   GET    /api/timesheets/employees/:employeeId/month?month=  monthQuerySchema     → employeeMonthSchema
 *   POST   /api/timesheets/employees/:employeeId/entries       addEntrySchema       → 201 correctionResultSchema
 *   PATCH  /api/timesheets/entries/:entryId                    editEntrySchema      → correctionResultSchema
 *   POST   /api/timesheets/entries/:entryId/close              closeEntrySchema     → correctionResultSchema
 *   DELETE /api/timesheets/entries/:entryId (JSON body)        deleteEntrySchema    → correctionResultSchema
 *   GET    /api/timesheets/entries/:entryId/history?page=                           → entryHistorySchema
 *   GET    /api/timesheets/forgotten-departures?siteId=                             → forgottenDeparturesSchema
 *   GET    /api/timesheets/months/:month?siteId=                                    → monthStatusSchema
 *   POST   /api/timesheets/months/:month/validate              (no body)            → monthActionResultSchema
 *   POST   /api/timesheets/months/:month/reopen                reopenMonthSchema    → monthActionResultSchema
 *   GET    /api/timesheets/settings                                                 → timeSettingsSchema
 *   PUT    /api/timesheets/settings                            timeSettingsSchema   → settingsResultSchema
 *
 * Refusals are `{ error: { code, message, fields? } }` with the French message: 400 bad input, 404
 * unknown (or another company's, or malformed) id, 409 a rule (month validated: MONTH_LOCKED with
 * 'Ce mois est validé : rouvrez-le pour le corriger', overlap, open entries), 401 without session.
 * Employees' weekly contract minutes travel with the employee (employees.ts, 'Heures par semaine').
 */

// ---------------------------------------------------------------------------------------------------
// Building blocks. No Temporal here: the web loads these schemas without the time-zone library.

const YEAR_MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const WALL_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
/** Far enough for any record kept (5 years back) and any typo a person could mean. */
const FIRST_YEAR = 2000;
const LAST_YEAR = 2099;

/** A real calendar day 'YYYY-MM-DD' between 2000 and 2099 (no 31 April, no 29 February 2027). */
export function isIsoDate(value: string): boolean {
  return isCalendarDay(value, { firstYear: FIRST_YEAR, lastYear: LAST_YEAR });
}

export function isYearMonth(value: string): boolean {
  const match = YEAR_MONTH.exec(value);
  return match !== null && Number(match[1]) >= FIRST_YEAR && Number(match[1]) <= LAST_YEAR;
}

/** 'HH:MM' → minutes after midnight (no Temporal: the browser checks the form with it). */
export function wallTimeToMinutes(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

const isoDate = (required: string) => stringRequired(required).refine(isIsoDate, M.badDate);
const yearMonth = stringRequired(M.badMonth).refine(isYearMonth, M.badMonth);
/** Paris wall time 'HH:MM', as an <input type="time"> gives it. */
const wallTime = (required: string) => stringRequired(required).regex(WALL_TIME, M.badTime);
const reason = requiredText(M.reasonRequired, { max: 500, tooLong: M.reasonTooLong });

// ---------------------------------------------------------------------------------------------------
// Requests.

/** GET /api/timesheets/week?week=YYYY-MM-DD: the week (Monday to Sunday) holding that day; today's without it. */
export const weekQuerySchema = z.object({ week: isoDate(M.badDate).optional(), ...siteFilterQuery });
export type WeekQuery = z.output<typeof weekQuerySchema>;

/** GET /api/timesheets/employees/:employeeId/month?month=YYYY-MM: this month without it. */
export const monthQuerySchema = z.object({ month: yearMonth.optional() });
export type MonthQuery = z.output<typeof monthQuerySchema>;

/** A malformed id is answered like another company's: 404 'Employé introuvable' or 'Pointage introuvable'. */
export const employeeIdParamsSchema = idParamsSchema('employeeId', M.employeeNotFound);
export const entryIdParamsSchema = idParamsSchema('entryId', M.entryNotFound);

/** Corrections one page of an entry's history shows, the newest first: the record is never shortened. */
export const ENTRY_HISTORY_PAGE_SIZE = 50;

export const entryHistoryQuerySchema = z.object({
  page: z.coerce.number(M.badPage).int(M.badPage).min(1, M.badPage).max(10_000, M.badPage).default(1),
});
export const monthParamsSchema = z.object({ month: yearMonth });

/**
 * 'Ajouter un pointage': the day of arrival, arrival and departure in Paris wall time. A departure
 * earlier than the arrival is on the next day (a night shift); the same time twice is refused.
 */
export const addEntrySchema = z
  .object({
    date: isoDate(M.dateRequired),
    arrival: wallTime(M.arrivalRequired),
    departure: wallTime(M.departureRequired),
    reason,
  })
  .refine((entry) => entry.arrival !== entry.departure, { message: M.sameTimes, path: ['departure'] });
export type AddEntryValues = z.input<typeof addEntrySchema>;
export type AddEntry = z.output<typeof addEntrySchema>;

/**
 * Edits an entry: what is left out stays as it is. `date` moves the entry to another day (its
 * arrival and departure times kept unless given); the departure is on the arrival's day, or the next
 * day when earlier than the arrival. An entry without departure takes no `departure` here: that is
 * closing it (POST …/close).
 */
export const editEntrySchema = z
  .object({
    date: isoDate(M.dateRequired).optional(),
    arrival: wallTime(M.arrivalRequired).optional(),
    departure: wallTime(M.departureRequired).optional(),
    reason,
  })
  .refine((edit) => edit.date !== undefined || edit.arrival !== undefined || edit.departure !== undefined, {
    message: M.nothingToChange,
    path: ['arrival'],
  })
  .refine((edit) => edit.arrival === undefined || edit.arrival !== edit.departure, {
    message: M.sameTimes,
    path: ['departure'],
  });
export type EditEntryValues = z.input<typeof editEntrySchema>;
export type EditEntry = z.output<typeof editEntrySchema>;

/** Closes a forgotten clock-out: the departure on the arrival's day, or the next day if earlier. */
export const closeEntrySchema = z.object({ departure: wallTime(M.departureRequired), reason });
export type CloseEntryValues = z.input<typeof closeEntrySchema>;
export type CloseEntry = z.output<typeof closeEntrySchema>;

/** DELETE /api/timesheets/entries/:entryId takes its reason in a JSON body. */
export const deleteEntrySchema = z.object({ reason });
export type DeleteEntryValues = z.input<typeof deleteEntrySchema>;

/** POST /api/timesheets/months/:month/validate takes no body; reopening needs a reason. */
export const reopenMonthSchema = z.object({ reason });
export type ReopenMonthValues = z.input<typeof reopenMonthSchema>;

/** Night work: a window between 21:00 and 07:00 that holds 00:00–05:00 (L3122-15; 21:00–06:00 by default, L3122-20). */
export const timeSettingsSchema = z.object({
  nightStart: wallTime(M.nightStartRange).refine((time) => {
    const minutes = wallTimeToMinutes(time);
    return minutes === 0 || minutes >= 21 * 60;
  }, M.nightStartRange),
  nightEnd: wallTime(M.nightEndRange).refine((time) => {
    const minutes = wallTimeToMinutes(time);
    return minutes >= 5 * 60 && minutes <= 7 * 60;
  }, M.nightEndRange),
  /**
   * 'Un accord autorise les heures complémentaires jusqu'au tiers du contrat' (L3123-20): no alert at
   * one tenth. Left out by older clients: off.
   */
  complementaryUpToThird: z.boolean().default(false),
  /** 'Pointage en double': a second punch this soon after the previous one is not recorded (0: off). */
  doublePunchWindowSeconds: z
    .number(M.doublePunchWindowRange)
    .int(M.doublePunchWindowRange)
    .min(0, M.doublePunchWindowRange)
    .max(MAX_DOUBLE_PUNCH_WINDOW_SECONDS, M.doublePunchWindowRange),
});
export type TimeSettingsValues = z.input<typeof timeSettingsSchema>;
export type TimeSettings = z.output<typeof timeSettingsSchema>;

// ---------------------------------------------------------------------------------------------------
// Answers.

const minutes = z.number().int();
const instant = z.string();

const ALERT_CODES = Object.keys(HOURS_ALERT_LABELS) as [HoursAlertCode, ...HoursAlertCode[]];

/** One of the engine's legal alerts (LEGAL.md), with its French label. */
export const hoursAlertSchema = z.object({
  code: z.enum(ALERT_CODES),
  label: z.string(),
  scope: z.enum(['day', 'week']),
  /** The day concerned, or the Monday of the week concerned. */
  date: z.string(),
  /** The figure behind the alert, in whole minutes: time worked, rest taken (see HoursAlert in the engine). */
  minutes: minutes.optional(),
  entryId: z.string().optional(),
});
export type HoursAlertView = z.infer<typeof hoursAlertSchema>;

/** Who corrected or validated: the signed-in account; its name is 'Compte entreprise' until managers exist. */
export const authorSchema = z.object({ id: z.string(), name: z.string() });
export type Author = z.infer<typeof authorSchema>;

export const timesheetEmployeeSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(EMPLOYEE_ROLES),
  /** Archived employees appear where they have entries. */
  archived: z.boolean(),
  weeklyContractMinutes: minutes,
});
export type TimesheetEmployee = z.infer<typeof timesheetEmployeeSchema>;

/** Whether a month is locked, and by whom. */
export const monthLockSchema = z.object({
  month: z.string(),
  validated: z.boolean(),
  validatedAt: instant.nullable(),
  validatedBy: authorSchema.nullable(),
});
export type MonthLock = z.infer<typeof monthLockSchema>;

/**
 * One figure of one employee that a validation changed from the month's previous validation
 * (decision 041): `figure` is a key of the report's figures (REPORT_FIGURES), valued in its unit.
 */
export const monthFigureChangeSchema = z.object({
  employeeId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  figure: z.string(),
  before: z.number(),
  after: z.number(),
});
export type MonthFigureChange = z.infer<typeof monthFigureChangeSchema>;

/** An employee named by a validation of some employees only (decision 049), as named then. */
export const monthEventEmployeeSchema = z.object({
  employeeId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});
export type MonthEventEmployee = z.infer<typeof monthEventEmployeeSchema>;

export const monthEventSchema = z.object({
  kind: z.enum(['validate', 'reopen']),
  /** Required to reopen; null for a validation. */
  reason: z.string().nullable(),
  author: authorSchema,
  at: instant,
  /**
   * A validation after a reopening: the figures that differ from the previous validation's (empty
   * when none moved); null for a first validation (or one made before they were compared) and a reopening.
   */
  changes: z.array(monthFigureChangeSchema).nullable(),
  /** 'Valider la sélection': the employees it validated; absent for the whole month or a reopening. */
  employees: z.array(monthEventEmployeeSchema).optional(),
});
export type MonthEvent = z.infer<typeof monthEventSchema>;

/** GET /api/timesheets/months/:month, and the answer of validate and reopen (company-wide). */
export const monthStatusSchema = monthLockSchema.extend({
  /** Entries of the month open over 16 h (or flagged by the kiosk): validation waits for them. */
  toRegulariseCount: minutes,
  /** Entries of the month still open under 16 h: validation waits for them too. */
  inProgressCount: minutes,
  /** Entries a kiosk recorded in the month after it was validated, shown for review (decision 015). */
  recordedAfterValidationCount: minutes,
  /** Validations and reopenings, oldest first. */
  events: z.array(monthEventSchema),
});
export type MonthStatus = z.infer<typeof monthStatusSchema>;

/** The figures of a period, from the engine; overtime = overtime25 + overtime50 ('Heures sup.'). */
const periodTotals = {
  workedMinutes: minutes,
  breakMinutes: minutes,
  nightMinutes: minutes,
  sundayMinutes: minutes,
  holidayMinutes: minutes,
  /** Hours worked on 1 May (paid double, L3133-6): never in `holidayMinutes`. */
  mayDayMinutes: minutes,
  overtimeMinutes: minutes,
  overtime25Minutes: minutes,
  overtime50Minutes: minutes,
  /** Part-time staff: hours beyond the contract, up to 35 h; = complementary10 + complementary25. */
  complementaryMinutes: minutes,
  /** Those up to one tenth of the contract, paid +10 %. */
  complementary10Minutes: minutes,
  /** Those beyond one tenth, paid +25 %. */
  complementary25Minutes: minutes,
  /** Paid hours of approved absences (the contract's daily hours a day): their own column, not worked time. */
  absenceMinutes: minutes,
};
export const periodTotalsSchema = z.object(periodTotals);
export type PeriodTotals = z.infer<typeof periodTotalsSchema>;

/** One cell of the week table. */
export const weekCellSchema = z.object({
  date: z.string(),
  workedMinutes: minutes,
  /** An entry of this day is still open under 16 h ('En cours'): it counts no time yet. */
  inProgress: z.boolean(),
  /** An entry of this day is open over 16 h ('À régulariser'): it counts no time until corrected. */
  toRegularise: z.boolean(),
  alertsCount: minutes,
  /** Paid hours of an approved absence this day, and its type's name ('Congés payés'); null without one. */
  absenceMinutes: minutes,
  absenceName: z.string().nullable(),
});

export const weekRowSchema = z.object({
  employee: timesheetEmployeeSchema,
  /** Monday to Sunday. */
  days: z.array(weekCellSchema),
  ...periodTotals,
  daysWorked: minutes,
  /** The week's alerts and its days'. */
  alertsCount: minutes,
  toRegulariseCount: minutes,
});
export type WeekRow = z.infer<typeof weekRowSchema>;

export const toRegulariseEntrySchema = z.object({
  entryId: z.string(),
  employeeId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** Paris day of arrival. */
  date: z.string(),
  arrival: instant,
});

/** How many 'Départs non pointés' the list shows (the count covers them all). */
export const FORGOTTEN_DEPARTURES_LISTED = 100;

/**
 * GET /api/timesheets/forgotten-departures: 'Départs non pointés' (decision 068), the entries of the
 * days before today still open past their site's end of the day and not yet 'À régulariser', oldest
 * first, at most FORGOTTEN_DEPARTURES_LISTED, with how many there are in all.
 */
export const forgottenDeparturesSchema = z.object({
  count: minutes,
  entries: z
    .array(
      toRegulariseEntrySchema.extend({
        siteName: z.string(),
        /** The site's 'Fin de journée habituelle' ('HH:MM'). */
        endOfDay: z.string(),
      }),
    )
    .max(FORGOTTEN_DEPARTURES_LISTED),
});
export type ForgottenDepartures = z.infer<typeof forgottenDeparturesSchema>;

/**
 * A punch kept 'late' (decision 010): typed before the employee's latest recorded punch (a kiosk back
 * online, another kiosk used meanwhile), it opened or closed no entry and counts no time.
 */
export const latePunchSchema = z.object({
  id: z.string(),
  employeeId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** Paris day it was typed. */
  date: z.string(),
  punchedAt: instant,
  receivedAt: instant,
});
export type LatePunch = z.infer<typeof latePunchSchema>;

/** GET /api/timesheets/week. */
export const weekViewSchema = z.object({
  /** Monday and Sunday of the week shown; the neighbours' Mondays for previous / next. */
  weekStart: z.string(),
  weekEnd: z.string(),
  previousWeek: z.string(),
  nextWeek: z.string(),
  /** The seven column headers. */
  days: z.array(z.object({ date: z.string(), holidayName: z.string().nullable() })),
  /** Active employees, and archived ones with entries this week; direction first, then by name. */
  employees: z.array(weekRowSchema),
  /** The company's entries 'À régulariser', whatever their week: the count on the tab, the oldest listed (100 at most). */
  toRegularise: z.object({ count: minutes, entries: z.array(toRegulariseEntrySchema) }),
  /** Late punches typed this week, oldest first. */
  latePunches: z.array(latePunchSchema),
  /** The month(s) the week's days fall in, and whether they are validated. */
  months: z.array(monthLockSchema),
});
export type WeekView = z.infer<typeof weekViewSchema>;

export const ENTRY_STATUSES = ['closed', 'in-progress', 'missing-clock-out'] as const;
export const ENTRY_SOURCES = ['kiosk', 'correction'] as const;

/** One entry of the employee's month, listed on the day of its arrival. */
export const monthEntrySchema = z.object({
  id: z.string(),
  date: z.string(),
  arrival: instant,
  /** null while open: 'En cours' under 16 h, 'À régulariser' beyond (status says which). */
  departure: instant.nullable(),
  status: z.enum(ENTRY_STATUSES),
  /** 'kiosk': punched; 'correction': added by 'Ajouter un pointage'. */
  source: z.enum(ENTRY_SOURCES),
  /** Has correction records: shows 'Corrigé', and its history opens from there. */
  corrected: z.boolean(),
  /** Recorded by a kiosk after the month was validated (decision 015). */
  recordedAfterValidation: z.boolean(),
});
export type MonthEntry = z.infer<typeof monthEntrySchema>;

export const monthDaySchema = z.object({
  date: z.string(),
  holidayName: z.string().nullable(),
  workedMinutes: minutes,
  /** Gaps between two worked periods of the day. */
  breakMinutes: minutes,
  nightMinutes: minutes,
  sundayMinutes: minutes,
  holidayMinutes: minutes,
  mayDayMinutes: minutes,
  absenceMinutes: minutes,
  absenceName: z.string().nullable(),
  entries: z.array(monthEntrySchema),
  /** Late punches typed this day: shown beside the entries, never counted. */
  latePunches: z.array(latePunchSchema.pick({ id: true, punchedAt: true, receivedAt: true })),
  alerts: z.array(hoursAlertSchema),
});
export type MonthDay = z.infer<typeof monthDaySchema>;

/** A week whose Sunday is in the month: the month pays its overtime (a straddling week is never split). */
export const monthWeekSchema = z.object({
  weekStart: z.string(),
  weekEnd: z.string(),
  ...periodTotals,
  daysWorked: minutes,
  /** The week's own alerts (48 h, 7 days, part-time over 35 h); day alerts are on the days. */
  alerts: z.array(hoursAlertSchema),
});
export type MonthWeek = z.infer<typeof monthWeekSchema>;

export const deletedEntrySchema = z.object({
  id: z.string(),
  date: z.string(),
  arrival: instant,
  departure: instant.nullable(),
  deletedAt: instant,
});

/** GET /api/timesheets/employees/:employeeId/month. */
export const employeeMonthSchema = z.object({
  employee: timesheetEmployeeSchema,
  month: z.string(),
  previousMonth: z.string(),
  nextMonth: z.string(),
  status: monthStatusSchema,
  /** Day figures over the month's days; overtime from the weeks that end in it. */
  totals: periodTotalsSchema,
  alertsCount: minutes,
  toRegulariseCount: minutes,
  /** Every day of the month, in order. */
  days: z.array(monthDaySchema),
  weeks: z.array(monthWeekSchema),
  /** Entries deleted by a correction, whose history stays readable; they count no time. */
  deletedEntries: z.array(deletedEntrySchema),
  /** When the employee confirmed the validated month's hours from their space (decision 073). */
  employeeConfirmedAt: instant.nullable().optional(),
});
export type EmployeeMonth = z.infer<typeof employeeMonthSchema>;

/** An entry's times before or after a correction. */
export const entryTimesSchema = z.object({ arrival: instant, departure: instant.nullable() });
export type EntryTimes = z.infer<typeof entryTimesSchema>;

export const CORRECTION_KINDS = ['add', 'edit', 'close', 'delete'] as const;
export type CorrectionKind = (typeof CORRECTION_KINDS)[number];

export const correctionSchema = z.object({
  id: z.string(),
  kind: z.enum(CORRECTION_KINDS),
  /** null for an addition. */
  before: entryTimesSchema.nullable(),
  /** null for a deletion. */
  after: entryTimesSchema.nullable(),
  reason: z.string(),
  author: authorSchema,
  createdAt: instant,
});
export type Correction = z.infer<typeof correctionSchema>;

/** GET /api/timesheets/entries/:entryId/history: the entry now, the kiosk punches behind it, its corrections. */
export const entryHistorySchema = z.object({
  entry: z.object({
    id: z.string(),
    employeeId: z.string(),
    date: z.string(),
    arrival: instant,
    departure: instant.nullable(),
    source: z.enum(ENTRY_SOURCES),
    deletedAt: instant.nullable(),
  }),
  /** The original punches, never changed by a correction. */
  punches: z.array(
    z.object({
      kind: z.enum(['in', 'out']),
      punchedAt: instant,
      receivedAt: instant,
      /** Made on the employee's phone («Téléphone», decision 069). */
      phone: z.boolean(),
      /** Its position was this far out of its site's zone, in metres («Hors zone»); null: not known out. */
      outOfZoneDistanceM: z.number().int().nullable(),
    }),
  ),
  /** One page of them, the newest first. */
  corrections: z.array(correctionSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The entry's corrections, on every page. */
  total: z.number().int(),
});
export type EntryHistory = z.infer<typeof entryHistorySchema>;

/** The answer of every correction; the web reloads the month. */
export const correctionResultSchema = z.object({ message: z.string(), entryId: z.string() });
export type CorrectionResult = z.infer<typeof correctionResultSchema>;

export const monthActionResultSchema = z.object({ message: z.string(), status: monthStatusSchema });
export type MonthActionResult = z.infer<typeof monthActionResultSchema>;

export const settingsResultSchema = z.object({ message: z.string(), settings: timeSettingsSchema });
export type SettingsResult = z.infer<typeof settingsResultSchema>;
