import { type AbsenceStatus, absenceListSchema } from '@pointeo/domain/leave';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { LEAVE_QUERY_KEY } from '../../../lib/query-keys';

/** The company's absences and requests, those of one status, or all of them. */
export function useAbsences(status?: AbsenceStatus) {
  return useQuery({
    queryKey: [...LEAVE_QUERY_KEY, 'absences', status ?? 'all'],
    queryFn: ({ signal }) =>
      apiRequest(
        `/api/leave/absences${status ? `?${new URLSearchParams({ status })}` : ''}`,
        absenceListSchema,
        {
          signal,
        },
      ),
  });
}
