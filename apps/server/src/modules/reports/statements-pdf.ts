import type { Readable } from 'node:stream';
import type { DayHours, MonthHours, WeekHours } from '@pointeo/domain/hours-engine';
import { formatDays, formatDuration } from '@pointeo/domain/hours-format';
import { HOURS_LINE_LABELS } from '@pointeo/domain/hours-rules';
import { type AbsenceDayHours, absenceNamesByDate } from '@pointeo/domain/leave-hours';
import { addDays } from '@pointeo/domain/paris-calendar';
import { REPORT_MESSAGES as M, REPORT_FIGURES, reportFigure } from '@pointeo/domain/report-messages';
import type { ReportFigures } from '@pointeo/domain/reports';
import { formatSiret } from '@pointeo/domain/siret';
import PDFDocument from 'pdfkit';
import { frenchDay, monthLabel, monthSpan, parisWallClock } from '../../lib/file-formats';
import { PDF_FONTS, type PdfFontName } from '../../lib/pdf-fonts';
import { PDF_COLORS as COLORS } from '../../lib/pdf-styles';
import { letClientRead } from './stream-pacing';

/**
 * 'Relevé mensuel d'heures': one statement per employee, each starting on a new page, in one PDF.
 * What Code du travail D3171-8 and D3171-12 ask the employer to keep and hand over: each day's start
 * and end times and worked time, each week's total, the month's overtime and the overtime since
 * 1 January; entries with correction records are marked 'Corrigé', absence days carry their type and
 * paid hours, counted in the week's and the month's totals as on the Temps tab. Weeks are those the month pays
 * (ending on one of its Sundays), so the first one may begin in the month before; the days after the
 * month's last Sunday are listed too, their week being paid with the next month.
 */

export interface CompanyHeader {
  name: string;
  siret: string;
}

export interface EmployeeStatement {
  lastName: string;
  firstName: string;
  hours: MonthHours;
  figures: ReportFigures;
  /** The month's approved absence days: each marked with its type on its day line. */
  absences: readonly AbsenceDayHours[];
  /** Overtime (25 % and 50 %) of the weeks paid from January to this month. */
  overtimeSinceJanuaryMinutes: number;
}

const MARGIN = 40;
const SIZE = 8.5;
const NNBSP = '\u202f';
const LINE_GAP = 1;

const weekday = new Intl.DateTimeFormat('fr-FR', { weekday: 'short', timeZone: 'UTC' });
const dayLabel = (isoDate: string) =>
  `${weekday.format(new Date(`${isoDate}T12:00:00Z`))} ${frenchDay(isoDate)}`;

interface Style {
  font?: PdfFontName;
  size?: number;
  color?: string;
  width?: number;
  align?: 'left' | 'right';
}

export function statementsPdf(
  month: string,
  company: CompanyHeader,
  statements: Iterable<EmployeeStatement>,
  correctedEntryIds: ReadonlySet<string>,
): Readable {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress: true,
    font: '',
    lang: 'fr-FR',
    bufferPages: false,
    info: { Title: `${M.statementTitle} ${month}`, Author: company.name },
  });
  for (const [name, data] of Object.entries(PDF_FONTS)) doc.registerFont(name, data);
  // Every statement repeats the same notes: each is cut into lines once for the whole file.
  const wrapped = new Map<string, string[]>();

  const draw = async () => {
    let first = true;
    for (const statement of statements) {
      if (!first) doc.addPage();
      first = false;
      new StatementPage(doc, month, company, correctedEntryIds, wrapped).draw(statement);
      await letClientRead(doc);
    }
    if (first) new StatementPage(doc, month, company, correctedEntryIds, wrapped).header(null);
    doc.end();
  };
  draw().catch((error: Error) => doc.destroy(error));
  return doc;
}

/**
 * One employee's statement, drawn from the top of a fresh page, adding pages as it needs. Days
 * without any entry (nor holiday) are left out; every week the month pays keeps its total line.
 */
