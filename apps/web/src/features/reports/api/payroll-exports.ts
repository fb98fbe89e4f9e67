import { payrollExportsSchema } from '@pointeo/domain/payroll';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

/** The query key of a month's payroll files handed out; a download refreshes it. */
export const payrollExportsKey = (month: string) => ['reports', 'payroll-exports', month] as const;

/** The month's payroll files handed out, the newest first (decision 041). */
export function usePayrollExports(month: string) {
  return useQuery({
    queryKey: payrollExportsKey(month),
    queryFn: ({ signal }) =>
      apiRequest(`/api/reports/months/${encodeURIComponent(month)}/payroll-exports`, payrollExportsSchema, {
        signal,
      }),
  });
}
