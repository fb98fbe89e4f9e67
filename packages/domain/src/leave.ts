import { idParamsSchema } from './api';
import { LEAVE_MESSAGES as M } from './leave-messages';
import { BUILT_IN_ABSENCE_TYPE_CODES, DAY_COUNTINGS } from './leave-rules';
import { siteFilterQuery } from './site-filter';
import { optionalText, requiredText, stringRequired, text } from './text';
import { isIsoDate, isYearMonth } from './timesheets';
import { z } from './zod';

/**
 * The 'Congés' API: requests the browser and the server check alike, and the answers the server
 * sends. Days are Paris calendar days 'YYYY-MM-DD'; instants are ISO strings; leave days are numbers
 * with at most two decimals (0,5 for a half day). Company routes need the 'leave' plan feature
 * (403 FEATURE_NOT_IN_PLAN otherwise), kiosk routes too, for the kiosk's company. The employee sees
 * the company's answers with their next punch (`leaveAnswers` in packages/domain/src/clock.ts).
 *
 *   GET  /api/leave/types                                   → absenceTypeListSchema
 *   POST /api/leave/types                 absenceTypeInputSchema → 201 absenceTypeResultSchema
 *   PUT  /api/leave/types/:typeId         absenceTypeFlagsSchema → absenceTypeResultSchema
 *   GET  /api/leave/absences?status=&from=&to=&page=        → absenceListSchema (ABSENCE_PAGE_SIZE a page)
 *   POST /api/leave/employees/:employeeId/absences  createAbsenceSchema → 201 absenceResultSchema
 *   POST /api/leave/employees/:employeeId/absences/preview  createAbsenceSchema → absencePreviewSchema
 *   POST /api/leave/absences/:absenceId/approve (no body)   → absenceResultSchema
 *   POST /api/leave/absences/:absenceId/refuse  refuseAbsenceSchema → absenceResultSchema
 *   POST /api/leave/absences/:absenceId/cancel                      → absenceResultSchema (approved
 *        ones only, 409 otherwise or when a month it touches is validated)
 *   GET  /api/leave/balances                                → balancesViewSchema
 *   POST /api/leave/employees/:employeeId/adjustments  adjustmentSchema → 201 messageSchema
 *   PUT  /api/leave/employees/:employeeId/opening-balance  openingBalanceSchema → messageSchema
 *   GET  /api/leave/settings → leaveSettingsSchema; PUT /api/leave/settings leaveSettingsUpdateSchema → leaveSettingsResultSchema
 *   POST /api/leave/opening-balances/preview  openingImportSchema → openingImportPreviewSchema
 *   POST /api/leave/opening-balances/import   openingImportSchema → openingImportResultSchema (400
 *        IMPORT_HAS_ERRORS with the lines when one line is wrong: nothing is written)
 *
 * An absence taking paid leave that would leave a period's balance below zero is refused (409
 * BALANCE_OVERDRAWN) at 'Saisir une absence', at the kiosk and at 'Approuver', unless the company's
 * 'Autoriser un solde négatif' is on: then it passes with a `warning` (decision 046).
 *   GET  /api/leave/planning?month=&zone=                   → planningSchema
 *   GET  /api/kiosk/leave/types                             → absenceTypeListSchema
 *   POST /api/kiosk/leave/requests        kioskLeaveRequestSchema → 201 kioskLeaveRequestResultSchema
 *   POST /api/kiosk/leave/preview         kioskLeaveRequestSchema → absencePreviewSchema (nothing written)
 */

// ---------------------------------------------------------------------------------------------------
// Requests.

const isoDate = (required: string) => stringRequired(required).refine(isIsoDate, M.badDate);
const MAX_ABSENCE_DAYS = 366;

const spanFields = {
  typeId: z.uuid(M.typeRequired),
  startDate: isoDate(M.startRequired),
  endDate: isoDate(M.endRequired),
  startHalfDay: z.boolean().default(false),
  endHalfDay: z.boolean().default(false),
  comment: optionalText({ max: 500, tooLong: M.commentTooLong }),
};

type SpanValues = { startDate: string; endDate: string; startHalfDay: boolean; endHalfDay: boolean };

const daysBetween = (start: string, end: string) => (Date.parse(end) - Date.parse(start)) / 86_400_000;

