import {
  apiKeyListSchema,
  apiKeySchema,
  type CreateApiKey,
  createdApiKeySchema,
} from '@pointeo/domain/api-keys';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

export const API_KEYS_QUERY_KEY = ['developers', 'keys'] as const;

/** 'Clés d'API': the company's keys, live ones first. A plan without the API answers 403. */
export function useApiKeys() {
  return useQuery({
    queryKey: API_KEYS_QUERY_KEY,
    queryFn: () => apiRequest('/api/developers/keys', apiKeyListSchema),
  });
}

/** A change to the keys: the list is read again once the server said yes. */
function useKeysChange<Input, Output>(request: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: API_KEYS_QUERY_KEY }),
  });
}

/** 'Créer une clé': the answer holds the secret, shown this once. */
export function useCreateApiKey() {
  return useKeysChange((input: CreateApiKey) =>
    apiRequest('/api/developers/keys', createdApiKeySchema, { method: 'POST', json: input }),
  );
}

/** 'Révoquer': the key is refused from its next call on. */
export function useRevokeApiKey() {
  return useKeysChange((keyId: string) =>
    apiRequest(`/api/developers/keys/${encodeURIComponent(keyId)}`, apiKeySchema, { method: 'DELETE' }),
  );
}
