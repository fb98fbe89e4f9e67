import type { PayrollItemKind, PayrollItemUnit } from './payroll-items';
import { PAYROLL_LAYOUT_MESSAGES as L } from './payroll-messages';
import { z } from './zod';

/**
 * The export builder (issue 32, decision 078): how a payroll file is written from a validated month's
 * PayrollItem list. A company keeps one layout: a ready-made preset (Silae, EBP, generic) or its own
 * ('custom'). A preset fixes everything but the decimal mark, which stays a setting on every preset
 * (shared/PAYROLL.md: Silae's is disputed; comma by default).
 */

/** The columns a layout chooses from, in the order the builder lists them. */
export const PAYROLL_COLUMNS = [
  'payrollNumber',
  'lastName',
  'firstName',
  'code',
  'label',
  'value',
  'unit',
  'from',
  'to',
  'site',
  'costCentre',
] as const;
export type PayrollColumn = (typeof PAYROLL_COLUMNS)[number];

/** Columns that name the employee (or the month): those a one-line-per-employee file keeps. */
export const PAYROLL_EMPLOYEE_COLUMNS: readonly PayrollColumn[] = [
  'payrollNumber',
  'lastName',
  'firstName',
  'from',
  'to',
  'site',
  'costCentre',
];

export const PAYROLL_SEPARATORS = [';', ',', '\t', '|'] as const;
export type PayrollSeparator = (typeof PAYROLL_SEPARATORS)[number];

export const PAYROLL_DECIMAL_MARKS = [',', '.'] as const;
export type PayrollDecimalMark = (typeof PAYROLL_DECIMAL_MARKS)[number];

export const PAYROLL_ENCODINGS = ['utf8', 'utf8-bom', 'windows-1252'] as const;
export type PayrollEncoding = (typeof PAYROLL_ENCODINGS)[number];

export const PAYROLL_DATE_FORMATS = ['JJ/MM/AAAA', 'AAAA-MM-JJ', 'JJMMAAAA'] as const;
export type PayrollDateFormat = (typeof PAYROLL_DATE_FORMATS)[number];

/** 'figure': one line per value (per figure, per absence); 'employee': one line per employee, a column per code. */
export const PAYROLL_LINE_MODES = ['figure', 'employee'] as const;
export type PayrollLineMode = (typeof PAYROLL_LINE_MODES)[number];

/** The header's column names: French ('Prénom', 'Date de début') or without accents ('Prenom', 'Date debut'). */
export const PAYROLL_HEADER_NAMES = ['french', 'ascii'] as const;
export type PayrollHeaderNames = (typeof PAYROLL_HEADER_NAMES)[number];

/** How a file is written: everything but the codes. */
export const payrollFormatSchema = z.object({
  /** The columns in the file's order (in one line per employee: those naming the employee, then one per code). */
  columns: z
    .array(z.enum(PAYROLL_COLUMNS, L.columnRequired))
    .min(1, L.columnsRequired)
    .max(PAYROLL_COLUMNS.length)
    .refine((columns) => new Set(columns).size === columns.length, L.columnTwice),
  separator: z.enum(PAYROLL_SEPARATORS, L.separatorRequired),
  decimalMark: z.enum(PAYROLL_DECIMAL_MARKS, L.decimalMarkRequired),
  encoding: z.enum(PAYROLL_ENCODINGS, L.encodingRequired),
  dateFormat: z.enum(PAYROLL_DATE_FORMATS, L.dateFormatRequired),
  /** Whether the first line names the columns. */
  header: z.boolean(),
  headerNames: z.enum(PAYROLL_HEADER_NAMES, L.headerNamesRequired),
  lines: z.enum(PAYROLL_LINE_MODES, L.linesRequired),
  /** Silae's prefixes by kind: 'HS-' hours, 'AB-' absences, 'EV-' variable elements (the codes are stored bare). */
  codePrefixes: z.boolean(),
});
export type PayrollFormat = z.output<typeof payrollFormatSchema>;

