import { type EmployeeInput, employeeSchema } from '@pointeo/domain/employees';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { useRefreshEmployees } from './list-employees';

/** Names, role, zone and PIN of a non-direction employee. */
export function useUpdateEmployee(id: string) {
  const refresh = useRefreshEmployees();
  return useMutation({
    mutationFn: (input: EmployeeInput) =>
      apiRequest(`/api/employees/${id}`, employeeSchema, { method: 'PATCH', json: input }),
    onSuccess: refresh,
  });
}
