import { absenceResultSchema, type CreateAbsence } from '@pointeo/domain/leave';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { useRefreshLeave } from './refresh-leave';

/** 'Saisir une absence' for an employee: recorded approved. */
export function useCreateAbsence() {
  const refresh = useRefreshLeave();
  return useMutation({
    mutationFn: ({ employeeId, ...input }: CreateAbsence & { employeeId: string }) =>
      apiRequest(`/api/leave/employees/${encodeURIComponent(employeeId)}/absences`, absenceResultSchema, {
        method: 'POST',
        json: input,
      }),
    onSuccess: refresh,
  });
}
