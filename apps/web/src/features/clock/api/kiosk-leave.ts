import type { KioskLeaveRequest } from '@pointeo/domain/leave';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

const typesSchema = () => import('@pointeo/domain/leave').then((module) => module.absenceTypeListSchema);
const resultSchema = () =>
  import('@pointeo/domain/leave').then((module) => module.kioskLeaveRequestResultSchema);

/**
 * The absence types an employee may ask for at this kiosk. A company whose plan lacks leave
 * management answers 403: the kiosk then offers no 'Demander un congé'.
 */
export function useKioskLeaveTypes() {
  return useQuery({
    queryKey: ['kiosk-leave-types'],
    queryFn: () => apiRequest('/api/kiosk/leave/types', typesSchema),
    retry: false,
    staleTime: 5 * 60_000,
  });
}

/** 'Envoyer la demande': the PIN names the employee, the request waits for the company's answer. */
export function useRequestLeave() {
  return useMutation({
    mutationFn: (request: KioskLeaveRequest) =>
      apiRequest('/api/kiosk/leave/requests', resultSchema, { method: 'POST', json: request }),
  });
}

const previewSchema = () => import('@pointeo/domain/leave').then((module) => module.absencePreviewSchema);

/**
 * The balance before and after the request the form describes, once the PIN and the dates are typed
 * (decision 046). A wrong PIN counts against the kiosk's budget like a request's.
 */
export function useKioskLeavePreview(request: KioskLeaveRequest | null) {
  const settled = useDebouncedValue(request, 500);
  return useQuery({
    queryKey: ['kiosk-leave-preview', settled],
    enabled: settled !== null,
    retry: false,
    queryFn: ({ signal }) =>
      apiRequest('/api/kiosk/leave/preview', previewSchema, { method: 'POST', json: settled, signal }),
  });
}
