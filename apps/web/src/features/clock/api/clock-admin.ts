import { messageSchema } from '@pointeo/domain/api';
import {
  type ActivateKioskInput,
  kioskActivationResultSchema,
  kioskDeviceListSchema,
  timeEntryListSchema,
} from '@pointeo/domain/clock';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

export const DEVICES_KEY = ['kiosk-devices'] as const;

export function useKioskDevices() {
  return useQuery({
    queryKey: DEVICES_KEY,
    queryFn: () => apiRequest('/api/clock/devices', kioskDeviceListSchema),
  });
}

/**
 * Makes this browser a kiosk; the server signs it out of the account first (decision record 029):
 * the caller leaves whatever needed the session.
 */
export function useActivateKiosk() {
  return useMutation({
    mutationFn: (input: ActivateKioskInput) =>
      apiRequest('/api/clock/devices', kioskActivationResultSchema, {
        method: 'POST',
        json: input,
      }),
  });
}

export function useRevokeKiosk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deviceId: string) =>
      apiRequest(`/api/clock/devices/${encodeURIComponent(deviceId)}`, messageSchema, {
        method: 'DELETE',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DEVICES_KEY }),
  });
}

export function useRecentEntries() {
  return useQuery({
    queryKey: ['time-entries'],
    queryFn: () => apiRequest('/api/clock/entries', timeEntryListSchema),
    refetchInterval: 30_000,
  });
}
