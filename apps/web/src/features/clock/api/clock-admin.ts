import type { ActivateKioskInput } from '@pointeo/domain/clock';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

export interface KioskDevice {
  id: string;
  name: string;
  createdAt: string;
  lastSeenAt: string | null;
}

export interface TimeEntry {
  id: string;
  employeeId: string;
  firstName: string;
  lastName: string;
  role: string;
  clockIn: string;
  clockOut: string | null;
  missingClockOut: boolean;
}

const DEVICES_KEY = ['kiosk-devices'] as const;

export function useKioskDevices() {
  return useQuery({ queryKey: DEVICES_KEY, queryFn: () => apiRequest<KioskDevice[]>('/api/clock/devices') });
}

export function useActivateKiosk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ActivateKioskInput) =>
      apiRequest<{ device: KioskDevice; message: string }>('/api/clock/devices', {
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
      apiRequest<{ message: string }>(`/api/clock/devices/${encodeURIComponent(deviceId)}`, {
        method: 'DELETE',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DEVICES_KEY }),
  });
}

export function useRecentEntries() {
  return useQuery({
    queryKey: ['time-entries'],
    queryFn: () => apiRequest<TimeEntry[]>('/api/clock/entries'),
    refetchInterval: 30_000,
  });
}
