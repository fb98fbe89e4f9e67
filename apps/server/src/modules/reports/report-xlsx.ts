import { PassThrough, type Readable } from 'node:stream';
import type { DayHours } from '@pointeo/domain/hours-engine';
import { HOURS_LINE_LABELS } from '@pointeo/domain/hours-rules';
import { absenceNamesByDate } from '@pointeo/domain/leave-hours';
import { wallTimeMinutes } from '@pointeo/domain/paris-calendar';
import { REPORT_MESSAGES as M, REPORT_FIGURES } from '@pointeo/domain/report-messages';
import type { ReportFigures } from '@pointeo/domain/reports';
import ExcelJS from 'exceljs';
import { parisWallClock } from '../../lib/file-formats';
import { asDays, bold, DURATION, frozenSheet } from '../../lib/xlsx-styles';
import { addFigures, type EmployeeReport, totalOf } from './month-data';
import { letClientRead } from './stream-pacing';

/**
 * The monthly report as an Excel workbook, streamed: a 'Synthèse' sheet (one row per employee and
 * the company total) and a 'Détail par jour' sheet (one row per employee per day with work, an open
 * entry, an absence (its type and paid hours) or an alert; its hours of a holiday and of 1 May apart,
 * as in the summary and the Temps tab). Durations are real numbers of days shown '[h]:mm', dates real dates, headers
 * frozen. Sheets are zip entries written one after the other, so the employees are read twice
 * (`reports()` is called once per sheet) rather than a sheet waiting whole in memory for the other.
 */

const NNBSP = '\u202f';
const NUMBER_FORMATS = { minutes: DURATION, count: '0', days: 'General' } as const;

export function monthlyReportXlsx(reports: () => Iterable<EmployeeReport>): Readable {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  const write = async () => {
    await writeSummary(workbook, reports(), output);
    await writeDetail(workbook, reports(), output);
    await workbook.commit();
  };
  write().catch((error: Error) => output.destroy(error));
  return output;
}

async function writeSummary(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  reports: Iterable<EmployeeReport>,
  output: Readable,
) {
  const sheet = frozenSheet(workbook, M.summarySheet, [
    { header: M.payrollNumber, width: 12 },
    { header: M.lastName, width: 22 },
    { header: M.firstName, width: 18 },
    ...REPORT_FIGURES.map((figure) => ({
      header: figure.label,
      width: Math.max(12, figure.label.length + 2),
      style: { numFmt: NUMBER_FORMATS[figure.unit] },
    })),
  ]);
  const cells = (figures: ReportFigures) =>
    REPORT_FIGURES.map((figure) =>
      figure.unit === 'minutes' ? asDays(figures[figure.key]) : figures[figure.key],
    );
  let total = totalOf([]);
  for (const { employee, figures } of reports) {
    total = addFigures(total, figures);
    sheet
      .addRow([employee.payrollNumber ?? '', employee.lastName, employee.firstName, ...cells(figures)])
      .commit();
    await letClientRead(output);
  }
  const totalRow = sheet.addRow(['', M.total, '', ...cells(total)]);
  totalRow.font = bold;
  totalRow.commit();
  sheet.commit();
}

async function writeDetail(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  reports: Iterable<EmployeeReport>,
  output: Readable,
) {
  const sheet = frozenSheet(workbook, M.detailSheet, [
    { header: M.payrollNumber, width: 12 },
    { header: M.lastName, width: 22 },
    { header: M.firstName, width: 18 },
    { header: M.date, width: 12, style: { numFmt: 'dd/mm/yyyy' } },
    { header: M.arrival, width: 10, style: { numFmt: 'hh:mm' } },
    { header: M.departure, width: 10, style: { numFmt: 'hh:mm' } },
    { header: M.breaks, width: 10, style: { numFmt: DURATION } },
    { header: M.worked, width: 11, style: { numFmt: DURATION } },
    { header: M.night, width: 10, style: { numFmt: DURATION } },
    { header: HOURS_LINE_LABELS.holiday, width: 20, style: { numFmt: DURATION } },
    { header: HOURS_LINE_LABELS.mayDay, width: 18, style: { numFmt: DURATION } },
    { header: M.absence, width: 22 },
    { header: HOURS_LINE_LABELS.absence, width: 16, style: { numFmt: DURATION } },
    { header: M.alerts, width: 60 },
  ]);
  for (const { employee, hours, absences } of reports) {
    const absenceNames = absenceNamesByDate(absences);
    for (const day of hours.days) {
      const absence = absenceNames.get(day.date);
      const empty = day.workedMinutes === 0 && day.openEntries.length === 0 && day.alerts.length === 0;
      if (empty && absence === undefined) continue;
      sheet
        .addRow([
          employee.payrollNumber ?? '',
          employee.lastName,
          employee.firstName,
          calendarDate(day.date),
          wallTimeOf(day.firstIn),
          wallTimeOf(day.lastOut),
          asDays(day.breakMinutes),
          asDays(day.workedMinutes),
          asDays(day.nightMinutes),
          asDays(day.holidayMinutes),
          asDays(day.mayDayMinutes),
          absence ?? '',
          asDays(day.absenceMinutes),
          alertsText(day),
        ])
        .commit();
    }
    await letClientRead(output);
  }
  sheet.commit();
}

/** Excel dates carry no time zone: the Paris day, as a UTC midnight. */
function calendarDate(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00Z`);
}

/** The Paris wall time of an instant, as a fraction of a day (Excel's time), or empty. */
function wallTimeOf(instant: Date | null): number | null {
  return instant ? asDays(wallTimeMinutes(parisWallClock(instant))) : null;
}

function alertsText(day: DayHours): string {
  return day.alerts.map((alert) => alert.label).join(`${NNBSP}; `);
}