/** The span rules, shared by the company's form and the kiosk's. */
function withSpanRules<Schema extends z.ZodType<SpanValues>>(schema: Schema) {
  return schema
    .refine((span) => span.endDate >= span.startDate, { message: M.endBeforeStart, path: ['endDate'] })
    .refine((span) => daysBetween(span.startDate, span.endDate) < MAX_ABSENCE_DAYS, {
      message: M.tooLong,
      path: ['endDate'],
    })
    .refine((span) => !(span.startDate === span.endDate && span.startHalfDay && span.endHalfDay), {
      message: M.halfDaysSameDay,
      path: ['endHalfDay'],
    });
}

/** 'Saisir une absence': the company records an absence, approved at once. */
export const createAbsenceSchema = withSpanRules(z.object(spanFields));
export type CreateAbsenceValues = z.input<typeof createAbsenceSchema>;
export type CreateAbsence = z.output<typeof createAbsenceSchema>;

const pin = z.string().regex(/^\d{6}$/, 'Le code PIN doit contenir exactement 6 chiffres');

/** 'Demander un congé' on the kiosk: the PIN names the employee; the request waits 'En attente'. */
export const kioskLeaveRequestSchema = withSpanRules(z.object({ pin, ...spanFields }));
export type KioskLeaveRequestValues = z.input<typeof kioskLeaveRequestSchema>;
export type KioskLeaveRequest = z.output<typeof kioskLeaveRequestSchema>;

const reason = requiredText(M.reasonRequired, { max: 500, tooLong: M.reasonTooLong });

/** 'Refuser' needs a reason; 'Approuver' takes no body. */
export const refuseAbsenceSchema = z.object({ reason });
export type RefuseAbsenceValues = z.input<typeof refuseAbsenceSchema>;

export const absenceTypeInputSchema = z.object({
  name: requiredText(M.typeNameRequired, { max: 60, tooLong: M.typeNameTooLong }),
  paid: z.boolean(),
  countsAsWorkedTime: z.boolean(),
});
export type AbsenceTypeInput = z.input<typeof absenceTypeInputSchema>;

/** What a company may change on any of its types, the built-in ones included. */
export const absenceTypeFlagsSchema = z.object({ paid: z.boolean(), countsAsWorkedTime: z.boolean() });
export type AbsenceTypeFlags = z.input<typeof absenceTypeFlagsSchema>;

/** Days with at most two decimals: 2,5 or -1,25. */
const leaveDays = z
  .number(M.badDays)
  .min(-MAX_ABSENCE_DAYS, M.badDays)
  .max(MAX_ABSENCE_DAYS, M.badDays)
  .refine(
    (days) =>
      Number.isInteger(Math.round(days * 100)) && Math.abs(days * 100 - Math.round(days * 100)) < 1e-6,
    M.badDays,
  );

/** A manual change of a balance, with its reason; `periodStart` names the period it counts for. */
export const adjustmentSchema = z.object({
  periodStart: isoDate(M.badPeriod),
  days: leaveDays.refine((days) => days !== 0, M.zeroDays),
  reason,
});
export type AdjustmentValues = z.input<typeof adjustmentSchema>;
export type Adjustment = z.output<typeof adjustmentSchema>;

/** What an employee had left when the company moved to Pointeo, for one period. */
export const openingBalanceSchema = z.object({ periodStart: isoDate(M.badPeriod), days: leaveDays });
export type OpeningBalanceValues = z.input<typeof openingBalanceSchema>;

/** 'Importer les soldes d'ouverture': the CSV file's text (leave-opening-import.ts reads it). */
export const openingImportSchema = z.object({
  csv: z.string(M.importFileRequired).max(200_000, M.importFileTooLarge),
});
export type OpeningImportInput = z.output<typeof openingImportSchema>;

export const leaveSettingsSchema = z.object({
  counting: z.enum(DAY_COUNTINGS, M.counting),
  referenceStartMonth: z.number(M.badMonth).int(M.badMonth).min(1, M.badMonth).max(12, M.badMonth),
  /** 'Autoriser un solde négatif': off, an overdraft of paid leave is refused (decision 046). */
  allowNegativeBalance: z.boolean().default(false),
});
export type LeaveSettingsValues = z.input<typeof leaveSettingsSchema>;
export type LeaveSettings = z.output<typeof leaveSettingsSchema>;

