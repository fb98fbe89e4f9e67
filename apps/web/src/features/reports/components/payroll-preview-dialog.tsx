import { MONTH_CLOSING_MESSAGES as M } from '@pointeo/domain/month-closing';
import { REPORT_FILE_NAMES } from '@pointeo/domain/report-messages';
import { useQueryClient } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { FormRefusal } from '../../../components/ui/form-refusal';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { Modal } from '../../../components/ui/modal';
import { ScrollRegion } from '../../../components/ui/scroll-region';
import { useDownloadReport } from '../api/download-report';
import { payrollExportsKey } from '../api/payroll-exports';
import { usePayrollPreview } from '../api/payroll-preview';

/**
 * 'Exporter pour la paie': the file's lines first (employee, code, quantity), read from the server
 * as the file would be; an export with nothing in it says so and offers no download (decision 049).
 */
export function PayrollPreviewDialog({
  month,
  open,
  onClose,
}: {
  month: string;
  open: boolean;
  onClose: () => void;
}) {
  const preview = usePayrollPreview(month, open);
  const download = useDownloadReport();
  const queryClient = useQueryClient();
  const lines = preview.data?.lines;
  const c = M.previewColumns;
  return (
    <Modal
      title={M.previewTitle}
      open={open}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {M.cancel}
          </Button>
          {lines && lines.length > 0 && (
            <Button
              disabled={download.isPending || preview.isFetching}
              onClick={() =>
                download.mutate(
                  {
                    path: `/api/reports/months/${encodeURIComponent(month)}/payroll`,
                    accept: 'text/csv',
                    fallbackName: REPORT_FILE_NAMES.payroll(month),
                  },
                  {
                    onSuccess: onClose,
                    // The file handed out is recorded: 'Fichiers remis' shows it.
                    onSettled: () => queryClient.invalidateQueries({ queryKey: payrollExportsKey(month) }),
                  },
                )
              }
            >
              <Download className="h-4 w-4" aria-hidden="true" />
              {M.download}
            </Button>
          )}
        </>
      }
    >
      {preview.isFetching && !preview.data && <LoadingIndicator />}
      <FormRefusal error={preview.error} />
      {lines?.length === 0 && (
        <p
          role="status"
          className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
        >
          {M.previewEmpty}
        </p>
      )}
      {lines && lines.length > 0 && (
        <div className="space-y-3">
          <p className="text-sm text-slate-700">{M.previewIntro(lines.length)}</p>
          <ScrollRegion label={M.previewTitle}>
            <table className="min-w-full text-left text-sm">
              <thead className="bg-slate-50 text-slate-600">
                <tr>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {c.employee}
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {c.payrollNumber}
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {c.code}
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {c.label}
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">
                    {c.value}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {lines.map((line) => (
                  <tr key={`${line.employeeId} ${line.code} ${line.label}`}>
                    <th scope="row" className="whitespace-nowrap px-3 py-2 font-medium text-slate-900">
                      {line.lastName} {line.firstName}
                    </th>
                    <td className="px-3 py-2 text-slate-700">{line.payrollNumber}</td>
                    <td className="px-3 py-2 font-mono text-slate-900">{line.code}</td>
                    <td className="px-3 py-2 text-slate-700">{line.label}</td>
                    <td className="px-3 py-2 text-right tabular-nums text-slate-900">{line.value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </div>
      )}
    </Modal>
  );
}
