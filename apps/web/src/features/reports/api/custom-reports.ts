import { noContentSchema } from '@pointeo/domain/api';
import {
  type CustomReportDefinitionInput,
  customReportOptionsSchema,
  customReportResultSchema,
  savedCustomReportListSchema,
  savedCustomReportSchema,
} from '@pointeo/domain/custom-reports';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { useListSite, useSiteId, withSiteId } from '../../../lib/site-filter';

/**
 * 'Rapports personnalisés': the filters' choices, the saved reports, running one. The figures move
 * with the time sheets, so running is a mutation (fresh each time), never a cached query. The site
 * filter's choice goes in the query string, never in the definition (saved reports stay site-free).
 */

const SAVED_KEY = ['reports', 'custom', 'saved'] as const;

export function useCustomReportOptions() {
  const { siteId, enabled } = useListSite();
  return useQuery({
    enabled,
    queryKey: ['reports', 'custom', 'options', siteId ?? 'all'],
    queryFn: ({ signal }) =>
      apiRequest(withSiteId('/api/reports/custom/options', siteId), customReportOptionsSchema, { signal }),
    retry: false,
  });
}

export function useSavedCustomReports() {
  return useQuery({
    queryKey: SAVED_KEY,
    queryFn: ({ signal }) => apiRequest('/api/reports/custom', savedCustomReportListSchema, { signal }),
  });
}

export function useRunCustomReport() {
  const siteId = useSiteId();
  return useMutation({
    mutationFn: (definition: CustomReportDefinitionInput) =>
      apiRequest(withSiteId('/api/reports/custom/run', siteId), customReportResultSchema, {
        method: 'POST',
        json: definition,
      }),
  });
}

export function useSaveCustomReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { name: string; definition: CustomReportDefinitionInput }) =>
      apiRequest('/api/reports/custom', savedCustomReportSchema, { method: 'POST', json: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SAVED_KEY }),
  });
}

export function useDeleteCustomReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reportId: string) =>
      apiRequest(`/api/reports/custom/${encodeURIComponent(reportId)}`, noContentSchema, {
        method: 'DELETE',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SAVED_KEY }),
  });
}
