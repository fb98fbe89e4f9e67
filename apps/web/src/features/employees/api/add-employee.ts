import { type EmployeeInput, employeeSchema } from '@pointeo/domain/employees';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { useRefreshEmployees } from './list-employees';

export function useAddEmployee() {
  const refresh = useRefreshEmployees();
  return useMutation({
    mutationFn: (input: EmployeeInput) =>
      apiRequest('/api/employees', employeeSchema, { method: 'POST', json: input }),
    onSuccess: refresh,
  });
}
