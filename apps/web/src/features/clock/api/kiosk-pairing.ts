import type { KioskPairingInput } from '@pointeo/domain/clock';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { KIOSK_STATUS_KEY } from './kiosk';

// A loader: the kiosk's first screen does not wait for zod.
const kioskPairedSchema = () => import('@pointeo/domain/clock').then((module) => module.kioskPairedSchema);

/** The tablet sends the code it was given; the server answers with its kiosk cookie, nothing else. */
export function usePairKiosk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: KioskPairingInput) =>
      apiRequest('/api/kiosk/pairing', kioskPairedSchema, { method: 'POST', json: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KIOSK_STATUS_KEY }),
  });
}
