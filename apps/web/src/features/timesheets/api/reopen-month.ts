import { monthActionResultSchema, type ReopenMonthValues } from '@pointeo/domain/timesheets';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { useRefreshTimesheets } from './refresh-timesheets';

/** Unlocks a validated month, with the reason kept in the month's history. */
export function useReopenMonth(month: string) {
  const refresh = useRefreshTimesheets();
  return useMutation({
    mutationFn: (input: ReopenMonthValues) =>
      apiRequest(`/api/timesheets/months/${encodeURIComponent(month)}/reopen`, monthActionResultSchema, {
        method: 'POST',
        json: input,
      }),
    onSuccess: refresh,
  });
}
