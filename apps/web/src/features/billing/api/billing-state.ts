import { type BillingState, billingStateSchema } from '@pointeo/domain/billing';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { ACCOUNT_QUERY_KEY } from '../../../lib/query-keys';
import { INVOICES_QUERY_KEY } from './invoices';

export const BILLING_STATE_QUERY_KEY = ['billing', 'state'] as const;

/** The company's plan, pending change, renewal date and payment issue; off while signed out. */
export function useBillingState({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: BILLING_STATE_QUERY_KEY,
    queryFn: ({ signal }) => apiRequest('/api/billing/state', billingStateSchema, { signal }),
    enabled,
  });
}

/** A plan change or a confirmed payment answers the new state; the account and invoices follow it. */
export function useStoreBillingState() {
  const queryClient = useQueryClient();
  return (state: BillingState) => {
    queryClient.setQueryData(BILLING_STATE_QUERY_KEY, state);
    void queryClient.invalidateQueries({ queryKey: ACCOUNT_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: INVOICES_QUERY_KEY });
  };
}
