import { absenceListSchema } from '@pointeo/domain/leave';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { LEAVE_QUERY_KEY } from '../../../lib/query-keys';

/** One page of the requests waiting for an answer, or of the decided absences (the newest first). */
export function useAbsences(status: 'pending' | 'decided', page: number) {
  return useQuery({
    queryKey: [...LEAVE_QUERY_KEY, 'absences', status, page],
    queryFn: ({ signal }) =>
      apiRequest(
        `/api/leave/absences?${new URLSearchParams({ status, page: String(page) })}`,
        absenceListSchema,
        {
          signal,
        },
      ),
    placeholderData: keepPreviousData,
  });
}
