import {
  type CloseAccountInput,
  type RetentionSettings,
  retentionAnswerSchema,
} from '@pointeo/domain/account-closure';
import { companyAccountSchema } from '@pointeo/domain/accounts';
import { messageSchema } from '@pointeo/domain/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { ACCOUNT_QUERY_KEY } from '../../../lib/query-keys';

export const RETENTION_QUERY_KEY = ['privacy', 'retention'] as const;

/** 'Durée de conservation des pointages' (decision 083). */
export function useRetention() {
  return useQuery({
    queryKey: RETENTION_QUERY_KEY,
    queryFn: () => apiRequest('/api/privacy/retention', retentionAnswerSchema),
  });
}

export function useSaveRetention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: RetentionSettings) =>
      apiRequest('/api/privacy/retention', retentionAnswerSchema, { method: 'PUT', json: settings }),
    onSuccess: (answer) => queryClient.setQueryData(RETENTION_QUERY_KEY, answer),
  });
}

/** The company's name, which the closing asks to type again: the account's own query, shared. */
export function useCompanyName() {
  return useQuery({
    queryKey: ACCOUNT_QUERY_KEY,
    queryFn: () => apiRequest('/api/account', companyAccountSchema),
    select: (account) => account.name,
  });
}

/** 'Supprimer le compte': the answer has already ended the session and cleared its cookie. */
export function useCloseAccount() {
  return useMutation({
    mutationFn: (input: CloseAccountInput) =>
      apiRequest('/api/privacy/close-account', messageSchema, { method: 'POST', json: input }),
  });
}
