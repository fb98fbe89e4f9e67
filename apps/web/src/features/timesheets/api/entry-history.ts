import { entryHistorySchema } from '@pointeo/domain/timesheets';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { TIMESHEETS_QUERY_KEY } from '../../../lib/query-keys';

/** The entry now, the kiosk punches behind it and its corrections, oldest first. */
export function useEntryHistory(entryId: string) {
  return useQuery({
    queryKey: [...TIMESHEETS_QUERY_KEY, 'history', entryId],
    queryFn: ({ signal }) =>
      apiRequest(`/api/timesheets/entries/${encodeURIComponent(entryId)}/history`, entryHistorySchema, {
        signal,
      }),
  });
}
