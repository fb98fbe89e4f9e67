import { pinCodeSchema } from './accounts';
import { idParamsSchema } from './api';
import { isCalendarDay } from './dates';
import { EMPLOYEE_MESSAGES } from './employee-messages';
import { LEGAL_WEEK_MINUTES, WEEKLY_MAX_MINUTES } from './hours-rules';
import { PAYROLL_MESSAGES } from './payroll-messages';
import { siteFilterQuery } from './site-filter';
import { SITE_MESSAGES } from './sites';
import { optionalText, requiredText, text } from './text';
import { z } from './zod';

export const EMPLOYEE_ROLES = ['employee', 'direction'] as const;
export type EmployeeRole = (typeof EMPLOYEE_ROLES)[number];

export const EMPLOYEE_PAGE_SIZE = 50;
export const SEARCH_MAX_LENGTH = 100;

const name = (max: number) => requiredText(EMPLOYEE_MESSAGES.namesRequired, { max });

/** Empty means 'not given': stored as null. */
const pinCode = z
  .string()
  .trim()
  .nullish()
  .transform((value) => value || null)
  .pipe(pinCodeSchema.nullable());

/** 'Adresse e-mail': empty means none; where the answers to the employee's leave requests go. */
const email = z
  .string(EMPLOYEE_MESSAGES.badEmail)
  .trim()
  .toLowerCase()
  .max(254, EMPLOYEE_MESSAGES.emailTooLong)
  .nullish()
  .transform((value) => value || null)
  .pipe(z.email(EMPLOYEE_MESSAGES.badEmail).nullable());

/** 'Heures par semaine' of the contract, in minutes: 1 h to 48 h (the legal weekly maximum). */
export const DEFAULT_WEEKLY_CONTRACT_MINUTES = LEGAL_WEEK_MINUTES;
export const MIN_WEEKLY_CONTRACT_MINUTES = 60;
export const MAX_WEEKLY_CONTRACT_MINUTES = WEEKLY_MAX_MINUTES;
const weeklyContractMinutes = z
  .number(EMPLOYEE_MESSAGES.weeklyHoursRange)
  .int(EMPLOYEE_MESSAGES.weeklyHoursRange)
  .min(MIN_WEEKLY_CONTRACT_MINUTES, EMPLOYEE_MESSAGES.weeklyHoursRange)
  .max(MAX_WEEKLY_CONTRACT_MINUTES, EMPLOYEE_MESSAGES.weeklyHoursRange);

export const JOB_TITLE_MAX_LENGTH = 80;

/** 'Date d'entrée': empty means none (accrual then starts when the employee was added). */
const hireDate = z
  .string()
  .trim()
  .nullish()
  .transform((value) => value || null)
  .refine((value) => value === null || isCalendarDay(value, { firstYear: 1950, lastYear: 2099 }), {
    message: EMPLOYEE_MESSAGES.badHireDate,
  });

/** 'Date de sortie', asked when an employee is archived. */
const leavingDate = z
  .string(EMPLOYEE_MESSAGES.badLeavingDate)
  .trim()
  .refine((value) => isCalendarDay(value, { firstYear: 1950, lastYear: 2099 }), {
    message: EMPLOYEE_MESSAGES.badLeavingDate,
  });

/**
 * DELETE /api/employees/:id archives (DESIGN.md item 6): the 'Archiver' dialog sends the leaving
 * date; a request without one (an API client of before) leaves today, Paris time.
 */
export const employeeArchiveSchema = z.object({ leavingDate: leavingDate.optional() }).nullish();
export type EmployeeArchive = z.output<typeof employeeArchiveSchema>;

/**
 * SPEC §5 add and edit employee: names required, PIN optional (6 digits), role employee by default.
 * Weekly contract minutes and the job title ('Poste') left out mean 35 h and none for a new
 * employee, 'unchanged' for an edit; an empty job title clears it.
 */
