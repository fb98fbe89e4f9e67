import type { CloseEntry, CorrectionResult } from '@pointeo/domain/timesheets';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { useRefreshTimesheets } from './refresh-timesheets';

/** Gives a forgotten clock-out its departure: the entry starts counting. */
export function useCloseEntry(entryId: string) {
  const refresh = useRefreshTimesheets();
  return useMutation({
    mutationFn: (close: CloseEntry) =>
      apiRequest<CorrectionResult>(`/api/timesheets/entries/${encodeURIComponent(entryId)}/close`, {
        method: 'POST',
        json: close,
      }),
    onSuccess: refresh,
  });
}
