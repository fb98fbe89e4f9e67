import { formatFrenchDateTime } from '@pointeo/domain/dates';
import { PAYROLL_MESSAGES as M } from '@pointeo/domain/payroll-messages';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { usePayrollExports } from '../api/payroll-exports';

/** 'Fichiers remis': each payroll file of the month handed out, who took it, when, and its digest. */
export function PayrollExportsList({ month }: { month: string }) {
  const exports = usePayrollExports(month);
  const c = M.exportsColumns;
  return (
    <div className="space-y-2 border-t border-slate-200 pt-4">
      <h3 id="payroll-exports-title" className="text-base font-semibold text-slate-900">
        {M.exportsTitle}
      </h3>
      <p className="text-sm text-slate-700">{M.exportsIntro}</p>
      {exports.isPending && <LoadingIndicator />}
      {exports.isError && <ErrorAlert error={exports.error} />}
      {exports.data &&
        (exports.data.exports.length === 0 ? (
          <p className="text-sm text-slate-600">{M.exportsEmpty}</p>
        ) : (
          <div className="overflow-x-auto">
            <table aria-labelledby="payroll-exports-title" className="min-w-full text-left text-sm">
              <thead>
                <tr className="border-b border-slate-200 text-slate-600">
                  <th scope="col" className="py-2 pr-4 font-medium">
                    {c.at}
                  </th>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    {c.author}
                  </th>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    {c.preset}
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    {c.sha256}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {exports.data.exports.map((record) => (
                  <tr key={record.id}>
                    <td className="py-2 pr-4 whitespace-nowrap">{formatFrenchDateTime(record.at)}</td>
                    <td className="py-2 pr-4">{record.author.name}</td>
                    <td className="py-2 pr-4">{M.presets[record.preset]}</td>
                    <td className="py-2 font-mono text-xs break-all">{record.sha256}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
    </div>
  );
}
