import { messageSchema } from '@pointeo/domain/api';
import {
  type ActivateKioskInput,
  type KioskSettingsChange,
  kioskActivationResultSchema,
  kioskDeviceListSchema,
  kioskSettingsViewSchema,
  timeEntryListSchema,
} from '@pointeo/domain/clock';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { SITES_QUERY_KEY } from '../../../lib/query-keys';
import { useListSite, withSiteId } from '../../../lib/site-filter';
import { waitingPunchesKeyId } from '../punch-queue';

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
        json: { ...input, formerQueueKeyId: waitingPunchesKeyId(localStorage) },
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
    // The devices list, and the sites' counts of kiosks.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: DEVICES_KEY }),
        queryClient.invalidateQueries({ queryKey: SITES_QUERY_KEY }),
      ]),
  });
}

/** The latest entries, of the chosen site's employees when the site filter has one. */
export function useRecentEntries() {
  const { siteId, enabled } = useListSite();
  return useQuery({
    enabled,
    queryKey: ['time-entries', siteId ?? 'all'],
    queryFn: () => apiRequest(withSiteId('/api/clock/entries', siteId), timeEntryListSchema),
    refetchInterval: 30_000,
  });
}

const SETTINGS_KEY = ['kiosk-settings'] as const;

/** «Autoriser le pointage sur un autre site» (decision 059). */
export function useKioskSettings() {
  return useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: () => apiRequest('/api/clock/settings', kioskSettingsViewSchema),
  });
}

export function useSaveKioskSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: KioskSettingsChange) =>
      apiRequest('/api/clock/settings', kioskSettingsViewSchema, { method: 'PUT', json: change }),
    onSuccess: (saved) => queryClient.setQueryData(SETTINGS_KEY, saved),
  });
}
