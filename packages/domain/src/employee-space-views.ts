import { elide } from './french-elision';
import { HOURS_LINE_LABELS } from './hours-rules';
import { ABSENCE_STATUSES, periodBalanceSchema } from './leave';
import { stringRequired } from './text';
import { TIMESHEET_MESSAGES } from './timesheet-messages';
import { ENTRY_STATUSES, isIsoDate, isYearMonth } from './timesheets';
import { z } from './zod';

/**
 * What the employee reads in their own space (issue 30 item 5, decision 072), only their own data:
 * the company's session-less routes under /api/me answer the signed-in employee, never an id sent.
 *
 *   GET /api/me/hours/week?week=YYYY-MM-DD   (any day of it; this week without it) → spaceHoursSchema
 *   GET /api/me/hours/month?month=YYYY-MM    (this month without it)               → spaceHoursSchema
 *   GET /api/me/entries                      the last SPACE_RECENT_ENTRIES entries → spaceEntriesSchema
 *   GET /api/me/leave                        balances, the last SPACE_LEAVE_REQUESTS requests → spaceLeaveSchema
 *   GET /api/me/statements/:month/pdf        the month's statement, a month that has started (PDF)
 *
 * The figures are the Temps tab's (the timesheets' employee month, the hours engine's): the same
 * on every screen the company pays from.
 */

const NNBSP = '\u202f';

/** Entries 'Mes derniers pointages' lists, the newest first. */
export const SPACE_RECENT_ENTRIES = 20;
/** Requests 'Mes congés' lists, the latest first. */
export const SPACE_LEAVE_REQUESTS = 20;

export const SPACE_VIEW_MESSAGES = {
  hours: 'Mes heures',
  thisWeek: 'Cette semaine',
  thisMonth: 'Ce mois',
  previousWeek: 'Semaine précédente',
  nextWeek: 'Semaine suivante',
  previousMonth: 'Mois précédent',
  nextMonth: 'Mois suivant',
  weekOf: (first: string, last: string) => `Du ${first} au ${last}`,
  worked: HOURS_LINE_LABELS.worked,
  overtime25: HOURS_LINE_LABELS.overtime25,
  overtime50: HOURS_LINE_LABELS.overtime50,
  complementary: HOURS_LINE_LABELS.complementary,
  night: HOURS_LINE_LABELS.night,
  sunday: HOURS_LINE_LABELS.sunday,
  holiday: HOURS_LINE_LABELS.holiday,
  mayDay: HOURS_LINE_LABELS.mayDay,
  absence: HOURS_LINE_LABELS.absence,
  validated: `Mois validé par l'entreprise`,
  notValidated: `Mois pas encore validé${NNBSP}: les heures peuvent encore être corrigées.`,
  days: 'Détail des jours',
  noDays: 'Aucun pointage sur cette période.',
  arrival: 'Arrivée',
  departure: 'Départ',
  inProgress: HOURS_LINE_LABELS.inProgress,
  toRegularise: HOURS_LINE_LABELS.toRegularise,
  entries: 'Mes derniers pointages',
  noEntries: "Aucun pointage pour l'instant.",
  site: 'Site',
  leave: 'Mes congés',
  balances: 'Soldes de congés payés',
  periodFromTo: (first: string, last: string) => `Période du ${first} au ${last}`,
  requests: 'Mes demandes',
  noRequests: 'Aucune demande de congé.',
  statement: 'Mon relevé mensuel',
  statementHint: 'Le relevé de vos heures du mois, en PDF, comme votre entreprise le voit.',
  /** 'Télécharger le relevé de novembre 2026', 'd'octobre 2026'. */
  downloadStatement: (monthName: string) => `Télécharger le relevé ${elide('de', monthName)}`,
  badWeek: `Semaine invalide${NNBSP}: un jour au format AAAA-MM-JJ est attendu`,
  badMonth: TIMESHEET_MESSAGES.badMonth,
  monthNotStarted: TIMESHEET_MESSAGES.monthNotStarted,
  noStatement: 'Aucun relevé pour ce mois',
} as const;

const day = stringRequired(SPACE_VIEW_MESSAGES.badWeek).refine(isIsoDate, SPACE_VIEW_MESSAGES.badWeek);
const month = stringRequired(SPACE_VIEW_MESSAGES.badMonth).refine(isYearMonth, SPACE_VIEW_MESSAGES.badMonth);

export const spaceWeekQuerySchema = z.object({ week: day.optional() });
export type SpaceWeekQuery = z.output<typeof spaceWeekQuerySchema>;
export const spaceMonthQuerySchema = z.object({ month: month.optional() });
export type SpaceMonthQuery = z.output<typeof spaceMonthQuerySchema>;
export const spaceStatementParamsSchema = z.object({ month });

const minutes = z.number().int();
const instant = z.string();

/** A period's figures as the Temps tab shows them; overtime and complementary hours are the weeks'. */
export const spaceTotalsSchema = z.object({
  workedMinutes: minutes,
  overtime25Minutes: minutes,
  overtime50Minutes: minutes,
  complementaryMinutes: minutes,
  nightMinutes: minutes,
  sundayMinutes: minutes,
  holidayMinutes: minutes,
  mayDayMinutes: minutes,
  absenceMinutes: minutes,
});
export type SpaceTotals = z.output<typeof spaceTotalsSchema>;

export const spaceEntrySchema = z.object({
  id: z.string(),
  arrival: instant,
  departure: instant.nullable(),
  status: z.enum(ENTRY_STATUSES),
});

/** A day with something to show: an entry, worked time or an absence. */
export const spaceDaySchema = z.object({
  date: z.string(),
  holidayName: z.string().nullable(),
  workedMinutes: minutes,
  absenceName: z.string().nullable(),
  entries: z.array(spaceEntrySchema),
});
export type SpaceDay = z.output<typeof spaceDaySchema>;

export const spaceHoursSchema = z.object({
  /** The week's Monday and Sunday, or the month's first and last days. */
  first: z.string(),
  last: z.string(),
  /** What `?week=` or `?month=` takes for the period before and after. */
  previous: z.string(),
  next: z.string(),
  /** Every month the period touches is validated by the company. */
  validated: z.boolean(),
  /** A part-timer's contract: complementary hours, not overtime. */
  partTime: z.boolean(),
  totals: spaceTotalsSchema,
  days: z.array(spaceDaySchema),
});
export type SpaceHours = z.output<typeof spaceHoursSchema>;

export const spaceEntriesSchema = z.object({
  entries: z.array(spaceEntrySchema.extend({ siteName: z.string().nullable() })),
});
export type SpaceEntries = z.output<typeof spaceEntriesSchema>;

export const spaceLeaveRequestSchema = z.object({
  id: z.string(),
  typeName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  startHalfDay: z.boolean(),
  endHalfDay: z.boolean(),
  days: z.number(),
  status: z.enum(ABSENCE_STATUSES),
  requestedAt: instant,
  refusalReason: z.string().nullable(),
});
export type SpaceLeaveRequest = z.output<typeof spaceLeaveRequestSchema>;

export const spaceLeaveSchema = z.object({
  /** The previous, current and next reference periods, as the company's 'Soldes' shows them. */
  balances: z.array(periodBalanceSchema),
  requests: z.array(spaceLeaveRequestSchema),
});
export type SpaceLeave = z.output<typeof spaceLeaveSchema>;
