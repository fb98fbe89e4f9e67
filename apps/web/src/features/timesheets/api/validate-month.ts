import { monthActionResultSchema } from '@pointeo/domain/timesheets';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { useRefreshTimesheets } from './refresh-timesheets';

/** Locks the month ('YYYY-MM') for the whole company: corrections are refused until it is reopened. */
export function useValidateMonth(month: string) {
  const refresh = useRefreshTimesheets();
  return useMutation({
    mutationFn: () =>
      apiRequest(`/api/timesheets/months/${encodeURIComponent(month)}/validate`, monthActionResultSchema, {
        method: 'POST',
      }),
    onSuccess: refresh,
  });
}
