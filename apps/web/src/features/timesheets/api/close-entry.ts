import { type CloseEntry, correctionResultSchema } from '@pointeo/domain/timesheets';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { useRefreshTimesheets } from './refresh-timesheets';

/** Gives a forgotten clock-out its departure: the entry starts counting. */
export function useCloseEntry(entryId: string) {
  const refresh = useRefreshTimesheets();
  return useMutation({
    mutationFn: (close: CloseEntry) =>
      apiRequest(`/api/timesheets/entries/${encodeURIComponent(entryId)}/close`, correctionResultSchema, {
        method: 'POST',
        json: close,
      }),
    onSuccess: refresh,
  });
}
