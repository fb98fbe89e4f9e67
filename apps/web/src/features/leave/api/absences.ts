import { absenceListSchema } from '@pointeo/domain/leave';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { LEAVE_QUERY_KEY } from '../../../lib/query-keys';
import { useListSite } from '../../../lib/site-filter';

/**
 * One page of the requests waiting for an answer, or of the decided absences (the newest first), of
 * the site filter's employees.
 */
export function useAbsences(status: 'pending' | 'decided', page: number) {
  const { siteId, enabled } = useListSite();
  return useQuery({
    enabled,
    queryKey: [...LEAVE_QUERY_KEY, 'absences', status, page, siteId ?? 'all'],
    queryFn: ({ signal }) =>
      apiRequest(
        `/api/leave/absences?${new URLSearchParams({ status, page: String(page), ...(siteId && { siteId }) })}`,
        absenceListSchema,
        {
          signal,
        },
      ),
    placeholderData: keepPreviousData,
  });
}
