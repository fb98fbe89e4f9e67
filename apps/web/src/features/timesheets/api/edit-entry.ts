import { correctionResultSchema, type EditEntry } from '@pointeo/domain/timesheets';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { useRefreshTimesheets } from './refresh-timesheets';

/** Moves an entry's day, arrival or departure; what is left out stays as it is. */
export function useEditEntry(entryId: string) {
  const refresh = useRefreshTimesheets();
  return useMutation({
    mutationFn: (edit: EditEntry) =>
      apiRequest(`/api/timesheets/entries/${encodeURIComponent(entryId)}`, correctionResultSchema, {
        method: 'PATCH',
        json: edit,
      }),
    onSuccess: refresh,
  });
}
