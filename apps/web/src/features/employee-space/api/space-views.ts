import { spaceEntriesSchema, spaceHoursSchema, spaceLeaveSchema } from '@pointeo/domain/employee-space-views';
import { REPORT_FILE_NAMES, REPORT_MESSAGES } from '@pointeo/domain/report-messages';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toasts';
import { apiDownload, apiRequest } from '../../../lib/api';
import { toastError } from '../../../lib/error-toast';
import { saveFile } from '../../../lib/save-file';
import { SPACE_QUERY_KEY } from './space';

/** What the employee reads in their space (decision 072): under SPACE_QUERY_KEY, dropped at sign-out. */

export type SpacePeriodKind = 'week' | 'month';

/** 'Cette semaine' (`period` a day of it) or 'Ce mois' (`period` 'YYYY-MM'); the current one when undefined. */
export function useSpaceHours(kind: SpacePeriodKind, period: string | undefined) {
  return useQuery({
    queryKey: [...SPACE_QUERY_KEY, 'hours', kind, period ?? 'current'],
    queryFn: () =>
      apiRequest(
        `/api/me/hours/${kind}${period ? `?${kind}=${encodeURIComponent(period)}` : ''}`,
        spaceHoursSchema,
      ),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useSpaceEntries() {
  return useQuery({
    queryKey: [...SPACE_QUERY_KEY, 'entries'],
    queryFn: () => apiRequest('/api/me/entries', spaceEntriesSchema),
    retry: false,
  });
}

export function useSpaceLeave() {
  return useQuery({
    queryKey: [...SPACE_QUERY_KEY, 'leave'],
    queryFn: () => apiRequest('/api/me/leave', spaceLeaveSchema),
    retry: false,
  });
}

/** 'Mon relevé mensuel': the month's PDF, saved under the server's name ('releve-2026-11.pdf'). */
export function useDownloadStatement() {
  return useMutation({
    mutationFn: async (month: string) => {
      const { blob, fileName } = await apiDownload(
        `/api/me/statements/${encodeURIComponent(month)}/pdf`,
        'application/pdf',
      );
      const name = fileName ?? REPORT_FILE_NAMES.employeePdf(month);
      saveFile(blob, name);
      return name;
    },
    onSuccess: (name) => toast.success(REPORT_MESSAGES.downloaded(name)),
    onError: toastError,
  });
}
