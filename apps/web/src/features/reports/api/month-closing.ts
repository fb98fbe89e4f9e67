import { closingResultSchema, monthClosingSchema } from '@pointeo/domain/month-closing';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { TIMESHEETS_QUERY_KEY } from '../../../lib/query-keys';
import { useListSite, withSiteId } from '../../../lib/site-filter';

const monthPath = (month: string) => `/api/timesheets/months/${encodeURIComponent(month)}`;

/**
 * 'Clôture du mois': each employee's alerts, entries to regularise and status. Under the time sheets'
 * key, so a correction or a validation anywhere refreshes it. The site filter's employees only.
 */
export function useMonthClosing(month: string) {
  const { siteId, enabled } = useListSite();
  return useQuery({
    enabled,
    queryKey: [...TIMESHEETS_QUERY_KEY, 'closing', month, siteId ?? 'all'],
    queryFn: ({ signal }) =>
      apiRequest(withSiteId(`${monthPath(month)}/closing`, siteId), monthClosingSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** 'Valider la sélection' and 'Tout valider': every screen of the time sheets and reports reloads. */
export function useValidateEmployees(month: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (employeeIds: string[]) =>
      apiRequest(`${monthPath(month)}/validate-employees`, closingResultSchema, {
        method: 'POST',
        json: { employeeIds },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TIMESHEETS_QUERY_KEY }),
  });
}
