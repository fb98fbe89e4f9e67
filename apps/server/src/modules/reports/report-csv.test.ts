import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { type EmployeeReport, totalOf } from './month-data';
import { monthlyReportCsv } from './report-csv';

describe('monthlyReportCsv', () => {
  it('writes a name that looks like a formula as text and a negative figure as a bare number', async () => {
    const report = {
      employee: { payrollNumber: '@M1', lastName: '=HYPERLINK("http://x","y")', firstName: '-1+1' },
      figures: { ...totalOf([]), workedMinutes: -90 },
    } as EmployeeReport;
    const lines = (await text(monthlyReportCsv('2026-11', [report]))).split('\r\n');
    expect(lines[1]).toBe(
      `'@M1;"'=HYPERLINK(""http://x"",""y"")";'-1+1;01/11/2026;30/11/2026;0;-1,50;${'0,00;'.repeat(9)}0;0`,
    );
    expect(lines[2]).toBe(`;Total entreprise;;01/11/2026;30/11/2026;0;-1,50;${'0,00;'.repeat(9)}0;0`);
  });
});
