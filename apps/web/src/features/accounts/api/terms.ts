import { LEGAL_DOCUMENTS_VERSION } from '@pointeo/domain/legal-documents';
import { termsStatusSchema } from '@pointeo/domain/terms';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

const TERMS_QUERY_KEY = ['account', 'terms'] as const;

/** Whether the company accepted the current version of the legal documents. */
export function useTermsStatus(enabled: boolean) {
  return useQuery({
    queryKey: TERMS_QUERY_KEY,
    queryFn: ({ signal }) => apiRequest('/api/account/terms', termsStatusSchema, { signal }),
    enabled,
  });
}

export function useAcceptTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest('/api/account/terms', termsStatusSchema, {
        method: 'POST',
        json: { version: LEGAL_DOCUMENTS_VERSION, accepted: true },
      }),
    onSuccess: (status) => queryClient.setQueryData(TERMS_QUERY_KEY, status),
  });
}
