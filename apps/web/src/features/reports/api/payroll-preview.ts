import { payrollPreviewSchema } from '@pointeo/domain/month-closing';
import type { PayrollSettings } from '@pointeo/domain/payroll';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { TIMESHEETS_QUERY_KEY } from '../../../lib/query-keys';

/** Every payroll preview: a validation (time sheets' key) or a layout saved refreshes them. */
export const PAYROLL_PREVIEW_KEY = [...TIMESHEETS_QUERY_KEY, 'payroll-preview'] as const;

const previewPath = (month: string) => `/api/reports/months/${encodeURIComponent(month)}/payroll/preview`;

/**
 * The payroll file's lines and problems before it is downloaded, under the saved layout, read each
 * time the preview opens (`enabled`).
 */
export function usePayrollPreview(month: string, enabled: boolean) {
  return useQuery({
    queryKey: [...PAYROLL_PREVIEW_KEY, month],
    queryFn: ({ signal }) => apiRequest(previewPath(month), payrollPreviewSchema, { signal }),
    enabled,
    retry: false,
    staleTime: 0,
  });
}

/**
 * The export builder's preview: the month's file under a layout not saved yet (`draft`, null while
 * the form does not hold a valid one). The last answer stays while the next loads.
 */
export function usePayrollDraftPreview(month: string, draft: PayrollSettings | null) {
  return useQuery({
    queryKey: [...PAYROLL_PREVIEW_KEY, month, 'draft', draft],
    queryFn: ({ signal }) =>
      apiRequest(previewPath(month), payrollPreviewSchema, { method: 'POST', json: draft, signal }),
    enabled: draft !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
