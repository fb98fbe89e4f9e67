import { noContentSchema } from '@pointeo/domain/api';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { useRefreshEmployees } from './list-employees';

/** 'Supprimer': the employee leaves the list and the kiosk; clock records stay. */
export function useArchiveEmployee() {
  const refresh = useRefreshEmployees();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/api/employees/${id}`, noContentSchema, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}
