import { noContentSchema } from '@pointeo/domain/api';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { useRefreshEmployees } from './list-employees';

/** 'Archiver' (SPEC's 'Supprimer'): the employee leaves the list and the kiosk on the leaving date; clock records stay. */
export function useArchiveEmployee() {
  const refresh = useRefreshEmployees();
  return useMutation({
    mutationFn: ({ id, leavingDate }: { id: string; leavingDate: string }) =>
      apiRequest(`/api/employees/${id}`, noContentSchema, { method: 'DELETE', json: { leavingDate } }),
    onSuccess: refresh,
  });
}
