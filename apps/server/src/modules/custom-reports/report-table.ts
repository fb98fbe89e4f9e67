import { CUSTOM_REPORT_MESSAGES as CM } from '@pointeo/domain/custom-report-messages';
import type {
  CustomReportDefinition,
  CustomReportResult,
  CustomReportRow,
} from '@pointeo/domain/custom-reports';
import { REPORT_FIGURES, type ReportFigure, REPORT_MESSAGES as RM } from '@pointeo/domain/report-messages';

/**
 * The table every file of a custom report writes: what names a row (the employee, or the period),
 * the days it covers, then the chosen figures in REPORT_FIGURES order. Each writer formats the dates
 * its own way (text 'JJ/MM/AAAA' or real dates).
 */

export function chosenFigures(definition: CustomReportDefinition): ReportFigure[] {
  return REPORT_FIGURES.filter((figure) => definition.columns.includes(figure.key));
}

export function leadHeaders(definition: CustomReportDefinition): string[] {
  const span = [CM.from, CM.to];
  return definition.grouping === 'employee'
    ? [RM.payrollNumber, RM.lastName, RM.firstName, ...span]
    : [CM.period, ...span];
}

/** A row's leading cells; `null` is the total row, over the whole period. */
export function leadCells<DateCell>(
  result: CustomReportResult,
  row: CustomReportRow | null,
  date: (isoDate: string) => DateCell,
): (string | DateCell)[] {
  const { definition } = result;
  const span = row ? [date(row.from), date(row.to)] : [date(definition.from), date(definition.to)];
  if (definition.grouping !== 'employee') return [row?.label ?? CM.total, ...span];
  const employee = row?.employee;
  return employee
    ? [employee.payrollNumber ?? '', employee.lastName, employee.firstName, ...span]
    : ['', CM.total, '', ...span];
}
