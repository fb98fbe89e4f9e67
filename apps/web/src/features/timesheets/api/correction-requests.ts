import {
  correctionRequestAnswerSchema,
  correctionRequestsSchema,
  type RefuseCorrectionRequest,
} from '@pointeo/domain/correction-requests';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { TIMESHEETS_QUERY_KEY } from '../../../lib/query-keys';
import { useListSite, withSiteId } from '../../../lib/site-filter';
import { useRefreshTimesheets } from './refresh-timesheets';

/**
 * The employees' pending correction requests (decision 073), of every site or the chosen one; under
 * the time sheets' key, so an answer reloads them with the week and the month.
 */
export function usePendingCorrectionRequests(enabled: boolean) {
  const { siteId, enabled: siteKnown } = useListSite();
  return useQuery({
    queryKey: [...TIMESHEETS_QUERY_KEY, 'correction-requests', siteId ?? 'all'],
    queryFn: ({ signal }) =>
      apiRequest(
        withSiteId('/api/timesheets/correction-requests?status=pending', siteId),
        correctionRequestsSchema,
        { signal },
      ),
    enabled: enabled && siteKnown,
  });
}

const requestPath = (requestId: string, answer: 'approve' | 'refuse') =>
  `/api/timesheets/correction-requests/${encodeURIComponent(requestId)}/${answer}`;

/** 'Accepter': the request becomes a correction signed by the member. */
export function useApproveCorrectionRequest() {
  const refresh = useRefreshTimesheets();
  return useMutation({
    mutationFn: (requestId: string) =>
      apiRequest(requestPath(requestId, 'approve'), correctionRequestAnswerSchema, { method: 'POST' }),
    onSuccess: refresh,
  });
}

/** 'Refuser', with the reason the employee reads. */
export function useRefuseCorrectionRequest(requestId: string) {
  const refresh = useRefreshTimesheets();
  return useMutation({
    mutationFn: (refusal: RefuseCorrectionRequest) =>
      apiRequest(requestPath(requestId, 'refuse'), correctionRequestAnswerSchema, {
        method: 'POST',
        json: refusal,
      }),
    onSuccess: refresh,
  });
}
