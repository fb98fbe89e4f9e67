import { REPORT_MESSAGES as M, REPORT_FILE_NAMES } from '@pointeo/domain/report-messages';
import { Download } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useSiteId, withSiteId } from '../../../lib/site-filter';
import { type ReportDownload, useDownloadReport } from '../api/download-report';
import { reportFormats } from './report-formats';

const FORMATS = reportFormats(M.downloadPdf);

/** The month's report as CSV, XLSX and the employees' PDF statements, of the site filter's employees. */
export function ReportDownloads({ month }: { month: string }) {
  const download = useDownloadReport();
  const siteId = useSiteId();
  const downloads: Array<ReportDownload & { id: string; label: string }> = FORMATS.map((format) => ({
    id: format.id,
    label: format.label,
    path: withSiteId(`/api/reports/months/${encodeURIComponent(month)}/${format.id}`, siteId),
    accept: format.accept,
    fallbackName: REPORT_FILE_NAMES[format.id](month),
  }));
  return (
    <section aria-labelledby="report-downloads-title">
      <h3 id="report-downloads-title" className="text-base font-semibold text-slate-900">
        {M.downloads}
      </h3>
      <div className="mt-3 flex flex-wrap gap-2">
        {downloads.map(({ id, label, ...file }) => (
          <Button
            key={id}
            variant="secondary"
            disabled={download.isPending}
            onClick={() => download.mutate(file)}
          >
            <Download className="h-4 w-4" aria-hidden="true" />
            {label}
          </Button>
        ))}
      </div>
    </section>
  );
}
