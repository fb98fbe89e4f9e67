import { describe, expect, it } from 'vitest';
import { EMPLOYEE_IMPORT_MESSAGES as M, minutesOfHours, readEmployeeImport } from './employee-import';
import { EMPLOYEE_MESSAGES } from './employee-messages';
import { readCsvRows } from './table-file';

const read = (csv: string) => readEmployeeImport(readCsvRows(csv));

describe('readEmployeeImport', () => {
  it("reads each line as 'Ajouter un employé' takes it, the columns in any order", () => {
    const parsed = read(
      'code pin;NOM;prenom;Date d’entrée;Site\n012345;Martin;Zoé;01/09/2026;Fournil\n;Petit;Léo;;',
    );
    expect(parsed).toMatchObject({
      ok: true,
      rows: [
        {
          line: 2,
          error: null,
          input: {
            firstName: 'Zoé',
            lastName: 'Martin',
            role: 'employee',
            zone: 'Fournil',
            pinCode: '012345',
            hireDate: '2026-09-01',
          },
        },
        { line: 3, error: null, input: { firstName: 'Léo', pinCode: null, zone: null, hireDate: null } },
      ],
    });
  });

  it("gives a wrong line the add form's message, or the import's own for a date or hours", () => {
    const parsed = read(
      "Prénom;Nom;Code PIN;Heures par semaine;Date d'entrée\nZoé;;;;\nLéo;Petit;12a456;;\nAna;Roux;;60;\nEli;Vert;;x;\nIsa;Noir;;;2026-31-12",
    );
    expect(parsed.ok && parsed.rows.map((row) => [row.error, row.input])).toEqual([
      [EMPLOYEE_MESSAGES.namesRequired, null],
      ['Le code PIN doit contenir exactement 6 chiffres', null],
      [EMPLOYEE_MESSAGES.weeklyHoursRange, null],
      [M.badHours, null],
      [M.badHireDate, null],
    ]);
  });

  it('refuses a header it cannot read, or a file without lines', () => {
    expect(read('')).toEqual({ ok: false, error: M.empty });
    expect(read('Prénom;Nom')).toEqual({ ok: false, error: M.noLines });
    expect(read('Prénom;Nom;Âge\nZoé;Martin;30')).toEqual({ ok: false, error: M.unknownColumn('Âge') });
    expect(read('Prénom\nZoé')).toEqual({ ok: false, error: M.headers });
  });
});

describe('minutesOfHours', () => {
  it('reads hours as a person writes them', () => {
    expect(['35', '24,5', '24.5', '35:30', '35 h 30', '35h', ''].map(minutesOfHours)).toEqual([
      2100,
      1470,
      1470,
      2130,
      2130,
      2100,
      undefined,
    ]);
    expect(['trente', '35:75', '-5'].map(minutesOfHours)).toEqual([null, null, null]);
  });
});
