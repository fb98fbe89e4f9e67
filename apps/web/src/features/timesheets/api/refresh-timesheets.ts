import { useQueryClient } from '@tanstack/react-query';
import { TIMESHEETS_QUERY_KEY, WAITING_QUERY_KEY } from '../../../lib/query-keys';

/**
 * Every correction, validation or setting changes figures on several screens (the week, the month,
 * the entry's history, the count 'À régulariser' on the Temps section): all of them reload.
 */
export function useRefreshTimesheets() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: TIMESHEETS_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: WAITING_QUERY_KEY }),
    ]);
}
