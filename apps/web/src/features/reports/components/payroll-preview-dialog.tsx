import { MONTH_CLOSING_MESSAGES as M } from '@pointeo/domain/month-closing';
import { PAYROLL_BUILDER_MESSAGES as B } from '@pointeo/domain/payroll-builder-messages';
import { effectiveFormat } from '@pointeo/domain/payroll-layouts';
import { REPORT_FILE_NAMES } from '@pointeo/domain/report-messages';
import { useQueryClient } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormRefusal } from '../../../components/ui/form-refusal';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { Modal } from '../../../components/ui/modal';
import { useCan } from '../../../lib/current-member';
import { useDownloadReport } from '../api/download-report';
import { payrollExportsKey } from '../api/payroll-exports';
import { usePayrollPreview } from '../api/payroll-preview';
import { usePayrollSettings } from '../api/payroll-settings';
import { PayrollFilePreview } from './payroll-file-preview';
import { PayrollLayoutDialog } from './payroll-layout-dialog';
import { codeLabelOf } from './payroll-layout-form';
import { type PayrollFix, PayrollProblems } from './payroll-problems';

/**
 * 'Exporter pour la paie': the file's first lines as the payroll tool will read them, under the
 * company's layout, and first what stands in the way of it (an employee without a matricule, a figure
 * without a code, a character the encoding cannot hold), each with its way to be fixed; the download
 * waits until nothing does. An export with nothing in it says so and offers no download (decision 049).
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
  const settings = usePayrollSettings(open);
  const download = useDownloadReport();
  const queryClient = useQueryClient();
  const mayEditLayout = useCan('payroll.settings');
  const [fixing, setFixing] = useState<PayrollFix | null>(null);
  const data = preview.data;
  const format = settings.data ? effectiveFormat(settings.data.preset, settings.data.format) : null;
  const blocked = (data?.problems.length ?? 0) > 0;
  const empty = data?.lines.length === 0;
  return (
    <>
      <Modal
        title={M.previewTitle}
        open={open}
        onClose={onClose}
        wide
        footer={
          <>
            <Button variant="secondary" onClick={onClose}>
              {M.cancel}
            </Button>
            {data && !empty && (
              <Button
                disabled={blocked || download.isPending || preview.isFetching}
                aria-describedby={blocked ? 'payroll-download-blocked' : undefined}
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
        {(preview.isFetching || settings.isPending) && !(data && format) && <LoadingIndicator />}
        <FormRefusal error={preview.error ?? settings.error} />
        {empty && (
          <p
            role="status"
            className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
          >
            {M.previewEmpty}
          </p>
        )}
        {data && format && !empty && (
          <div className="space-y-4">
            <PayrollProblems
              problems={data.problems}
              onFix={mayEditLayout ? setFixing : undefined}
              codeLabel={codeLabelOf(settings.data ?? { absenceCodes: [] })}
            />
            {blocked && (
              <p id="payroll-download-blocked" className="text-sm font-medium text-amber-900">
                {B.downloadBlocked}
              </p>
            )}
            <PayrollFilePreview preview={data} format={format} />
          </div>
        )}
      </Modal>
      {mayEditLayout && (
        <PayrollLayoutDialog
          month={month}
          open={fixing !== null}
          focus={fixing ?? undefined}
          onClose={() => setFixing(null)}
        />
      )}
    </>
  );
}
