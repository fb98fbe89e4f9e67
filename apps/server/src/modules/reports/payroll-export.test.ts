import { text } from 'node:stream/consumers';
import { DEFAULT_PAYROLL_SETTINGS } from '@pointeo/domain/payroll';
import { describe, expect, it } from 'vitest';
import { totalOf } from './month-data';
import { payrollCsv } from './payroll-export';

describe('payrollCsv', () => {
  it('writes names and matricules that look like formulas as text and a negative value as a bare number', async () => {
    const line = {
      payrollNumber: '-M1',
      lastName: '=HYPERLINK("http://x","y")',
      firstName: "+cmd|' /C calc'!A0",
      figures: { ...totalOf([]), nightMinutes: -90 },
      absenceDays: new Map<string, number>(),
    };
    const csv = await text(payrollCsv('2026-11', DEFAULT_PAYROLL_SETTINGS, [line]));
    expect(csv.split('\r\n')[1]).toBe(
      `'-M1;"'=HYPERLINK(""http://x"",""y"")";'+cmd|' /C calc'!A0;HN;Heures de nuit;-1,50;01/11/2026;30/11/2026`,
    );
  });
});
