import type { AbsenceDayHours } from '@pointeo/domain/leave-hours';
import { DEFAULT_PAYROLL_SETTINGS, type PayrollSettings } from '@pointeo/domain/payroll';
import type { PayrollItem } from '@pointeo/domain/payroll-items';
import { describe, expect, it } from 'vitest';
import { absenceRuns, decimalHours } from './payroll-items';
import { payrollFileBytes, payrollFileText } from './payroll-writer';

const item = (overrides: Partial<PayrollItem>): PayrollItem => ({
  employeeId: 'e1',
  payrollNumber: 'M1',
  lastName: 'Martin',
  firstName: 'Zoé',
  siteName: 'Siège',
  costCentre: '',
  kind: 'hours',
  source: 'nightMinutes',
  code: 'HN',
  label: 'Heures de nuit',
  value: 1.5,
  unit: 'hours',
  from: '2026-11-01',
  to: '2026-11-30',
  ...overrides,
});

describe('payrollFileText', () => {
  it('writes names and matricules that look like formulas as text, quotes the separator, a negative value bare', () => {
    const { lines } = payrollFileText('2026-11', DEFAULT_PAYROLL_SETTINGS, [
      item({
        payrollNumber: '-M1',
        lastName: '=HYPERLINK("http://x","y")',
        firstName: "+cmd|' /C calc'!A0",
        value: -1.5,
      }),
    ]);
    expect(lines[1]).toBe(
      `'-M1;"'=HYPERLINK(""http://x"",""y"")";'+cmd|' /C calc'!A0;HN;Heures de nuit;-1,50;01/11/2026;30/11/2026`,
    );
  });

  it("writes Silae's prefixes by kind and its ASCII header; the bytes end each line with CRLF", () => {
    const silae: PayrollSettings = { ...DEFAULT_PAYROLL_SETTINGS, preset: 'silae' };
    const { lines } = payrollFileText('2026-11', silae, [
      item({}),
      item({ kind: 'absence', code: '200', value: 0.5, unit: 'days', from: '2026-11-04', to: '2026-11-04' }),
      item({ kind: 'variable', code: 'RepasServis', value: 3, unit: 'count' }),
    ]);
    expect(lines).toEqual([
      'Matricule;Code;Valeur;Date debut;Date fin',
      'M1;HS-HN;1,50;01/11/2026;30/11/2026',
      'M1;AB-200;0,5;04/11/2026;04/11/2026',
      'M1;EV-RepasServis;3;01/11/2026;30/11/2026',
    ]);
    expect(payrollFileBytes(silae, lines.slice(0, 1)).toString('hex')).toBe(
      Buffer.from('Matricule;Code;Valeur;Date debut;Date fin\r\n').toString('hex'),
    );
  });

  it('names, in Windows-1252, each character it cannot hold once per employee and column', () => {
    const custom: PayrollSettings = {
      ...DEFAULT_PAYROLL_SETTINGS,
      preset: 'custom',
      format: {
        ...DEFAULT_PAYROLL_SETTINGS.format,
        encoding: 'windows-1252',
        columns: ['lastName', 'value'],
      },
    };
    const { problems } = payrollFileText('2026-11', custom, [
      item({ lastName: 'Wałęsa' }),
      item({ lastName: 'Wałęsa', code: 'HS25' }),
      item({ lastName: 'Œuvre Müller' }),
    ]);
    expect(problems.map(({ message }) => message)).toEqual([
      "Le caractère «\u202fł\u202f» ne peut pas être écrit en Windows-1252 (Wałęsa Zoé, colonne Nom)\u202f: corrigez-le ou choisissez l'encodage UTF-8.",
      "Le caractère «\u202fę\u202f» ne peut pas être écrit en Windows-1252 (Wałęsa Zoé, colonne Nom)\u202f: corrigez-le ou choisissez l'encodage UTF-8.",
    ]);
  });
});

describe('absenceRuns', () => {
  const day = (date: string, share = 1, typeId = 'cp'): AbsenceDayHours => ({
    date,
    share,
    typeId,
    typeName: typeId === 'cp' ? 'Congés payés' : 'RTT',
    typeCode: null,
    paidMinutes: 420 * share,
    countsAsWorkedTime: true,
  });

  it('makes one absence of days that follow one another over a weekend or a holiday, one per type', () => {
    expect(
      absenceRuns([
        day('2026-05-08', 1, 'rtt'),
        day('2026-05-07'),
        day('2026-05-11'),
        day('2026-05-12', 0.5),
        day('2026-05-15', 0.5),
        day('2026-05-13', 1, 'rtt'),
      ]),
    ).toEqual([
      { typeId: 'cp', typeName: 'Congés payés', from: '2026-05-07', to: '2026-05-12', days: 2.5 },
      { typeId: 'rtt', typeName: 'RTT', from: '2026-05-08', to: '2026-05-08', days: 1 },
      { typeId: 'rtt', typeName: 'RTT', from: '2026-05-13', to: '2026-05-13', days: 1 },
      { typeId: 'cp', typeName: 'Congés payés', from: '2026-05-15', to: '2026-05-15', days: 0.5 },
    ]);
  });

  it('rounds minutes to decimal hours as every file writes them', () => {
    expect([decimalHours(90), decimalHours(-90), decimalHours(1), decimalHours(0)]).toEqual([
      1.5, -1.5, 0.02, 0,
    ]);
  });
});
