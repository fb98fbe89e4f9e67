import { spaceEntriesSchema, spaceHoursSchema, spaceLeaveSchema } from '@pointeo/domain/employee-space-views';
import { ErrorCode } from '@pointeo/domain/error-codes';
import { REPORT_FILE_NAMES, REPORT_MESSAGES } from '@pointeo/domain/report-messages';
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { toast } from '../../../components/ui/toasts';
import { ApiError, apiDownload, apiRequest } from '../../../lib/api';
import { toastError } from '../../../lib/error-toast';
import { saveFile } from '../../../lib/save-file';
import { SPACE_QUERY_KEY } from './space';

/** What the employee reads in their space (decision 072): under SPACE_QUERY_KEY, dropped at sign-out. */

export type SpacePeriodKind = 'week' | 'month';

/**
 * The session ended (30 days, signed out on another tab, employee archived): the space forgets what
 * it showed and asks again who is there, which brings the sign-in form back.
 */
function whenSignedOut(queryClient: QueryClient) {
  return (error: unknown): never => {
    if (error instanceof ApiError && error.code === ErrorCode.EMPLOYEE_NOT_SIGNED_IN) {
      void queryClient.resetQueries({ queryKey: [...SPACE_QUERY_KEY, 'me'] });
    }
    throw error;
  };
}

/** 'Cette semaine' (`period` a day of it) or 'Ce mois' (`period` 'YYYY-MM'); the current one when undefined. */
export function useSpaceHours(kind: SpacePeriodKind, period: string | undefined) {
  const signedOut = whenSignedOut(useQueryClient());
  return useQuery({
    queryKey: [...SPACE_QUERY_KEY, 'hours', kind, period ?? 'current'],
    queryFn: () =>
      apiRequest(
        `/api/me/hours/${kind}${period ? `?${kind}=${encodeURIComponent(period)}` : ''}`,
        spaceHoursSchema,
      ).catch(signedOut),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useSpaceEntries() {
  const signedOut = whenSignedOut(useQueryClient());
  return useQuery({
    queryKey: [...SPACE_QUERY_KEY, 'entries'],
    queryFn: () => apiRequest('/api/me/entries', spaceEntriesSchema).catch(signedOut),
    retry: false,
  });
}

export function useSpaceLeave() {
  const signedOut = whenSignedOut(useQueryClient());
  return useQuery({
    queryKey: [...SPACE_QUERY_KEY, 'leave'],
    queryFn: () => apiRequest('/api/me/leave', spaceLeaveSchema).catch(signedOut),
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
