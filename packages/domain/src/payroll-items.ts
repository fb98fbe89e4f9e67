/**
 * What every payroll file and payroll connector takes from a validated month (issue 32): one value
 * per employee and figure, or per absence. The file layouts (decision 078) and the push to Silae's
 * API (decision 079) both start from the same list, so a file and a push always carry the same
 * figures.
 */

/** The kinds of values payroll tools take (shared/PAYROLL.md): hours, absences, variable elements. */
export const PAYROLL_ITEM_KINDS = ['hours', 'absence', 'variable'] as const;
export type PayrollItemKind = (typeof PAYROLL_ITEM_KINDS)[number];

export const PAYROLL_ITEM_UNITS = ['hours', 'days', 'count'] as const;
export type PayrollItemUnit = (typeof PAYROLL_ITEM_UNITS)[number];

/**
 * One value of a validated month for one employee. The list is in a fixed order (employees in the
 * report's order, then each one's figures in PAYROLL_VARIABLES' order, then absences by first day),
 * so the same month and settings always give the same list.
 */
export interface PayrollItem {
  employeeId: string;
  /** The 'Matricule'; '' when the employee has none (a problem listed before any file or push). */
  payrollNumber: string;
  lastName: string;
  firstName: string;
  siteName: string;
  /** The employee's cost centre; '' when none is set. */
  costCentre: string;
  kind: PayrollItemKind;
  /** What the value is in Pointeo: a PAYROLL_VARIABLES key, or the absence type's id. */
  source: string;
  /** The company's code for it, without any tool's prefix ('HS-', 'AB-', 'EV-'); '' when none. */
  code: string;
  /** The figure's or the absence type's French name. */
  label: string;
  /** Hours in decimal hours, rounded as the files write them; absences in days (0.5 a half day). */
  value: number;
  unit: PayrollItemUnit;
  /** Paris calendar days (AAAA-MM-JJ): the month's first and last for a figure, the absence's own for an absence. */
  from: string;
  to: string;
}
