import { type Stringifier, stringify } from 'csv-stringify';

/**
 * Every CSV Pointeo writes goes through `frenchCsv`, so no cell a person typed (an employee's or a
 * company's name, a matricule, a payroll code) reaches a spreadsheet as a formula (OWASP's CSV
 * injection). Text is the default: every string cell is neutralised. A figure the code formatted
 * ('7,50', '-1,50') is declared with `csvNumber` and written as it is, so a negative figure stays a
 * number in its column.
 */

// '=', '+', '-', '@', tab, carriage return (OWASP), and the full-width forms Apple Numbers reads alike.
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/** A French number as the report files write one: digits, an optional sign and decimal comma. */
const FRENCH_NUMBER = /^-?\d+(?:,\d+)?$/;

/** A text cell as a spreadsheet must read it: with a leading apostrophe when it would start a formula. */
export function csvText(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** A figure the code formatted; only a plain French number is written bare, anything else stays text. */
export class CsvNumber {
  constructor(readonly text: string) {}
}

export function csvNumber(text: string): CsvNumber {
  return new CsvNumber(text);
}

export type CsvCell = string | CsvNumber;

/** ';' between fields, CRLF after each record, and a UTF-8 byte order mark when French Excel opens it. */
export function frenchCsv({ bom }: { bom: boolean }): Stringifier {
  return stringify({
    delimiter: ';',
    bom,
    record_delimiter: 'windows',
    cast: {
      string: csvText,
      object: (value) => {
        if (!(value instanceof CsvNumber)) throw new TypeError('Cellule CSV ni texte ni nombre');
        return FRENCH_NUMBER.test(value.text) ? value.text : csvText(value.text);
      },
    },
  });
}
