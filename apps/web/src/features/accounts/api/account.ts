import { type CompanyDetails, companyAccountSchema } from '@pointeo/domain/accounts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { ACCOUNT_QUERY_KEY } from '../../../lib/query-keys';

export function useAccount() {
  return useQuery({
    queryKey: ACCOUNT_QUERY_KEY,
    queryFn: () => apiRequest('/api/account', companyAccountSchema),
  });
}

export function useSaveCompanyDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (details: CompanyDetails) =>
      apiRequest('/api/account', companyAccountSchema, { method: 'PATCH', json: details }),
    onSuccess: (account) => queryClient.setQueryData(ACCOUNT_QUERY_KEY, account),
  });
}
