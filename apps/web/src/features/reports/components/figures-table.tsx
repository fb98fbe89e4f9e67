import type { ReportFigure } from '@pointeo/domain/report-messages';
import type { ReportFigures } from '@pointeo/domain/reports';
import type { ReactNode } from 'react';
import { ScrollRegion } from '../../../components/ui/scroll-region';
import { figureDisplay } from '../report-display';

const headerClass = 'px-3 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';
const cellClass = 'px-3 py-2.5 whitespace-nowrap tabular-nums';

export interface FiguresRow {
  key: string;
  header: ReactNode;
  figures: ReportFigures;
}

interface FiguresTableProps {
  /** Names the scrolling region and the table. */
  title: string;
  rowHeader: string;
  columns: readonly ReportFigure[];
  rows: readonly FiguresRow[];
  emptyText: string;
  totalLabel: string;
  total: ReportFigures;
  busy?: boolean;
}

/** A report's table: a row header, one column per figure, a total row; scrolls sideways on a phone. */
export function FiguresTable({
  title,
  rowHeader,
  columns,
  rows,
  emptyText,
  totalLabel,
  total,
  busy = false,
}: FiguresTableProps) {
  const cells = (values: ReportFigures) =>
    columns.map((figure) => (
      <td key={figure.key} className={cellClass}>
        {figureDisplay(figure, values[figure.key])}
      </td>
    ));
  return (
    <ScrollRegion label={title}>
      <table aria-busy={busy} className={`min-w-full divide-y divide-slate-200 ${busy ? 'opacity-60' : ''}`}>
        <caption className="sr-only">{title}</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={headerClass}>
              {rowHeader}
            </th>
            {columns.map((figure) => (
              <th key={figure.key} scope="col" className={headerClass}>
                {figure.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 bg-white text-sm">
          {rows.length === 0 && (
            <tr>
              <td colSpan={columns.length + 1} className="px-4 py-10 text-center text-slate-600">
                {emptyText}
              </td>
            </tr>
          )}
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className={`${cellClass} text-left font-normal text-slate-900`}>
                {row.header}
              </th>
              {cells(row.figures)}
            </tr>
          ))}
        </tbody>
        <tfoot className="bg-slate-50 text-sm font-semibold text-slate-900">
          <tr>
            <th scope="row" className={`${cellClass} text-left`}>
              {totalLabel}
            </th>
            {cells(total)}
          </tr>
        </tfoot>
      </table>
    </ScrollRegion>
  );
}
