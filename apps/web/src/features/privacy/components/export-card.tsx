import {
  DATA_EXPORT_STATE_LABELS,
  type DataExport,
  dataExportDownloadPath,
  DATA_EXPORT_MESSAGES as M,
} from '@pointeo/domain/data-export';
import { formatFrenchDateTime } from '@pointeo/domain/dates';
import { useQueryClient } from '@tanstack/react-query';
import { Download, FileArchive } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { toast } from '../../../components/ui/toasts';
import { apiDownload } from '../../../lib/api';
import { toastError } from '../../../lib/error-toast';
import { saveFile } from '../../../lib/save-file';
import {
  DATA_EXPORTS_QUERY_KEY,
  keepExportToken,
  readExportTokens,
  useDataExports,
  useStartDataExport,
} from '../api/data-exports';

/**
 * 'Exporter les données de l'entreprise' (decision 082): the button, its confirmation, the job's
 * status read every 2 s while it runs, then the one-time download (the link is also mailed).
 */
export function ExportCard() {
  const exports = useDataExports();
  const start = useStartDataExport();
  const [confirming, setConfirming] = useState(false);
  const [tokens, setTokens] = useState(readExportTokens);
  const running = exports.data?.exports.some((item) => item.state === 'pending') ?? false;

  const confirmStart = async () => {
    try {
      const started = await start.mutateAsync();
      keepExportToken(started.export.id, started.downloadToken);
      setTokens(readExportTokens());
      toast.success(M.started);
    } catch (failure) {
      toastError(failure);
    } finally {
      setConfirming(false);
    }
  };

  return (
    <section
      aria-labelledby="export-donnees-titre"
      className="space-y-4 rounded-lg border border-slate-200 p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="max-w-2xl">
          <h2 id="export-donnees-titre" className="text-lg font-semibold text-slate-900">
            {M.title}
          </h2>
          <p className="mt-1 text-slate-600">{M.intro}</p>
        </div>
        <Button onClick={() => setConfirming(true)} disabled={running || start.isPending || !exports.data}>
          <FileArchive className="h-4 w-4" aria-hidden="true" />
          {M.start}
        </Button>
      </div>

      {exports.isPending && <LoadingIndicator />}
      {exports.error && <ErrorAlert error={exports.error} />}
      {exports.data?.exports.length === 0 && <p className="text-slate-600">{M.empty}</p>}
      {exports.data && exports.data.exports.length > 0 && (
        <div>
          <h3 className="font-semibold text-slate-800">{M.history}</h3>
          <ul
            aria-label={M.history}
            className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200"
          >
            {exports.data.exports.map((item) => (
              <ExportItem key={item.id} item={item} token={tokens[item.id]} />
            ))}
          </ul>
        </div>
      )}

      <ConfirmDialog
        title={M.confirmTitle}
        open={confirming}
        confirmLabel={M.confirm}
        confirmVariant="primary"
        pending={start.isPending}
        onConfirm={confirmStart}
        onCancel={() => setConfirming(false)}
      >
        <p>{M.confirmText}</p>
      </ConfirmDialog>
    </section>
  );
}

const HINTS = {
  pending: M.pendingHint,
  failed: M.failedHint,
  downloaded: M.downloadedHint,
  expired: M.expiredHint,
} as const;

function ExportItem({ item, token }: { item: DataExport; token: string | undefined }) {
  const queryClient = useQueryClient();
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    if (!token) return;
    setDownloading(true);
    try {
      const { blob, fileName } = await apiDownload(dataExportDownloadPath(item.id, token), 'application/zip');
      saveFile(blob, fileName ?? 'donnees-pointeo.zip');
    } catch (failure) {
      toastError(failure);
    } finally {
      setDownloading(false);
      await queryClient.invalidateQueries({ queryKey: DATA_EXPORTS_QUERY_KEY });
    }
  };

  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p className="font-medium text-slate-900">Demandé le {formatFrenchDateTime(item.createdAt)}</p>
        <p className="text-sm text-slate-600" role={item.state === 'pending' ? 'status' : undefined}>
          <span className="font-semibold">{DATA_EXPORT_STATE_LABELS[item.state]}</span>
          {item.state === 'ready' && item.expiresAt
            ? ` · ${M.readyHint} ${formatFrenchDateTime(item.expiresAt)}`
            : item.state !== 'ready' && ` · ${HINTS[item.state]}`}
        </p>
        {item.state === 'ready' && !token && <p className="text-sm text-slate-600">{M.linkInMail}</p>}
      </div>
      {item.state === 'ready' && token && (
        <Button onClick={download} disabled={downloading}>
          <Download className="h-4 w-4" aria-hidden="true" />
          {M.download}
        </Button>
      )}
    </li>
  );
}
