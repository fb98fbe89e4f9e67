import {
  type AbsenceTypeFlags,
  type AbsenceTypeInput,
  absenceTypeListSchema,
  absenceTypeResultSchema,
} from '@pointeo/domain/leave';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { LEAVE_QUERY_KEY } from '../../../lib/query-keys';
import { useRefreshLeave } from './refresh-leave';

/** The company's absence types; a 403 here means its plan lacks leave management. */
export function useAbsenceTypes() {
  return useQuery({
    queryKey: [...LEAVE_QUERY_KEY, 'types'],
    queryFn: ({ signal }) => apiRequest('/api/leave/types', absenceTypeListSchema, { signal }),
    retry: false,
  });
}

/** Whether a type is paid and counts as worked time for overtime: every figure computed with it reloads. */
export function useUpdateAbsenceType(typeId: string) {
  const refresh = useRefreshLeave();
  return useMutation({
    mutationFn: (flags: AbsenceTypeFlags) =>
      apiRequest(`/api/leave/types/${encodeURIComponent(typeId)}`, absenceTypeResultSchema, {
        method: 'PUT',
        json: flags,
      }),
    onSuccess: refresh,
  });
}

export function useCreateAbsenceType() {
  const refresh = useRefreshLeave();
  return useMutation({
    mutationFn: (input: AbsenceTypeInput) =>
      apiRequest('/api/leave/types', absenceTypeResultSchema, { method: 'POST', json: input }),
    onSuccess: refresh,
  });
}
