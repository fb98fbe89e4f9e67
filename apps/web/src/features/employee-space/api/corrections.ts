import {
  type CorrectionRequestInput,
  monthConfirmationSchema,
  myCorrectionRequestSchema,
  myCorrectionRequestsSchema,
  myMonthsSchema,
} from '@pointeo/domain/correction-requests';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { SPACE_QUERY_KEY } from './space';

const REQUESTS_KEY = [...SPACE_QUERY_KEY, 'correction-requests'] as const;
const MONTHS_KEY = [...SPACE_QUERY_KEY, 'months'] as const;

/** 'Mes demandes': the employee's correction requests and their answers, the newest first. */
export function useMyCorrectionRequests() {
  return useQuery({
    queryKey: REQUESTS_KEY,
    queryFn: ({ signal }) =>
      apiRequest('/api/me/correction-requests', myCorrectionRequestsSchema, { signal }),
  });
}

/** 'Signaler une erreur'. */
export function useAskCorrection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CorrectionRequestInput) =>
      apiRequest('/api/me/correction-requests', myCorrectionRequestSchema, { method: 'POST', json: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REQUESTS_KEY }),
  });
}

/** The months validated for the employee, and whether they confirmed them. */
export function useMyMonths() {
  return useQuery({
    queryKey: MONTHS_KEY,
    queryFn: ({ signal }) => apiRequest('/api/me/months', myMonthsSchema, { signal }),
  });
}

/** 'Je confirme mes heures'. */
export function useConfirmMonth() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (month: string) =>
      apiRequest(`/api/me/months/${encodeURIComponent(month)}/confirmation`, monthConfirmationSchema, {
        method: 'POST',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MONTHS_KEY }),
  });
}
