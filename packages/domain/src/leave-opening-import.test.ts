import { describe, expect, it } from 'vitest';
import { OPENING_IMPORT_TEMPLATE, parseOpeningImport } from './leave-opening-import';
import { nameKey } from './table-file';

describe('parseOpeningImport', () => {
  it('reads the template: matricule or name, days with a comma, a French date', () => {
    expect(parseOpeningImport(OPENING_IMPORT_TEMPLATE)).toEqual({
      ok: true,
      rows: [
        { line: 2, payrollNumber: 'A012', name: 'Zoé Martin', days: 12.5, asOf: '2026-05-31' },
        { line: 3, payrollNumber: '', name: 'Léo Petit', days: 3, asOf: '2026-05-31' },
      ],
    });
  });

  it('marks a cell it cannot read, and refuses a file without the header', () => {
    const parsed = parseOpeningImport(
      'matricule,nom,solde,date\n,Zoé,douze,2026-13-01\n\n,Léo,1.25,2026-05-31',
    );
    expect(parsed).toEqual({
      ok: true,
      rows: [
        { line: 2, payrollNumber: '', name: 'Zoé', days: null, asOf: null },
        { line: 4, payrollNumber: '', name: 'Léo', days: 1.25, asOf: '2026-05-31' },
      ],
    });
    expect(parseOpeningImport('nom;solde\nZoé;3')).toMatchObject({ ok: false });
    expect(parseOpeningImport('')).toMatchObject({ ok: false, error: 'Le fichier est vide' });
  });

  it('compares names without case or accents', () => {
    expect(nameKey('  Zoé   MARTIN ')).toBe(nameKey('zoe martin'));
  });
});
