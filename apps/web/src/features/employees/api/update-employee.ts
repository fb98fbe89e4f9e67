import type { Employee, EmployeeInput } from '@pointeo/domain/employees';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { useRefreshEmployees } from './list-employees';

/** Names, role, zone and PIN of a non-direction employee. */
export function useUpdateEmployee(id: string) {
  const refresh = useRefreshEmployees();
  return useMutation({
    mutationFn: (input: EmployeeInput) =>
      apiRequest<Employee>(`/api/employees/${id}`, { method: 'PATCH', json: input }),
    onSuccess: refresh,
  });
}
