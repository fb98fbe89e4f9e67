import { describe, expect, it } from 'vitest';
import { dayOfCell, readCsvRows } from './table-file';

describe('readCsvRows', () => {
  it('reads cells split by semicolons, quoted cells and doubled quotes, keeping line numbers past blank lines', () => {
    const csv = '\uFEFFPrénom;Nom\r\n"Zoé";" Martin ; fils "\r\n\r\n;;\r\nLéo;"Petit ""le grand"""\n';
    expect(readCsvRows(csv)).toEqual([
      { line: 1, cells: ['Prénom', 'Nom'] },
      { line: 2, cells: ['Zoé', 'Martin ; fils'] },
      { line: 5, cells: ['Léo', 'Petit "le grand"'] },
    ]);
  });

  it('takes commas when the header has no semicolon, and counts the lines a quoted cell spans', () => {
    expect(readCsvRows('a,b\n"x\ny",z\nw,"1,5"')).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['x\ny', 'z'] },
      { line: 4, cells: ['w', '1,5'] },
    ]);
  });

  it('gives nothing for an empty or blank file', () => {
    expect(readCsvRows('')).toEqual([]);
    expect(readCsvRows('\uFEFF\r\n ; \r\n')).toEqual([]);
  });
});

describe('dayOfCell', () => {
  it('reads a French or an ISO day, and nothing else', () => {
    expect(dayOfCell('31/05/2026')).toBe('2026-05-31');
    expect(dayOfCell('2026-05-31')).toBe('2026-05-31');
    expect(dayOfCell('31/02/2026')).toBeNull();
    expect(dayOfCell('5/1/2026')).toBeNull();
  });
});
