import { noContentSchema } from '@pointeo/domain/api';
import {
  type SilaeConnectionInput,
  silaeCheckSchema,
  silaeConnectionSchema,
  silaePushListSchema,
  silaePushSchema,
} from '@pointeo/domain/payroll-connectors';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

/** The push to Silae's API (decision 079): the connection, 'Vérifier', 'Envoyer' and the month's pushes. */
const CONNECTION_KEY = ['reports', 'silae', 'connection'] as const;
export const silaePushesKey = (month: string) => ['reports', 'silae', 'pushes', month] as const;
const monthPath = (month: string) => `/api/reports/months/${encodeURIComponent(month)}/silae`;

export function useSilaeConnection() {
  return useQuery({
    queryKey: CONNECTION_KEY,
    queryFn: ({ signal }) => apiRequest('/api/reports/silae/connection', silaeConnectionSchema, { signal }),
    // A plan without it answers a 403 that names the plans: shown, not retried.
    retry: false,
  });
}

export function useSaveSilaeConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SilaeConnectionInput) =>
      apiRequest('/api/reports/silae/connection', silaeConnectionSchema, { method: 'PUT', json: input }),
    onSuccess: (connection) => queryClient.setQueryData(CONNECTION_KEY, connection),
  });
}

export function useRemoveSilaeConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('/api/reports/silae/connection', noContentSchema, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONNECTION_KEY }),
  });
}

/** 'Vérifier' asks Silae each time it is clicked. */
export function useSilaeCheck(month: string) {
  return useMutation({
    mutationFn: () => apiRequest(`${monthPath(month)}/check`, silaeCheckSchema),
  });
}

export function useSilaePush(month: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (dryRun: boolean) =>
      apiRequest(`${monthPath(month)}/pushes`, silaePushSchema, { method: 'POST', json: { dryRun } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: silaePushesKey(month) }),
  });
}

export function useSilaePushes(month: string, enabled: boolean) {
  return useQuery({
    queryKey: silaePushesKey(month),
    queryFn: ({ signal }) => apiRequest(`${monthPath(month)}/pushes`, silaePushListSchema, { signal }),
    enabled,
  });
}
