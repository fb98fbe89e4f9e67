import {
  type SimulatorPayment,
  type SimulatorRedirect,
  simulatorCheckoutSchema,
  simulatorRedirectSchema,
} from '@pointeo/domain/payment-simulator';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { leavePage } from '../../../lib/leave-page';

const checkoutPath = (id: string) => `/api/payment-simulator/checkouts/${encodeURIComponent(id)}`;

export function useSimulatorCheckout(id: string) {
  return useQuery({
    queryKey: ['payment-simulator', id],
    queryFn: ({ signal }) => apiRequest(checkoutPath(id), simulatorCheckoutSchema, { signal }),
    retry: false,
  });
}

/** Paying and cancelling both end by sending the browser where the checkout says. */
function useLeavingAction<T>(request: (input: T) => Promise<SimulatorRedirect>) {
  return useMutation({ mutationFn: request, onSuccess: ({ redirectUrl }) => leavePage(redirectUrl) });
}

export const usePaySimulatorCheckout = (id: string) =>
  useLeavingAction((payment: SimulatorPayment) =>
    apiRequest(`${checkoutPath(id)}/pay`, simulatorRedirectSchema, { method: 'POST', json: payment }),
  );

export const useCancelSimulatorCheckout = (id: string) =>
  useLeavingAction(() =>
    apiRequest(`${checkoutPath(id)}/cancel`, simulatorRedirectSchema, { method: 'POST' }),
  );
