import { describe, expect, it } from 'vitest';
import { fileCells } from './payroll-file-lines';

describe('fileCells', () => {
  it("cuts a line at the file's separator", () => {
    expect(fileCells('M-001;HS-HN;7,50;01/10/2026;31/10/2026', ';')).toEqual([
      'M-001',
      'HS-HN',
      '7,50',
      '01/10/2026',
      '31/10/2026',
    ]);
    expect(fileCells('M-001\tHN\t7.50', '\t')).toEqual(['M-001', 'HN', '7.50']);
  });

  it('keeps a quoted cell whole, its doubled quotes as one, and empty cells', () => {
    expect(fileCells('"Martin; fils";"Le ""Fournil""";;7,50', ';')).toEqual([
      'Martin; fils',
      'Le "Fournil"',
      '',
      '7,50',
    ]);
  });
});
