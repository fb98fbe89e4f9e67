import { messageSchema } from '@pointeo/domain/api';
import { type PairingCodeRequest, pairingCodeSchema, pairingCodeStatusSchema } from '@pointeo/domain/clock';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { SITES_QUERY_KEY } from '../../../lib/query-keys';
import { DEVICES_KEY } from './clock-admin';

/** How often the open code dialog asks whether a tablet has used the code. */
const STATUS_POLL_MS = 2_000;

export function useCreatePairingCode() {
  return useMutation({
    mutationFn: (input: PairingCodeRequest) =>
      apiRequest('/api/clock/pairing-codes', pairingCodeSchema, { method: 'POST', json: input }),
  });
}

/** While the code waits for its tablet; once used, the devices list is read again to show it. */
export function usePairingCodeStatus(codeId: string | undefined) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['pairing-code', codeId],
    queryFn: async () => {
      const status = await apiRequest(
        `/api/clock/pairing-codes/${encodeURIComponent(codeId ?? '')}`,
        pairingCodeStatusSchema,
      );
      if (status.status === 'used') {
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: DEVICES_KEY }),
          queryClient.invalidateQueries({ queryKey: SITES_QUERY_KEY }),
        ]);
      }
      return status;
    },
    enabled: Boolean(codeId),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? STATUS_POLL_MS : false),
  });
}

export function useCancelPairingCode() {
  return useMutation({
    mutationFn: (codeId: string) =>
      apiRequest(`/api/clock/pairing-codes/${encodeURIComponent(codeId)}`, messageSchema, {
        method: 'DELETE',
      }),
  });
}