/** The presets' formats; a preset's decimal mark is only its default. */
export const PAYROLL_PRESET_FORMATS = {
  /** shared/PAYROLL.md: 'Matricule;Code;Valeur;Date debut;Date fin', header written, JJ/MM/AAAA, HS-/AB-/EV-. */
  silae: {
    columns: ['payrollNumber', 'code', 'value', 'from', 'to'],
    separator: ';',
    decimalMark: ',',
    encoding: 'utf8',
    dateFormat: 'JJ/MM/AAAA',
    header: true,
    headerNames: 'ascii',
    lines: 'figure',
    codePrefixes: true,
  },
  /** shared/PAYROLL.md: ';', the first line names the columns identifying the employee, a grid of variables with a validity date. */
  ebp: {
    columns: ['payrollNumber', 'lastName', 'firstName', 'from'],
    separator: ';',
    decimalMark: ',',
    encoding: 'windows-1252',
    dateFormat: 'JJ/MM/AAAA',
    header: true,
    headerNames: 'french',
    lines: 'employee',
    codePrefixes: false,
  },
  /** Today's generic file (decision 019): for Excel and most payroll tools. */
  generic: {
    columns: ['payrollNumber', 'lastName', 'firstName', 'code', 'label', 'value', 'from', 'to'],
    separator: ';',
    decimalMark: ',',
    encoding: 'utf8-bom',
    dateFormat: 'JJ/MM/AAAA',
    header: true,
    headerNames: 'french',
    lines: 'figure',
    codePrefixes: false,
  },
} as const satisfies Record<'silae' | 'ebp' | 'generic', PayrollFormat>;

/** The format a layout writes: a preset's, with the layout's decimal mark; a custom layout's own. */
export function effectiveFormat(preset: string, format: PayrollFormat): PayrollFormat {
  if (preset === 'custom') return format;
  const base = PAYROLL_PRESET_FORMATS[preset as keyof typeof PAYROLL_PRESET_FORMATS];
  return { ...base, columns: [...base.columns], decimalMark: format.decimalMark };
}

/** The prefix Silae's file puts before a code of each kind (shared/PAYROLL.md). */
export const SILAE_PREFIXES: Record<PayrollItemKind, string> = {
  hours: 'HS-',
  absence: 'AB-',
  variable: 'EV-',
};

/** The kind and unit of each payroll figure; absences are 'absence' in days. */
export const PAYROLL_FIGURE_KINDS = {
  daysWorked: { kind: 'variable', unit: 'days' },
  workedMinutes: { kind: 'hours', unit: 'hours' },
  overtime25Minutes: { kind: 'hours', unit: 'hours' },
  overtime50Minutes: { kind: 'hours', unit: 'hours' },
  complementary10Minutes: { kind: 'hours', unit: 'hours' },
  complementary25Minutes: { kind: 'hours', unit: 'hours' },
  nightMinutes: { kind: 'hours', unit: 'hours' },
  sundayMinutes: { kind: 'hours', unit: 'hours' },
  holidayMinutes: { kind: 'hours', unit: 'hours' },
  mayDayMinutes: { kind: 'hours', unit: 'hours' },
} as const satisfies Record<string, { kind: PayrollItemKind; unit: PayrollItemUnit }>;

/**
 * What stands in the way of a file or a push (contract 3 of issue 32), listed before download:
 * - 'payrollNumber': employees with a value but no matricule;
 * - 'code': a figure or absence type with a value but no code (one problem per figure or type);
 * - 'encoding': a character the file's encoding cannot hold (Windows-1252), named with where it is.
 * The download refuses (409) while any remains; nothing is silently skipped.
 */
export const PAYROLL_PROBLEM_KINDS = ['payrollNumber', 'code', 'encoding'] as const;
export type PayrollProblemKind = (typeof PAYROLL_PROBLEM_KINDS)[number];

export const payrollProblemSchema = z.object({
  kind: z.enum(PAYROLL_PROBLEM_KINDS),
  /** The French sentence the screen shows and the 409 repeats. */
  message: z.string(),
  /** The employees concerned, in the report's order. */
  employees: z.array(z.object({ id: z.string(), name: z.string() })),
  /** For 'code': the PAYROLL_VARIABLES key or the absence type's id, whose code is to be typed. */
  source: z.string().nullable(),
});
export type PayrollProblem = z.output<typeof payrollProblemSchema>;

/** At most this many lines of the file in a preview (the header included). */
export const PAYROLL_PREVIEW_LINES = 50;
