import { entryHistorySchema } from '@pointeo/domain/timesheets';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { TIMESHEETS_QUERY_KEY } from '../../../lib/query-keys';

/**
 * The entry now, the kiosk punches behind it and its corrections, the newest first, a page at a
 * time: 'Afficher plus' loads the next page below the ones shown.
 */
export function useEntryHistory(entryId: string) {
  return useInfiniteQuery({
    queryKey: [...TIMESHEETS_QUERY_KEY, 'history', entryId],
    queryFn: ({ pageParam, signal }) =>
      apiRequest(
        `/api/timesheets/entries/${encodeURIComponent(entryId)}/history?${new URLSearchParams({ page: String(pageParam) })}`,
        entryHistorySchema,
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });
}
