import { useQueryClient } from '@tanstack/react-query';
import { LEAVE_QUERY_KEY, TIMESHEETS_QUERY_KEY, WAITING_QUERY_KEY } from '../../../lib/query-keys';

/**
 * An approved absence counts in balances and in the time sheets' totals: both reload, and the count
 * of requests waiting on the Congés section.
 */
export function useRefreshLeave() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: LEAVE_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: TIMESHEETS_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: WAITING_QUERY_KEY }),
    ]);
}
