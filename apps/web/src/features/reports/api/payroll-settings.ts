import {
  type PayrollSettings,
  payrollSettingsResultSchema,
  payrollSettingsSchema,
} from '@pointeo/domain/payroll';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { PAYROLL_PREVIEW_KEY } from './payroll-preview';

const PAYROLL_SETTINGS_KEY = ['reports', 'payroll-settings'] as const;

/** The company's layout of the payroll file and its codes (the export builder, decision 078). */
export function usePayrollSettings(enabled = true) {
  return useQuery({
    queryKey: PAYROLL_SETTINGS_KEY,
    queryFn: ({ signal }) => apiRequest('/api/reports/payroll-settings', payrollSettingsSchema, { signal }),
    enabled,
  });
}

/** Saves the layout; the previews, written under it, are read again. */
export function useUpdatePayrollSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: PayrollSettings) =>
      apiRequest('/api/reports/payroll-settings', payrollSettingsResultSchema, {
        method: 'PUT',
        json: settings,
      }),
    onSuccess: (result) => {
      queryClient.setQueryData(PAYROLL_SETTINGS_KEY, result.settings);
      return queryClient.invalidateQueries({ queryKey: PAYROLL_PREVIEW_KEY });
    },
  });
}
