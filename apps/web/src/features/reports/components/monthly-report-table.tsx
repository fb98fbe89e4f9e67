import { REPORT_MESSAGES as M, REPORT_FIGURES } from '@pointeo/domain/report-messages';
import type { MonthlyReport, ReportFigures } from '@pointeo/domain/reports';
import { figureDisplay, monthTitle } from '../report-display';

const headerClass = 'px-3 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';
const cellClass = 'px-3 py-2.5 whitespace-nowrap tabular-nums';

function FigureCells({ figures }: { figures: ReportFigures }) {
  return REPORT_FIGURES.map((figure) => (
    <td key={figure.key} className={cellClass}>
      {figureDisplay(figure, figures[figure.key])}
    </td>
  ));
}

/** One row per employee, the engine's figures of the month, then the company total. */
export function MonthlyReportTable({ report, busy }: { report: MonthlyReport; busy: boolean }) {
  return (
    <section
      aria-label={`${M.monthlyTitle} de ${monthTitle(report.month)}`}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1).
      tabIndex={0}
      className="overflow-x-auto rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <table aria-busy={busy} className={`min-w-full divide-y divide-slate-200 ${busy ? 'opacity-60' : ''}`}>
        <caption className="sr-only">
          {M.monthlyTitle} de {monthTitle(report.month)}
        </caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={headerClass}>
              {M.employee}
            </th>
            {REPORT_FIGURES.map((figure) => (
              <th key={figure.key} scope="col" className={headerClass}>
                {figure.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 bg-white text-sm">
          {report.rows.length === 0 && (
            <tr>
              <td colSpan={REPORT_FIGURES.length + 1} className="px-4 py-10 text-center text-slate-600">
                {M.noEmployees}
              </td>
            </tr>
          )}
          {report.rows.map((row) => (
            <tr key={row.employee.id}>
              <th scope="row" className={`${cellClass} text-left font-normal text-slate-900`}>
                {row.employee.lastName} {row.employee.firstName}
                {row.employee.archived && <span className="ml-2 text-xs text-slate-500">(archivé)</span>}
              </th>
              <FigureCells figures={row.figures} />
            </tr>
          ))}
        </tbody>
        <tfoot className="bg-slate-50 text-sm font-semibold text-slate-900">
          <tr>
            <th scope="row" className={`${cellClass} text-left`}>
              {M.total}
            </th>
            <FigureCells figures={report.total} />
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
