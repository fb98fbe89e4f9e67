import type { PayrollPreview } from '@pointeo/domain/month-closing';
import { PAYROLL_BUILDER_MESSAGES as B } from '@pointeo/domain/payroll-builder-messages';
import type { PayrollFormat } from '@pointeo/domain/payroll-layouts';
import { PAYROLL_LAYOUT_MESSAGES as L } from '@pointeo/domain/payroll-messages';
import { ScrollRegion } from '../../../components/ui/scroll-region';
import { fileCells } from '../payroll-file-lines';

/**
 * The file's first lines as the payroll tool will read them, one cell per column, in a box that
 * scrolls sideways on its own (decision 044). A file with a header line shows it as the table's
 * header; one without gets the columns' names (or their numbers) so each cell is still named.
 */
export function PayrollFilePreview({
  preview,
  format,
  label = L.previewTitle,
}: {
  preview: Pick<PayrollPreview, 'fileLines' | 'fileLineCount'>;
  format: Pick<PayrollFormat, 'separator' | 'header' | 'columns' | 'lines'>;
  label?: string;
}) {
  const rows = preview.fileLines.map((line) => fileCells(line, format.separator));
  const [head, body] = format.header ? [rows[0] ?? [], rows.slice(1)] : [undefined, rows];
  const width = Math.max(0, ...rows.map((cells) => cells.length));
  const named = (position: number) => {
    const column = format.columns[position];
    // One line per employee: the columns naming the employee, then one per code, unnamed here.
    return column !== undefined ? L.columns[column] : B.columnNumber(position + 1);
  };
  const header = head ?? Array.from({ length: width }, (_, position) => named(position));
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-700">
        {L.previewIntro(preview.fileLines.length, preview.fileLineCount)}
      </p>
      <ScrollRegion label={label}>
        <table className="min-w-full text-left font-mono text-xs">
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              {header.map((cell, position) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a file's columns are its positions.
                <th key={position} scope="col" className="whitespace-nowrap px-3 py-2 font-semibold">
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {body.map((cells, line) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a file's lines are its positions.
              <tr key={line}>
                {cells.map((cell, position) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a file's columns are its positions.
                  <td key={position} className="whitespace-nowrap px-3 py-2 text-slate-900">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </div>
  );
}
