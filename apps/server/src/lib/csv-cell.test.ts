import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { csvNumber, csvText, frenchCsv } from './csv-cell';

describe('csvText', () => {
  it.each([
    ['=HYPERLINK("http://x","y")', `'=HYPERLINK("http://x","y")`],
    ["+cmd|' /C calc'!A0", "'+cmd|' /C calc'!A0"],
    ['-1+1', "'-1+1"],
    ['@SUM(1)', "'@SUM(1)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', "'\r=1+1"],
    ['\uFF1DSUM(1)', "'\uFF1DSUM(1)"],
  ])('puts an apostrophe before %j, which a spreadsheet would run', (value, expected) => {
    expect(csvText(value)).toBe(expected);
  });

  it.each(['Dupont', 'Jean-Luc', '', '01/11/2026', "L'Atelier", ' =1'])('leaves %j as it is', (value) => {
    expect(csvText(value)).toBe(value);
  });
});

describe('frenchCsv', () => {
  async function written(record: unknown[]): Promise<string> {
    const csv = frenchCsv({ bom: false });
    csv.end(record);
    return text(csv);
  }

  it('writes every text cell safe and a figure the code formatted as a bare number, negative or not', async () => {
    expect(
      await written([
        '=HYPERLINK("http://x","y")',
        '-1+1',
        '-1,50',
        csvNumber('-1,50'),
        csvNumber('7,50'),
        csvNumber('2'),
      ]),
    ).toBe(`"'=HYPERLINK(""http://x"",""y"")";'-1+1;'-1,50;-1,50;7,50;2\r\n`);
  });

  it('keeps as text a figure that is no plain number', async () => {
    expect(await written([csvNumber('=1+1'), csvNumber('-1-1')])).toBe(`'=1+1;'-1-1\r\n`);
  });

  it('refuses a cell that is neither text nor a figure', async () => {
    await expect(written([{ formula: '=1+1' }])).rejects.toThrow();
  });
});
