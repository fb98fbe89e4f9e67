import { correctionResultSchema, type DeleteEntryValues } from '@pointeo/domain/timesheets';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { useRefreshTimesheets } from './refresh-timesheets';

/** The entry stops counting; its history stays readable. The reason travels in the body. */
export function useDeleteEntry(entryId: string) {
  const refresh = useRefreshTimesheets();
  return useMutation({
    mutationFn: (input: DeleteEntryValues) =>
      apiRequest(`/api/timesheets/entries/${encodeURIComponent(entryId)}`, correctionResultSchema, {
        method: 'DELETE',
        json: input,
      }),
    onSuccess: refresh,
  });
}
