import type { CompanyAccount, CompanyDetails } from '@pointeo/domain/accounts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { ACCOUNT_QUERY_KEY } from '../../../lib/query-keys';

export function useAccount() {
  return useQuery({
    queryKey: ACCOUNT_QUERY_KEY,
    queryFn: () => apiRequest<CompanyAccount>('/api/account'),
  });
}

export function useSaveCompanyDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (details: CompanyDetails) =>
      apiRequest<CompanyAccount>('/api/account', { method: 'PATCH', json: details }),
    onSuccess: (account) => queryClient.setQueryData(ACCOUNT_QUERY_KEY, account),
  });
}
