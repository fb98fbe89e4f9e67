import { elide } from '@pointeo/domain/french-elision';
import { REPORT_MESSAGES as M, REPORT_FIGURES } from '@pointeo/domain/report-messages';
import type { MonthlyReport } from '@pointeo/domain/reports';
import { monthTitle } from '../report-display';
import { FiguresTable } from './figures-table';

/** One row per employee, the engine's figures of the month, then the company total. */
export function MonthlyReportTable({ report, busy }: { report: MonthlyReport; busy: boolean }) {
  return (
    <FiguresTable
      title={`${M.monthlyTitle} ${elide('de', monthTitle(report.month))}`}
      rowHeader={M.employee}
      columns={REPORT_FIGURES}
      rows={report.rows.map((row) => ({
        key: row.employee.id,
        header: (
          <>
            {row.employee.lastName} {row.employee.firstName}
            {row.employee.archived && <span className="ml-2 text-xs text-slate-500">(archivé)</span>}
          </>
        ),
        figures: row.figures,
      }))}
      emptyText={M.noEmployees}
      totalLabel={M.total}
      total={report.total}
      busy={busy}
    />
  );
}
