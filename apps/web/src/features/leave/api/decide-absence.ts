import { absenceResultSchema } from '@pointeo/domain/leave';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { useRefreshLeave } from './refresh-leave';

/** 'Approuver' a pending request. */
export function useApproveAbsence() {
  const refresh = useRefreshLeave();
  return useMutation({
    mutationFn: (absenceId: string) =>
      apiRequest(`/api/leave/absences/${encodeURIComponent(absenceId)}/approve`, absenceResultSchema, {
        method: 'POST',
      }),
    onSuccess: refresh,
  });
}

/** 'Refuser' a pending request, with the reason the employee will read at the kiosk. */
export function useRefuseAbsence(absenceId: string) {
  const refresh = useRefreshLeave();
  return useMutation({
    mutationFn: (input: { reason: string }) =>
      apiRequest(`/api/leave/absences/${encodeURIComponent(absenceId)}/refuse`, absenceResultSchema, {
        method: 'POST',
        json: input,
      }),
    onSuccess: refresh,
  });
}
