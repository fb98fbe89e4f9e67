import { type EmployeePin, employeeSchema } from '@pointeo/domain/employees';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { useRefreshEmployees } from './list-employees';

/** The only change a direction employee accepts (SPEC §4). */
export function useUpdateEmployeePin(id: string) {
  const refresh = useRefreshEmployees();
  return useMutation({
    mutationFn: (pin: EmployeePin) =>
      apiRequest(`/api/employees/${id}/pin`, employeeSchema, { method: 'PUT', json: pin }),
    onSuccess: refresh,
  });
}
