import { weekViewSchema } from '@pointeo/domain/timesheets';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { TIMESHEETS_QUERY_KEY } from '../../../lib/query-keys';

/** The week (Monday to Sunday) holding `week` ('YYYY-MM-DD'), or this week without it. */
export function weekViewQuery(week: string | null) {
  return {
    queryKey: [...TIMESHEETS_QUERY_KEY, 'week', week ?? 'current'],
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      apiRequest(`/api/timesheets/week${week ? `?${new URLSearchParams({ week })}` : ''}`, weekViewSchema, {
        signal,
      }),
  };
}

export function useWeekView(week: string | null) {
  // The table keeps showing the last week while the next one loads.
  return useQuery({ ...weekViewQuery(week), placeholderData: keepPreviousData });
}
