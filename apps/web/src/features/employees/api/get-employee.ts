import { employeeSchema } from '@pointeo/domain/employees';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { EMPLOYEES_QUERY_KEY } from './list-employees';

/**
 * One employee, read when an address names them (`?tab=employees&employee=<id>`, the way the payroll
 * export's problems lead to a missing matricule). Under the employees' key, so a save reads it again.
 */
export function useEmployee(id: string | null) {
  return useQuery({
    queryKey: [...EMPLOYEES_QUERY_KEY, 'one', id],
    queryFn: ({ signal }) =>
      apiRequest(`/api/employees/${encodeURIComponent(id ?? '')}`, employeeSchema, { signal }),
    enabled: id !== null,
  });
}
