import { monthlyReportSchema } from '@pointeo/domain/reports';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { TIMESHEETS_QUERY_KEY } from '../../../lib/query-keys';

/** Under the time sheets' key: a correction or a validation refreshes the report too. */
export function useMonthlyReport(month: string) {
  return useQuery({
    queryKey: [...TIMESHEETS_QUERY_KEY, 'reports', 'month', month],
    queryFn: ({ signal }) =>
      apiRequest(`/api/reports/months/${encodeURIComponent(month)}`, monthlyReportSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}
