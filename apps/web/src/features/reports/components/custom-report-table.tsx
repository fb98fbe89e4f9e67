import { CUSTOM_REPORT_MESSAGES as M } from '@pointeo/domain/custom-report-messages';
import type { CustomReportResult } from '@pointeo/domain/custom-reports';
import { REPORT_FIGURES } from '@pointeo/domain/report-messages';
import type { ReportFigures } from '@pointeo/domain/reports';
import { figureDisplay } from '../report-display';

const headerClass = 'px-3 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';
const cellClass = 'px-3 py-2.5 whitespace-nowrap tabular-nums';

/** The report's rows with the chosen columns only, then the total over the period. */
export function CustomReportTable({ result }: { result: CustomReportResult }) {
  const figures = REPORT_FIGURES.filter((figure) => result.definition.columns.includes(figure.key));
  const cells = (values: ReportFigures) =>
    figures.map((figure) => (
      <td key={figure.key} className={cellClass}>
        {figureDisplay(figure, values[figure.key])}
      </td>
    ));
  const rowHeader = M.rowHeaders[result.definition.grouping];
  return (
    <section
      aria-label={M.resultTitle}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1).
      tabIndex={0}
      className="overflow-x-auto rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <table className="min-w-full divide-y divide-slate-200">
        <caption className="sr-only">{M.resultTitle}</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={headerClass}>
              {rowHeader}
            </th>
            {figures.map((figure) => (
              <th key={figure.key} scope="col" className={headerClass}>
                {figure.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 bg-white text-sm">
          {result.rows.length === 0 && (
            <tr>
              <td colSpan={figures.length + 1} className="px-4 py-10 text-center text-slate-600">
                {M.noRows}
              </td>
            </tr>
          )}
          {result.rows.map((row) => (
            <tr key={`${row.label} ${row.from} ${row.employee?.id ?? ''}`}>
              <th scope="row" className={`${cellClass} text-left font-normal text-slate-900`}>
                {row.label}
              </th>
              {cells(row.figures)}
            </tr>
          ))}
        </tbody>
        <tfoot className="bg-slate-50 text-sm font-semibold text-slate-900">
          <tr>
            <th scope="row" className={`${cellClass} text-left`}>
              {M.total}
            </th>
            {cells(result.total)}
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