export const employeeInputSchema = z.object({
  firstName: name(80),
  lastName: name(160),
  role: z.enum(EMPLOYEE_ROLES).default('employee'),
  zone: optionalText({ max: 80, tooLong: 'La zone ne doit pas dépasser 80 caractères' }),
  pinCode,
  weeklyContractMinutes: weeklyContractMinutes.optional(),
  jobTitle: optionalText({
    max: JOB_TITLE_MAX_LENGTH,
    tooLong: EMPLOYEE_MESSAGES.jobTitleTooLong,
  }).optional(),
  /** 'Matricule' for the payroll export; left out means unchanged, empty means none. */
  payrollNumber: optionalText({ max: 30, tooLong: PAYROLL_MESSAGES.payrollNumberTooLong }).optional(),
  /** 'Centre de coût' for the payroll files (issue 32); left out means unchanged, empty means none. */
  costCentre: optionalText({ max: 60, tooLong: PAYROLL_MESSAGES.costCentreTooLong }).optional(),
  /** Left out means unchanged, empty means none. */
  hireDate: hireDate.optional(),
  /** 'Adresse e-mail': left out means unchanged, empty means none. */
  email: email.optional(),
  /** 'Site' (issue 29): left out means unchanged, or the company's first live site for a new employee. */
  siteId: z.uuid(SITE_MESSAGES.unknownSite).optional(),
});
export type EmployeeInputValues = z.input<typeof employeeInputSchema>;
export type EmployeeInput = z.output<typeof employeeInputSchema>;

/** SPEC §4: the one change a direction employee accepts. */
export const employeePinSchema = z.object({ pinCode });
export type EmployeePinValues = z.input<typeof employeePinSchema>;
export type EmployeePin = z.output<typeof employeePinSchema>;

/** GET /api/employees/:id/pin: the PIN a manager reveals or edits; null when none is set. */
export const employeePinCodeSchema = z.object({ pinCode: z.string().nullable() });
export type EmployeePinCode = z.infer<typeof employeePinCodeSchema>;

export const employeeIdParamsSchema = idParamsSchema('id', EMPLOYEE_MESSAGES.notFound);

/** The Employés list shows the active employees, or with 'archived' those archived ('Archivés'). */
export const EMPLOYEE_STATUSES = ['active', 'archived'] as const;
export type EmployeeStatus = (typeof EMPLOYEE_STATUSES)[number];

export const employeeListQuerySchema = z.object({
  status: z.enum(EMPLOYEE_STATUSES, EMPLOYEE_MESSAGES.badStatus).default('active'),
  q: text({ max: SEARCH_MAX_LENGTH, tooLong: EMPLOYEE_MESSAGES.searchTooLong }).default(''),
  page: z.coerce
    .number(EMPLOYEE_MESSAGES.badPage)
    .int(EMPLOYEE_MESSAGES.badPage)
    .min(1, EMPLOYEE_MESSAGES.badPage)
    .max(10_000, EMPLOYEE_MESSAGES.badPage)
    .default(1),
  ...siteFilterQuery,
});
export type EmployeeListQuery = z.output<typeof employeeListQuerySchema>;

/**
 * An employee as every answer shows them. Never the PIN itself, only whether one is set: responses are
 * serialised through this schema, which drops any other field, so a PIN cannot leave in a list by accident.
 * One employee's PIN is read on purpose, with `employeePinCodeSchema`.
 */
export const employeeSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(EMPLOYEE_ROLES),
  zone: z.string().nullable(),
  hasPin: z.boolean(),
  lastCheckInTime: z.string().nullable(),
  createdAt: z.string(),
  weeklyContractMinutes: z.number().int(),
  /** 'Poste': the job title, free text; null when not given. */
  jobTitle: z.string().nullable(),
  payrollNumber: z.string().nullable(),
  /** 'Centre de coût' (issue 32): a payroll file's column; null when none. */
  costCentre: z.string().nullable(),
  /** 'Date d'entrée', 'AAAA-MM-JJ'. */
  hireDate: z.string().nullable(),
  /** 'Adresse e-mail', where the answers to the employee's leave requests go; null when none. */
  email: z.string().nullable(),
  /** 'Date de sortie', 'AAAA-MM-JJ', given when archived; null while active. */
  leavingDate: z.string().nullable(),
  /** When the employee was archived; null while active. */
  archivedAt: z.string().nullable(),
  /** The employee's site (issue 29); the zone is a label within it. */
  siteId: z.string(),
  siteName: z.string(),
  /** When the employee's live badge was issued (issue 30); null when they have none. */
  badgeIssuedAt: z.string().nullable(),
});
export type Employee = z.infer<typeof employeeSchema>;

/** One page of the company's active (or archived) employees, with what the plan allows. */
export const employeeListSchema = z.object({
  employees: z.array(employeeSchema),
  /** Employees of the status asked matching the search, direction included: what the pages cover. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  headcount: z.object({
    /** Active non-direction employees (SPEC §2 count, DESIGN.md item 7 limit). */
    employees: z.number().int(),
    /** null: unlimited. */
    limit: z.number().int().nullable(),
    plan: z.string(),
  }),
});
export type EmployeeList = z.infer<typeof employeeListSchema>;
