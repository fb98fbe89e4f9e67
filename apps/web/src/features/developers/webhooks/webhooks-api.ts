import { noContentSchema } from '@pointeo/domain/api';
import {
  type WebhookEndpointChange,
  type WebhookEndpointInput,
  webhookDeliveryPageSchema,
  webhookDeliverySchema,
  webhookEndpointCreatedSchema,
  webhookEndpointListSchema,
  webhookEndpointSchema,
  webhookSecretSchema,
} from '@pointeo/domain/webhooks';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

/** The 'Webhooks' panel's calls (decision 077): /api/developers/webhooks and below. */

const BASE = '/api/developers/webhooks';
const ENDPOINTS_KEY = ['webhooks', 'endpoints'] as const;
const deliveriesKey = (endpointId: string, page: number) =>
  ['webhooks', 'deliveries', endpointId, page] as const;

export function useWebhookEndpoints() {
  return useQuery({ queryKey: ENDPOINTS_KEY, queryFn: () => apiRequest(BASE, webhookEndpointListSchema) });
}

function useRefreshWebhooks() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['webhooks'] });
}

export function useAddWebhookEndpoint() {
  const refresh = useRefreshWebhooks();
  return useMutation({
    mutationFn: (input: WebhookEndpointInput) =>
      apiRequest(BASE, webhookEndpointCreatedSchema, { method: 'POST', json: input }),
    onSuccess: refresh,
  });
}

export function useChangeWebhookEndpoint() {
  const refresh = useRefreshWebhooks();
  return useMutation({
    mutationFn: ({ endpointId, change }: { endpointId: string; change: WebhookEndpointChange }) =>
      apiRequest(`${BASE}/${endpointId}`, webhookEndpointSchema, { method: 'PATCH', json: change }),
    onSuccess: refresh,
  });
}

export function useDeleteWebhookEndpoint() {
  const refresh = useRefreshWebhooks();
  return useMutation({
    mutationFn: (endpointId: string) =>
      apiRequest(`${BASE}/${endpointId}`, noContentSchema, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}

/** The secret, read only when the member asks to see it. */
export function useWebhookSecret(endpointId: string, shown: boolean) {
  return useQuery({
    queryKey: ['webhooks', 'secret', endpointId],
    queryFn: () => apiRequest(`${BASE}/${endpointId}/secret`, webhookSecretSchema),
    enabled: shown,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useRotateWebhookSecret() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (endpointId: string) =>
      apiRequest(`${BASE}/${endpointId}/secret`, webhookSecretSchema, { method: 'POST' }),
    onSuccess: (answer, endpointId) => queryClient.setQueryData(['webhooks', 'secret', endpointId], answer),
  });
}

export function useWebhookDeliveries(endpointId: string, page: number) {
  return useQuery({
    queryKey: deliveriesKey(endpointId, page),
    queryFn: () => apiRequest(`${BASE}/${endpointId}/deliveries?page=${page}`, webhookDeliveryPageSchema),
    placeholderData: keepPreviousData,
  });
}

/** 'Renvoyer': a new attempt now. */
export function useRetryWebhookDelivery(endpointId: string) {
  const refresh = useRefreshWebhooks();
  return useMutation({
    mutationFn: (deliveryId: string) =>
      apiRequest(`${BASE}/${endpointId}/deliveries/${deliveryId}/retry`, webhookDeliverySchema, {
        method: 'POST',
      }),
    onSuccess: refresh,
  });
}
