import type { Readable } from 'node:stream';
import { formatDays } from '@pointeo/domain/hours-format';
import type { AbsenceDayHours } from '@pointeo/domain/leave-hours';
import { PAYROLL_VARIABLES, type PayrollSettings } from '@pointeo/domain/payroll';
import { PAYROLL_MESSAGES as M } from '@pointeo/domain/payroll-messages';
import { reportFigure } from '@pointeo/domain/report-messages';
import type { ReportFigures } from '@pointeo/domain/reports';
import { type CsvNumber, csvNumber, frenchCsv } from '../../lib/csv-cell';
import { figureText, monthSpan } from '../../lib/file-formats';

/**
 * 'Export paie': one line per employee and payroll variable with a code and a value, for the month;
 * then one per absence type with a code, valued in days (types in the settings' order).
 * Nothing in it depends on when it is made (no date of export, rows in a fixed order), so the same
 * month and settings always give the same bytes. Names, matricules and codes never become formulas
 * (`frenchCsv`); the values stay numbers.
 *
 * - generic: for Excel and most payroll tools; BOM, ';', a French header, 'Matricule;Nom;Prénom;Code;
 *   Libellé;Valeur;Date de début;Date de fin'.
 * - silae: the layout we understand Silae's variables import to take (decision 019): no header, no
 *   BOM, 'Matricule;Code;Valeur;Date de début;Date de fin'. Not checked against Silae's own
 *   documentation yet.
 */

export interface PayrollLine {
  payrollNumber: string;
  lastName: string;
  firstName: string;
  figures: ReportFigures;
  /** Absence type id → its days in the month. */
  absenceDays: ReadonlyMap<string, number>;
}

/** Type id → days of the month's absences (a half day counts 0.5). */
export function absenceDaysByType(absences: readonly AbsenceDayHours[]): Map<string, number> {
  const days = new Map<string, number>();
  for (const day of absences) days.set(day.typeId, (days.get(day.typeId) ?? 0) + day.share);
  return days;
}

/** One line of the payroll file: the employee, the code, its label and the value as the file writes it. */
export interface PayrollRow<Line extends PayrollLine = PayrollLine> {
  employee: Line;
  code: string;
  label: string;
  value: CsvNumber;
}

/** The file's lines in its order: each employee's figures, then their absence days per type. */
export function* payrollRows<Line extends PayrollLine>(
  settings: PayrollSettings,
  employees: readonly Line[],
): Generator<PayrollRow<Line>> {
  for (const employee of employees) {
    for (const { key } of PAYROLL_VARIABLES) {
      const code = settings.codes[key];
      const figure = reportFigure(key);
      if (code === '' || employee.figures[key] === 0) continue;
      yield {
        employee,
        code,
        label: figure.label,
        value: csvNumber(figureText(figure, employee.figures[key])),
      };
    }
    for (const { typeId, name, code } of settings.absenceCodes) {
      const days = employee.absenceDays.get(typeId) ?? 0;
      if (code === '' || days === 0) continue;
      yield { employee, code, label: M.absenceDaysLabel(name), value: csvNumber(formatDays(days)) };
    }
  }
}

export function payrollCsv(
  month: string,
  settings: PayrollSettings,
  employees: readonly PayrollLine[],
): Readable {
  const generic = settings.preset === 'generic';
  const csv = frenchCsv({ bom: generic });
  const { from, to } = monthSpan(month);
  if (generic) {
    const c = M.columns;
    csv.write([c.payrollNumber, c.lastName, c.firstName, c.code, c.label, c.value, c.from, c.to]);
  }
  for (const { employee, code, label, value } of payrollRows(settings, employees)) {
    csv.write(
      generic
        ? [employee.payrollNumber, employee.lastName, employee.firstName, code, label, value, from, to]
        : [employee.payrollNumber, code, value, from, to],
    );
  }
  csv.end();
  return csv;
}

/** Whether an employee has anything to export under the settings' codes. */
export function hasPayrollValues(
  settings: PayrollSettings,
  figures: ReportFigures,
  absenceDays: ReadonlyMap<string, number>,
): boolean {
  return (
    PAYROLL_VARIABLES.some(({ key }) => settings.codes[key] !== '' && figures[key] !== 0) ||
    settings.absenceCodes.some(({ typeId, code }) => code !== '' && (absenceDays.get(typeId) ?? 0) > 0)
  );
}
