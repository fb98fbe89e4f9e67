import { customReportFileName, CUSTOM_REPORT_MESSAGES as M } from '@pointeo/domain/custom-report-messages';
import type { SavedCustomReport } from '@pointeo/domain/custom-reports';
import { Download, Play, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { toast } from '../../../components/ui/toasts';
import { useCan } from '../../../lib/current-member';
import { toastError } from '../../../lib/error-toast';
import { useSiteId, withSiteId } from '../../../lib/site-filter';
import { useDeleteCustomReport, useSavedCustomReports } from '../api/custom-reports';
import { useDownloadReport } from '../api/download-report';
import { CUSTOM_REPORT_FORMATS as FORMATS } from './report-formats';

/** The saved reports: run one again on today's figures, download its files, or delete it. */
export function CustomSavedReports({ onRerun }: { onRerun: (report: SavedCustomReport) => void }) {
  const saved = useSavedCustomReports();
  const remove = useDeleteCustomReport();
  const download = useDownloadReport();
  const siteId = useSiteId();
  const [removing, setRemoving] = useState<SavedCustomReport | null>(null);
  const mayRemove = useCan('customReports.save');

  return (
    <section aria-labelledby="custom-saved-title" className="space-y-3">
      <h3 id="custom-saved-title" className="text-base font-semibold text-slate-900">
        {M.savedTitle}
      </h3>
      {saved.isError && <ErrorAlert error={saved.error} />}
      {saved.data?.length === 0 && <p className="text-sm text-slate-600">{M.noSaved}</p>}
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
        {saved.data?.map((report) => (
          <li key={report.id} className="flex flex-wrap items-center gap-2 p-3">
            <span className="mr-auto font-medium text-slate-900">{report.name}</span>
            <Button variant="secondary" onClick={() => onRerun(report)} aria-label={M.rerun(report.name)}>
              <Play className="h-4 w-4" aria-hidden="true" />
              Relancer
            </Button>
            {FORMATS.map((format) => (
              <Button
                key={format.id}
                variant="secondary"
                disabled={download.isPending}
                aria-label={`${format.label} (${report.name})`}
                onClick={() =>
                  download.mutate({
                    path: withSiteId(
                      `/api/reports/custom/${encodeURIComponent(report.id)}/${format.id}`,
                      siteId,
                    ),
                    accept: format.accept,
                    fallbackName: customReportFileName(
                      report.definition.from,
                      report.definition.to,
                      format.id,
                    ),
                  })
                }
              >
                <Download className="h-4 w-4" aria-hidden="true" />
                {format.id.toUpperCase()}
              </Button>
            ))}
            {mayRemove && (
              <Button variant="ghost" aria-label={M.remove(report.name)} onClick={() => setRemoving(report)}>
                <Trash2 className="h-4 w-4" aria-hidden="true" />
              </Button>
            )}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        title={M.removeTitle}
        open={removing !== null}
        confirmLabel="Supprimer"
        pending={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          remove.mutate(removing.id, {
            onSuccess: () => {
              toast.success(M.removed);
              setRemoving(null);
            },
            onError: toastError,
          });
        }}
      >
        <p>{removing && M.removeConfirm(removing.name)}</p>
      </ConfirmDialog>
    </section>
  );
}
