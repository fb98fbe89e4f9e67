import { monthlyReportSchema } from '@pointeo/domain/reports';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { TIMESHEETS_QUERY_KEY } from '../../../lib/query-keys';
import { useListSite, withSiteId } from '../../../lib/site-filter';

/**
 * Under the time sheets' key: a correction or a validation refreshes the report too. The site
 * filter's employees only.
 */
export function useMonthlyReport(month: string) {
  const { siteId, enabled } = useListSite();
  return useQuery({
    enabled,
    queryKey: [...TIMESHEETS_QUERY_KEY, 'reports', 'month', month, siteId ?? 'all'],
    queryFn: ({ signal }) =>
      apiRequest(
        withSiteId(`/api/reports/months/${encodeURIComponent(month)}`, siteId),
        monthlyReportSchema,
        {
          signal,
        },
      ),
    placeholderData: keepPreviousData,
  });
}
