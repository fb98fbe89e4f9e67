import { employeeSchema } from '@pointeo/domain/employees';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { useRefreshEmployees } from './list-employees';

/** 'Restaurer': an archived employee back in the list, within the plan's limit, without a PIN. */
export function useRestoreEmployee() {
  const refresh = useRefreshEmployees();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/api/employees/${id}/restore`, employeeSchema, { method: 'POST' }),
    onSuccess: refresh,
  });
}
