import type {
  CancelPunchRequest,
  CancelPunchResult,
  PunchResult,
  SiteCodeDisplay,
} from '@pointeo/domain/clock';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import type { QueueEntry } from '../punch-queue';

// Loaders: the kiosk shows its pad without waiting for zod, which comes with the first answer.
const kioskStatusSchema = () => import('@pointeo/domain/clock').then((module) => module.kioskStatusSchema);
const punchResultSchema = () => import('@pointeo/domain/clock').then((module) => module.punchResultSchema);
const cancelPunchResultSchema = () =>
  import('@pointeo/domain/clock').then((module) => module.cancelPunchResultSchema);
const siteCodeDisplaySchema = () =>
  import('@pointeo/domain/clock').then((module) => module.siteCodeDisplaySchema);

export const KIOSK_STATUS_KEY = ['kiosk-status'] as const;

export function useKioskStatus() {
  return useQuery({
    queryKey: KIOSK_STATUS_KEY,
    queryFn: () => apiRequest('/api/kiosk/status', kioskStatusSchema),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function sendPunch(punch: QueueEntry): Promise<PunchResult> {
  return apiRequest('/api/kiosk/punches', punchResultSchema, { method: 'POST', json: punch });
}

/** 'Annuler ce pointage': the employee's latest punch, with the PIN they just typed. */
export function sendPunchCancel(request: CancelPunchRequest): Promise<CancelPunchResult> {
  return apiRequest('/api/kiosk/punches/cancel', cancelPunchResultSchema, { method: 'POST', json: request });
}

/** The kiosk's site's QR code of now (decision 070), asked again when it changes. */
export function fetchSiteCode(): Promise<SiteCodeDisplay> {
  return apiRequest('/api/kiosk/site-code', siteCodeDisplaySchema);
}
