import { weekViewSchema } from '@pointeo/domain/timesheets';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { TIMESHEETS_QUERY_KEY } from '../../../lib/query-keys';
import { useListSite, withSiteId } from '../../../lib/site-filter';

/**
 * The week (Monday to Sunday) holding `week` ('YYYY-MM-DD'), or this week without it; one site's
 * employees when `siteId` is given.
 */
export function weekViewQuery(week: string | null, siteId: string | null) {
  return {
    queryKey: [...TIMESHEETS_QUERY_KEY, 'week', week ?? 'current', siteId ?? 'all'],
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      apiRequest(
        withSiteId(`/api/timesheets/week${week ? `?${new URLSearchParams({ week })}` : ''}`, siteId),
        weekViewSchema,
        { signal },
      ),
  };
}

export function useWeekView(week: string | null) {
  const { siteId, enabled } = useListSite();
  // The table keeps showing the last week while the next one loads.
  return useQuery({ ...weekViewQuery(week, siteId), enabled, placeholderData: keepPreviousData });
}
