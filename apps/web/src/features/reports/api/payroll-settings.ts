import {
  type PayrollSettings,
  payrollSettingsResultSchema,
  payrollSettingsSchema,
} from '@pointeo/domain/payroll';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

const PAYROLL_SETTINGS_KEY = ['reports', 'payroll-settings'] as const;

export function usePayrollSettings() {
  return useQuery({
    queryKey: PAYROLL_SETTINGS_KEY,
    queryFn: ({ signal }) => apiRequest('/api/reports/payroll-settings', payrollSettingsSchema, { signal }),
  });
}

export function useUpdatePayrollSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: PayrollSettings) =>
      apiRequest('/api/reports/payroll-settings', payrollSettingsResultSchema, {
        method: 'PUT',
        json: settings,
      }),
    onSuccess: (result) => queryClient.setQueryData(PAYROLL_SETTINGS_KEY, result.settings),
  });
}
