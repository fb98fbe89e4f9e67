import { REPORT_MESSAGES } from '@pointeo/domain/report-messages';
import { useMutation } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toasts';
import { apiDownload } from '../../../lib/api';
import { toastError } from '../../../lib/error-toast';
import { saveFile } from '../../../lib/save-file';

export interface ReportDownload {
  /** The API path of the file. */
  path: string;
  accept: string;
  /** The name to save under if the server gave none. */
  fallbackName: string;
  /** What the server computes the file from, sent by POST (an unsaved custom report's definition). */
  json?: unknown;
}

/** Fetches a report file and saves it under the server's name ('rapport-2026-11.csv'…). */
export function useDownloadReport() {
  return useMutation({
    mutationFn: async ({ path, accept, fallbackName, json }: ReportDownload) => {
      const { blob, fileName } = await apiDownload(path, accept, json);
      const name = fileName ?? fallbackName;
      saveFile(blob, name);
      return name;
    },
    onSuccess: (name) => toast.success(REPORT_MESSAGES.downloaded(name)),
    onError: toastError,
  });
}
