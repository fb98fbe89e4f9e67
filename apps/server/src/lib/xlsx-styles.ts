import type ExcelJS from 'exceljs';

/** What every Pointeo workbook shares: durations as Excel days shown '[h]:mm', bold frozen headers. */

export const DURATION = '[h]:mm';
const MINUTES_PER_DAY = 1440;

/** Excel's durations are days. */
export const asDays = (minutes: number) => minutes / MINUTES_PER_DAY;
export const bold = { bold: true };

/** A sheet whose bold header row stays in view. */
export function frozenSheet(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  name: string,
  columns: Partial<ExcelJS.Column>[],
) {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns;
  sheet.getRow(1).font = bold;
  return sheet;
}
