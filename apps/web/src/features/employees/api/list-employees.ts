import { type EmployeeStatus, employeeListSchema } from '@pointeo/domain/employees';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { SITES_QUERY_KEY, TIMESHEETS_QUERY_KEY } from '../../../lib/query-keys';

export const EMPLOYEES_QUERY_KEY = ['employees'] as const;

export function useEmployees({
  q,
  page,
  status = 'active',
}: {
  q: string;
  page: number;
  status?: EmployeeStatus;
}) {
  return useQuery({
    queryKey: [...EMPLOYEES_QUERY_KEY, { q, page, status }],
    queryFn: ({ signal }) =>
      apiRequest(
        `/api/employees?${new URLSearchParams({ q, page: String(page), ...(status === 'archived' && { status }) })}`,
        employeeListSchema,
        { signal },
      ),
    // The table keeps showing the last answer while the next page or search loads; never the other
    // list's ('Actifs' / 'Archivés'), whose buttons would act on the wrong employees.
    placeholderData: (previous, previousQuery) =>
      (previousQuery?.queryKey[1] as { status?: EmployeeStatus } | undefined)?.status === status
        ? previous
        : undefined,
  });
}

/**
 * Every change to an employee refreshes the list, the count and the places left, and the time sheets,
 * whose names, rows and overtime (weekly contract hours) follow the employee.
 */
export function useRefreshEmployees() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: EMPLOYEES_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: TIMESHEETS_QUERY_KEY }),
      // Each site's count of employees.
      queryClient.invalidateQueries({ queryKey: SITES_QUERY_KEY }),
    ]);
}
