import { payrollPreviewSchema } from '@pointeo/domain/month-closing';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { TIMESHEETS_QUERY_KEY } from '../../../lib/query-keys';

/**
 * The payroll file's lines before it is downloaded, read each time the preview opens (`enabled`):
 * under the time sheets' key, so a validation refreshes it.
 */
export function usePayrollPreview(month: string, enabled: boolean) {
  return useQuery({
    queryKey: [...TIMESHEETS_QUERY_KEY, 'payroll-preview', month],
    queryFn: ({ signal }) =>
      apiRequest(`/api/reports/months/${encodeURIComponent(month)}/payroll/preview`, payrollPreviewSchema, {
        signal,
      }),
    enabled,
    retry: false,
    staleTime: 0,
  });
}