/**
 * PUT /api/leave/settings: a client that leaves out 'Autoriser un solde négatif' (one older than
 * decision 046) keeps the stored setting, as a payroll layout left without a type keeps its code.
 */
export const leaveSettingsUpdateSchema = leaveSettingsSchema.extend({
  allowNegativeBalance: z.boolean().optional(),
});
export type LeaveSettingsUpdate = z.output<typeof leaveSettingsUpdateSchema>;

export const ABSENCE_STATUSES = ['pending', 'approved', 'refused', 'cancelled'] as const;
export type AbsenceStatus = (typeof ABSENCE_STATUSES)[number];

/** Absences one page of 'Demandes' shows: the list grows with every request. */
export const ABSENCE_PAGE_SIZE = 50;

export const absencesQuerySchema = z.object({
  /** 'decided': approved, refused or cancelled, the newest first; otherwise by start date. */
  status: z.enum([...ABSENCE_STATUSES, 'decided']).optional(),
  page: z.coerce.number(M.badPage).int(M.badPage).min(1, M.badPage).max(10_000, M.badPage).default(1),
  from: isoDate(M.badDate).optional(),
  to: isoDate(M.badDate).optional(),
  ...siteFilterQuery,
});
export type AbsencesQuery = z.output<typeof absencesQuerySchema>;

export const employeeIdParamsSchema = idParamsSchema('employeeId', M.employeeNotFound);
export const absenceIdParamsSchema = idParamsSchema('absenceId', M.absenceNotFound);
export const typeIdParamsSchema = idParamsSchema('typeId', M.typeNotFound);

// ---------------------------------------------------------------------------------------------------
// Answers.

const instant = z.string();

export const absenceTypeSchema = z.object({
  id: z.string(),
  code: z.enum(BUILT_IN_ABSENCE_TYPE_CODES).nullable(),
  name: z.string(),
  paid: z.boolean(),
  countsAsWorkedTime: z.boolean(),
});
export type AbsenceType = z.output<typeof absenceTypeSchema>;
export const absenceTypeListSchema = z.array(absenceTypeSchema);
export const absenceTypeResultSchema = z.object({ message: z.string(), type: absenceTypeSchema });

export const leaveAuthorSchema = z.object({ id: z.string(), name: z.string() });

/** The paid-leave balance before and after an absence, per period it falls in (decision 046). */
export const balanceDrawSchema = z.object({
  periodStart: z.string(),
  periodEnd: z.string(),
  before: z.number(),
  after: z.number(),
});

/** 'Saisir une absence' before it is sent: the balance before and after it, nothing written. */
export const absencePreviewSchema = z.object({
  balance: z.array(balanceDrawSchema),
  allowNegativeBalance: z.boolean(),
});
export type AbsencePreview = z.output<typeof absencePreviewSchema>;

