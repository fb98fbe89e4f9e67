import type { AddEntry, CorrectionResult } from '@pointeo/domain/timesheets';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { useRefreshTimesheets } from './refresh-timesheets';

/** 'Ajouter un pointage': an entry the kiosk never saw, with its reason. */
export function useAddEntry(employeeId: string) {
  const refresh = useRefreshTimesheets();
  return useMutation({
    mutationFn: (entry: AddEntry) =>
      apiRequest<CorrectionResult>(`/api/timesheets/employees/${encodeURIComponent(employeeId)}/entries`, {
        method: 'POST',
        json: entry,
      }),
    onSuccess: refresh,
  });
}
