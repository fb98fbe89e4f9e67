import { type ConfirmCheckoutBody, confirmCheckoutResultSchema } from '@pointeo/domain/billing';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { useStoreBillingState } from './billing-state';

/** DESIGN.md item 2: the server checks the checkout is paid and ours before changing the plan. */
export function useConfirmCheckout() {
  const storeState = useStoreBillingState();
  return useMutation({
    mutationFn: (body: ConfirmCheckoutBody) =>
      apiRequest('/api/billing/confirm-checkout', confirmCheckoutResultSchema, {
        method: 'POST',
        json: body,
      }),
    onSuccess: ({ state }) => storeState(state),
  });
}
