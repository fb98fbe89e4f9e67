import { messageSchema } from '@pointeo/domain/api';
import {
  type Adjustment,
  balancesViewSchema,
  openingImportPreviewSchema,
  openingImportResultSchema,
} from '@pointeo/domain/leave';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { LEAVE_QUERY_KEY } from '../../../lib/query-keys';
import { useListSite, withSiteId } from '../../../lib/site-filter';
import { useRefreshLeave } from './refresh-leave';

/**
 * Every active employee's (the site filter's) paid-leave balance for the previous, current and next
 * periods.
 */
export function useBalances() {
  const { siteId, enabled } = useListSite();
  return useQuery({
    enabled,
    queryKey: [...LEAVE_QUERY_KEY, 'balances', siteId ?? 'all'],
    queryFn: ({ signal }) =>
      apiRequest(withSiteId('/api/leave/balances', siteId), balancesViewSchema, { signal }),
  });
}

const employeePath = (employeeId: string, what: string) =>
  `/api/leave/employees/${encodeURIComponent(employeeId)}/${what}`;

/** 'Ajuster': days added or taken off a period, with the reason kept. */
export function useAdjustBalance(employeeId: string) {
  const refresh = useRefreshLeave();
  return useMutation({
    mutationFn: (input: Adjustment) =>
      apiRequest(employeePath(employeeId, 'adjustments'), messageSchema, { method: 'POST', json: input }),
    onSuccess: refresh,
  });
}

/** "Saisir le solde d'ouverture": what the employee had left when the company moved to Pointeo. */
export function useSetOpeningBalance(employeeId: string) {
  const refresh = useRefreshLeave();
  return useMutation({
    mutationFn: (input: { periodStart: string; days: number }) =>
      apiRequest(employeePath(employeeId, 'opening-balance'), messageSchema, { method: 'PUT', json: input }),
    onSuccess: refresh,
  });
}

/** 'Prévisualiser': each line of the CSV with its employee and period, or its error; nothing written. */
export function usePreviewOpeningImport() {
  return useMutation({
    mutationFn: (csv: string) =>
      apiRequest('/api/leave/opening-balances/preview', openingImportPreviewSchema, {
        method: 'POST',
        json: { csv },
      }),
  });
}

/** "Confirmer l'import": every line written at once, or nothing. */
export function useConfirmOpeningImport() {
  const refresh = useRefreshLeave();
  return useMutation({
    mutationFn: (csv: string) =>
      apiRequest('/api/leave/opening-balances/import', openingImportResultSchema, {
        method: 'POST',
        json: { csv },
      }),
    onSuccess: refresh,
  });
}
