import { employeePinCodeSchema } from '@pointeo/domain/employees';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { EMPLOYEES_QUERY_KEY } from './list-employees';

/**
 * One employee's PIN, read only when someone reveals or edits it (the list says only whether one is
 * set). Under the employees' key, so any change to an employee reads it again; dropped from memory
 * as soon as nothing shows it.
 */
export function useEmployeePin(id: string, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: [...EMPLOYEES_QUERY_KEY, id, 'pin'],
    queryFn: ({ signal }) => apiRequest(`/api/employees/${id}/pin`, employeePinCodeSchema, { signal }),
    enabled,
    gcTime: 0,
    staleTime: 0,
  });
}