class StatementPage {
  private y = MARGIN;
  private readonly left = MARGIN;
  private readonly right: number;
  private readonly bottom: number;
  /** Date, entries, worked, night. */
  private readonly columns: [number, number, number, number];

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly month: string,
    private readonly company: CompanyHeader,
    private readonly corrected: ReadonlySet<string>,
    private readonly wrapped: Map<string, string[]>,
  ) {
    this.right = doc.page.width - MARGIN;
    this.bottom = doc.page.height - MARGIN;
    const width = this.right - this.left;
    this.columns = [80, width - 80 - 2 * 60, 60, 60];
  }

  /** Repeated at the top of a statement's next pages, so each page says whose it is. */
  private running = '';
  private absenceNames = new Map<string, string>();

  draw(statement: EmployeeStatement): void {
    this.absenceNames = absenceNamesByDate(statement.absences);
    this.running = `${M.statementTitle} — ${statement.lastName} ${statement.firstName} — ${monthLabel(this.month)} (suite)`;
    this.header(statement);
    this.tableHeader();
    const { hours } = statement;
    for (const week of hours.weeks) this.week(week);
    const lastPaid = hours.weeks.at(-1)?.weekStart;
    const trailing = hours.days.filter((day) => lastPaid === undefined || day.date > addDays(lastPaid, 6));
    if (trailing.length > 0) {
      for (const day of trailing) this.day(day);
      this.note(M.statementNextMonthWeek);
    }
    this.totals(statement);
  }

  header(statement: EmployeeStatement | null): void {
    const { from, to } = monthSpan(this.month);
    this.text(this.company.name, this.left, { font: 'bold', size: 12, color: COLORS.brand });
    this.text(`SIRET${NNBSP}: ${formatSiret(this.company.siret)}`, this.left, { color: COLORS.muted });
    this.y += 6;
    this.text(M.statementTitle, this.left, { font: 'bold', size: 16 });
    this.text(`${M.month}${NNBSP}: ${monthLabel(this.month)} (du ${from} au ${to})`, this.left);
    if (statement) {
      this.text(`${M.employee}${NNBSP}: ${statement.lastName} ${statement.firstName}`, this.left, {
        font: 'bold',
      });
    } else {
      this.text(M.noEmployees, this.left);
    }
    this.y += 8;
  }

  private tableHeader(): void {
    this.doc
      .rect(this.left, this.y, this.right - this.left, 16)
      .fillColor(COLORS.tint)
      .fill();
    this.row([M.date, M.statementEntries, M.worked, M.night], { font: 'bold' }, 4);
    this.rule(COLORS.brand);
  }

  private week(week: WeekHours): void {
    this.needs(40);
    this.y += 4;
    const title = M.statementWeek(frenchDay(week.weekStart), frenchDay(addDays(week.weekStart, 6)));
    this.text(title, this.left, { font: 'bold', color: COLORS.brand });
    for (const day of week.days) this.day(day);
    this.row(
      [
        M.statementWeekTotal,
        this.extraHours(week),
        formatDuration(week.workedMinutes),
        formatDuration(week.nightMinutes),
      ],
      { font: 'bold' },
    );
    this.rule(COLORS.rule);
  }

  private extraHours(week: WeekHours): string {
    const extra = [
      'overtime25Minutes',
      'overtime50Minutes',
      'complementary10Minutes',
      'complementary25Minutes',
      'absenceMinutes',
    ] as const;
    return extra
      .filter((key) => week[key] > 0)
      .map((key) => `${reportFigure(key).label}${NNBSP}: ${formatDuration(week[key])}`)
      .join(', ');
  }

  private day(day: DayHours): void {
    const absence = this.absenceNames.get(day.date);
    if (day.entries.length === 0 && day.openEntries.length === 0 && !day.holidayName && !absence) return;
    const inMonth = day.date.startsWith(this.month);
    const times = day.entries.map((slice) => {
      const mark = this.corrected.has(slice.entryId) ? ` (${M.statementCorrected})` : '';
      return `${parisWallClock(slice.start)} – ${parisWallClock(slice.end)}${mark}`;
    });
    for (const open of day.openEntries)
      times.push(`${parisWallClock(open.clockIn)} –\u202f? ${M.statementOpen}`);
    if (day.holidayName) times.push(day.holidayName);
    if (absence) {
      const paid =
        day.absenceMinutes > 0
          ? ` (${HOURS_LINE_LABELS.absence.toLowerCase()}${NNBSP}: ${formatDuration(day.absenceMinutes)})`
          : '';
      times.push(`${M.absence}${NNBSP}: ${absence}${paid}`);
    }
    this.row(
      [
        dayLabel(day.date),
        times.join(', '),
        day.workedMinutes > 0 ? formatDuration(day.workedMinutes) : '',
        day.nightMinutes > 0 ? formatDuration(day.nightMinutes) : '',
      ],
      { color: inMonth ? COLORS.text : COLORS.muted },
    );
  }

  private totals(statement: EmployeeStatement): void {
    this.needs(170);
    this.y += 10;
    this.text(M.statementMonthTotals, this.left, { font: 'bold', size: 10 });
    this.rule(COLORS.brand);
    for (const figure of REPORT_FIGURES) {
      const value = statement.figures[figure.key];
      this.pair(figure.label, figure.unit === 'minutes' ? formatDuration(value) : formatDays(value));
    }
    const { figures } = statement;
    this.pair(
      M.statementOvertimeMonth,
      formatDuration(figures.overtime25Minutes + figures.overtime50Minutes),
      'bold',
    );
    this.pair(
      M.statementOvertimeYear(this.month.slice(0, 4)),
      formatDuration(statement.overtimeSinceJanuaryMinutes),
      'bold',
    );
    this.y += 8;
    this.note(M.statementCorrectedNote);
    this.note(M.statementLegalNote);
  }

  private pair(label: string, value: string, font: PdfFontName = 'regular'): void {
    const top = this.y;
    this.text(label, this.left, { font, width: 300 });
    const below = this.y;
    this.y = top;
    this.text(value, this.left + 300, { font, width: 80, align: 'right' });
    this.y = Math.max(below, this.y);
  }

  private note(value: string): void {
    this.needs(24);
    this.text(value, this.left, { size: 7.5, color: COLORS.muted });
    this.y += 2;
  }

  /** One line of the table, as tall as its tallest cell; a new page (with the header) if it does not fit. */
  private row(cells: string[], style: Style = {}, padding = 2): void {
    // One font for the whole row: each cell is measured once, and empty cells cost nothing.
    this.useFont(style);
    const measured = cells.map((value, index) => {
      const width = this.columns[index]! - 6;
      const lineWidth = value === '' ? 0 : this.doc.widthOfString(value);
      const height =
        value === ''
          ? 0
          : lineWidth <= width
            ? this.lineHeight()
            : this.doc.heightOfString(value, { width, lineGap: LINE_GAP });
      return { value, width, lineWidth, height };
    });
    const height = Math.max(...measured.map((cell) => cell.height)) + 2 * padding;
    if (this.y + height > this.bottom) {
      this.newPage();
      this.tableHeader();
      this.useFont(style);
    }
    this.doc.fillColor(style.color ?? COLORS.text);
    let x = this.left;
    measured.forEach(({ value, width, lineWidth }, index) => {
      const right = index >= 2;
      if (value !== '' && lineWidth <= width) {
        this.doc.text(value, right ? x + 3 + width - lineWidth : x + 3, this.y + padding, {
          lineBreak: false,
        });
      } else if (value !== '') {
        this.doc.text(value, x + 3, this.y + padding, {
          width,
          align: right ? 'right' : 'left',
          lineGap: LINE_GAP,
        });
      }
      x += this.columns[index]!;
    });
    this.y += height;
  }

  private needs(height: number): void {
    if (this.y + height > this.bottom) this.newPage();
  }

  private newPage(): void {
    this.doc.addPage();
    this.y = MARGIN;
    this.text(this.running, this.left, { color: COLORS.muted });
    this.y += 4;
  }

  private text(value: string, x: number, style: Style = {}): void {
    const width = style.width ?? this.right - x;
    this.useFont(style);
    this.doc.fillColor(style.color ?? COLORS.text);
    const lineWidth = this.doc.widthOfString(value);
    if (lineWidth <= width) {
      // One line: placed by hand, without pdfkit's line wrapper (most of the time a 1,000-page file takes).
      const left = style.align === 'right' ? x + width - lineWidth : x;
      this.doc.text(value, left, this.y, { lineBreak: false });
      this.y += this.lineHeight();
    } else if (style.align === 'right') {
      this.doc.text(value, x, this.y, { width, align: 'right', lineGap: LINE_GAP });
      this.y += this.doc.heightOfString(value, { width, lineGap: LINE_GAP });
    } else {
      for (const line of this.linesOf(value, width, style)) {
        this.doc.text(line, x, this.y, { lineBreak: false });
        this.y += this.lineHeight();
      }
    }
  }

  /** A text cut into lines at spaces, as many words a line as fit; cut once per text and style per file. */
  private linesOf(value: string, width: number, style: Style): string[] {
    const key = `${style.font ?? 'regular'} ${style.size ?? SIZE} ${width} ${value}`;
    let lines = this.wrapped.get(key);
    if (!lines) {
      lines = [];
      let line = '';
      for (const word of value.split(' ')) {
        const candidate = line === '' ? word : `${line} ${word}`;
        if (line !== '' && this.doc.widthOfString(candidate) > width) {
          lines.push(line);
          line = word;
        } else {
          line = candidate;
        }
      }
      lines.push(line);
      this.wrapped.set(key, lines);
    }
    return lines;
  }

  private lineHeight(): number {
    return this.doc.currentLineHeight(true) + LINE_GAP;
  }

  private useFont(style: Style): void {
    this.doc.font(style.font ?? 'regular').fontSize(style.size ?? SIZE);
  }

  private rule(color: string): void {
    this.doc.moveTo(this.left, this.y).lineTo(this.right, this.y).lineWidth(0.6).strokeColor(color).stroke();
    this.y += 2;
  }
}
