import type { PunchResult } from '@pointeo/domain/clock';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import type { QueuedPunch } from '../punch-queue';

export function useKioskStatus() {
  return useQuery({
    queryKey: ['kiosk-status'],
    queryFn: () => apiRequest<{ companyName: string }>('/api/kiosk/status'),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function sendPunch(punch: QueuedPunch): Promise<PunchResult> {
  return apiRequest<PunchResult>('/api/kiosk/punches', { method: 'POST', json: punch });
}
