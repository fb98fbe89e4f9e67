import { CUSTOM_REPORT_MESSAGES as M } from '@pointeo/domain/custom-report-messages';
import type { CustomReportResult } from '@pointeo/domain/custom-reports';
import { REPORT_FIGURES } from '@pointeo/domain/report-messages';
import { FiguresTable } from './figures-table';

/** The report's rows with the chosen columns only, then the total over the period. */
export function CustomReportTable({ result }: { result: CustomReportResult }) {
  return (
    <FiguresTable
      title={M.resultTitle}
      rowHeader={M.rowHeaders[result.definition.grouping]}
      columns={REPORT_FIGURES.filter((figure) => result.definition.columns.includes(figure.key))}
      rows={result.rows.map((row) => ({
        key: `${row.label} ${row.from} ${row.employee?.id ?? ''}`,
        header: row.label,
        figures: row.figures,
      }))}
      emptyText={M.noRows}
      totalLabel={M.total}
      total={result.total}
    />
  );
}