export const absenceSchema = z.object({
  id: z.string(),
  employee: z.object({ id: z.string(), firstName: z.string(), lastName: z.string(), zone: z.string() }),
  type: z.object({ id: z.string(), name: z.string(), code: z.enum(BUILT_IN_ABSENCE_TYPE_CODES).nullable() }),
  startDate: z.string(),
  endDate: z.string(),
  startHalfDay: z.boolean(),
  endHalfDay: z.boolean(),
  /** Leave days it takes, in the company's counting. */
  days: z.number(),
  comment: z.string().nullable(),
  status: z.enum(ABSENCE_STATUSES),
  source: z.enum(['company', 'kiosk']),
  requestedAt: instant,
  decidedAt: instant.nullable(),
  decidedBy: leaveAuthorSchema.nullable(),
  refusalReason: z.string().nullable(),
  /** 'Annuler l'absence' on an approved one: when and by whom. */
  cancelledAt: instant.nullable(),
  cancelledBy: leaveAuthorSchema.nullable(),
  /**
   * A request waiting for an answer that takes paid leave: the balance before and after approving it.
   * Empty otherwise.
   */
  balance: z.array(balanceDrawSchema),
});
export type Absence = z.output<typeof absenceSchema>;
export const absenceListSchema = z.object({
  absences: z.array(absenceSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Absences matching the filters, on every page. */
  total: z.number().int(),
});
export type AbsenceList = z.output<typeof absenceListSchema>;
/** `warning`: an overdraft 'Autoriser un solde négatif' let through. */
export const absenceResultSchema = z.object({
  message: z.string(),
  absence: absenceSchema,
  warning: z.string().optional(),
});

export const periodBalanceSchema = z.object({
  start: z.string(),
  end: z.string(),
  position: z.enum(['previous', 'current', 'next']),
  acquired: z.number(),
  acquiring: z.boolean(),
  opening: z.number(),
  adjustments: z.number(),
  /** Approved days in the period, `planned` (those after today) included. */
  taken: z.number(),
  planned: z.number(),
  pending: z.number(),
  remaining: z.number(),
});
export type PeriodBalanceView = z.output<typeof periodBalanceSchema>;

export const adjustmentViewSchema = z.object({
  id: z.string(),
  periodStart: z.string(),
  days: z.number(),
  reason: z.string().nullable(),
  opening: z.boolean(),
  author: leaveAuthorSchema,
  createdAt: instant,
});

export const employeeBalanceSchema = z.object({
  employee: z.object({ id: z.string(), firstName: z.string(), lastName: z.string(), zone: z.string() }),
  periods: z.array(periodBalanceSchema),
  adjustments: z.array(adjustmentViewSchema),
});
export type EmployeeBalance = z.output<typeof employeeBalanceSchema>;

export const balancesViewSchema = z.object({
  settings: leaveSettingsSchema,
  /** Every zone of the company's active employees, for the filter (sites do not exist yet). */
  zones: z.array(z.string()),
  employees: z.array(employeeBalanceSchema),
});
export type BalancesView = z.output<typeof balancesViewSchema>;

/** One line of the file as the import would write it, or the reason it cannot. */
export const openingImportLineSchema = z.object({
  line: z.number().int(),
  employee: z.object({ id: z.string(), name: z.string() }).nullable(),
  days: z.number().nullable(),
  asOf: z.string().nullable(),
  /** The reference period the balance counts for: the one holding the date. */
  periodStart: z.string().nullable(),
  error: z.string().nullable(),
});
export type OpeningImportLine = z.output<typeof openingImportLineSchema>;
export const openingImportPreviewSchema = z.object({ lines: z.array(openingImportLineSchema) });
export const openingImportResultSchema = z.object({ message: z.string(), count: z.number().int() });

export const leaveSettingsResultSchema = z.object({ message: z.string(), settings: leaveSettingsSchema });

/** `balance`: the employee's paid-leave balance before and after the request; `warning`: an overdraft. */
export const kioskLeaveRequestResultSchema = z.object({
  message: z.string(),
  firstName: z.string(),
  balance: z.array(balanceDrawSchema).default([]),
  warning: z.string().optional(),
});
export type KioskLeaveResult = z.output<typeof kioskLeaveRequestResultSchema>;

// ---------------------------------------------------------------------------------------------------
// Planning: GET /api/leave/planning?month=&zone= → planningSchema

export const planningQuerySchema = z.object({
  month: stringRequired(M.badMonth).refine(isYearMonth, M.badMonth).optional(),
  /** One zone's employees; all of them without it. */
  zone: text({ max: 60 }).optional(),
  ...siteFilterQuery,
});
export type PlanningQuery = z.output<typeof planningQuerySchema>;

export const planningCellSchema = z.object({
  date: z.string(),
  absenceName: z.string(),
  status: z.enum(['pending', 'approved']),
  halfDay: z.boolean(),
  /** A request or absence on a day another employee of the same zone is away or asks to be. */
  overlap: z.boolean(),
  /** The employee punched on a day of an approved absence. */
  punched: z.boolean(),
});
export type PlanningCell = z.output<typeof planningCellSchema>;

export const planningSchema = z.object({
  month: z.string(),
  previousMonth: z.string(),
  nextMonth: z.string(),
  /** Every zone of the company's active employees, for the filter. */
  zones: z.array(z.string()),
  days: z.array(z.object({ date: z.string(), holidayName: z.string().nullable(), sunday: z.boolean() })),
  employees: z.array(
    z.object({
      id: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      zone: z.string(),
      /** Only the days with an absence or a request. */
      cells: z.array(planningCellSchema),
    }),
  ),
});
export type Planning = z.output<typeof planningSchema>;
