import { absencePreviewSchema, absenceResultSchema, type CreateAbsence } from '@pointeo/domain/leave';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { LEAVE_QUERY_KEY } from '../../../lib/query-keys';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
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

/**
 * The balance before and after the absence the form describes, once it is complete (decision 046):
 * one request per pause in typing, nothing written.
 */
export function useAbsencePreview(input: (CreateAbsence & { employeeId: string }) | null) {
  const settled = useDebouncedValue(input, 300);
  return useQuery({
    queryKey: [...LEAVE_QUERY_KEY, 'absence-preview', settled],
    enabled: settled !== null,
    queryFn: ({ signal }) => {
      const { employeeId, ...absence } = settled as CreateAbsence & { employeeId: string };
      return apiRequest(
        `/api/leave/employees/${encodeURIComponent(employeeId)}/absences/preview`,
        absencePreviewSchema,
        { method: 'POST', json: absence, signal },
      );
    },
  });
}
