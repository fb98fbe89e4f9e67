import { absenceResultSchema } from '@pointeo/domain/leave';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { useRefreshLeave } from './refresh-leave';

/** 'Annuler l'absence': an approved absence undone; balances and time sheets follow. */
export function useCancelAbsence() {
  const refresh = useRefreshLeave();
  return useMutation({
    mutationFn: (absenceId: string) =>
      apiRequest(`/api/leave/absences/${encodeURIComponent(absenceId)}/cancel`, absenceResultSchema, {
        method: 'POST',
      }),
    onSuccess: refresh,
  });
}
