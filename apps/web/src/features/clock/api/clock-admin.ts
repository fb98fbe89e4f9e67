import { messageSchema } from '@pointeo/domain/api';
import {
  type ActivateKioskInput,
  kioskActivationResultSchema,
  kioskDeviceListSchema,
  timeEntryListSchema,
} from '@pointeo/domain/clock';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

const DEVICES_KEY = ['kiosk-devices'] as const;

export function useKioskDevices() {
  return useQuery({
    queryKey: DEVICES_KEY,
    queryFn: () => apiRequest('/api/clock/devices', kioskDeviceListSchema),
  });
}

export function useActivateKiosk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ActivateKioskInput) =>
      apiRequest('/api/clock/devices', kioskActivationResultSchema, {
        method: 'POST',
        json: input,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DEVICES_KEY }),
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
