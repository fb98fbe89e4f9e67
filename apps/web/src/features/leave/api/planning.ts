import { planningSchema } from '@pointeo/domain/leave';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { LEAVE_QUERY_KEY } from '../../../lib/query-keys';
import { useListSite } from '../../../lib/site-filter';

/**
 * The team's month ('YYYY-MM', this month without it), one zone's employees or all of them, of the
 * site filter's site or every one.
 */
export function usePlanning(month: string | null, zone: string | null) {
  const { siteId, enabled } = useListSite();
  return useQuery({
    enabled,
    queryKey: [...LEAVE_QUERY_KEY, 'planning', month ?? 'current', zone ?? 'all', siteId ?? 'all'],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams();
      if (month) query.set('month', month);
      if (zone) query.set('zone', zone);
      if (siteId) query.set('siteId', siteId);
      return apiRequest(`/api/leave/planning${query.size > 0 ? `?${query}` : ''}`, planningSchema, {
        signal,
      });
    },
    placeholderData: keepPreviousData,
  });
}
