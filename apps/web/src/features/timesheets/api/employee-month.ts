import { employeeMonthSchema } from '@pointeo/domain/timesheets';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { TIMESHEETS_QUERY_KEY } from '../../../lib/query-keys';

/** An employee's month ('YYYY-MM'), or this month without it: days, entries, weeks, totals, lock. */
export function useEmployeeMonth(employeeId: string, month: string | null) {
  return useQuery({
    queryKey: [...TIMESHEETS_QUERY_KEY, 'month', employeeId, month ?? 'current'],
    queryFn: ({ signal }) =>
      apiRequest(
        `/api/timesheets/employees/${encodeURIComponent(employeeId)}/month${month ? `?${new URLSearchParams({ month })}` : ''}`,
        employeeMonthSchema,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}
