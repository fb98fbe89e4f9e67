import { type AddEntry, correctionResultSchema } from '@pointeo/domain/timesheets';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { useRefreshTimesheets } from './refresh-timesheets';

/** 'Ajouter un pointage': an entry the kiosk never saw, with its reason. */
export function useAddEntry(employeeId: string) {
  const refresh = useRefreshTimesheets();
  return useMutation({
    mutationFn: (entry: AddEntry) =>
      apiRequest(
        `/api/timesheets/employees/${encodeURIComponent(employeeId)}/entries`,
        correctionResultSchema,
        {
          method: 'POST',
          json: entry,
        },
      ),
    onSuccess: refresh,
  });
}
