import { text } from 'node:stream/consumers';
import type { CustomReportResult } from '@pointeo/domain/custom-reports';
import type { ReportFigures } from '@pointeo/domain/reports';
import { describe, expect, it } from 'vitest';
import { customReportCsv } from './custom-csv';

const figures = (workedMinutes: number) => ({ workedMinutes, daysWorked: 1 }) as ReportFigures;

describe('customReportCsv', () => {
  it('writes a name that looks like a formula as text and a negative figure as a bare number', async () => {
    const result: CustomReportResult = {
      definition: {
        from: '2026-11-01',
        to: '2026-11-30',
        employeeIds: [],
        zone: null,
        grouping: 'employee',
        columns: ['daysWorked', 'workedMinutes'],
      },
      rows: [
        {
          label: '@SUM(1)',
          from: '2026-11-01',
          to: '2026-11-30',
          employee: {
            id: 'e1',
            payrollNumber: null,
            lastName: '=HYPERLINK("http://x","y")',
            firstName: '@SUM(1)',
            archived: false,
          },
          figures: figures(-90),
        },
      ],
      total: figures(-90),
    };
    const lines = (await text(customReportCsv(result))).split('\r\n');
    expect(lines[1]).toBe(`;"'=HYPERLINK(""http://x"",""y"")";'@SUM(1);01/11/2026;30/11/2026;1;-1,50`);
    expect(lines[2]).toBe(';Total;;01/11/2026;30/11/2026;1;-1,50');
  });
});
