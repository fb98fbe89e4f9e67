import { timeSettingsSchema } from '@pointeo/domain/timesheets';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { TIMESHEETS_QUERY_KEY } from '../../../lib/query-keys';

/** The night window and the agreement the figures are computed with, and the double-tap window. */
export function useTimeSettings() {
  return useQuery({
    queryKey: [...TIMESHEETS_QUERY_KEY, 'settings'],
    queryFn: ({ signal }) => apiRequest('/api/timesheets/settings', timeSettingsSchema, { signal }),
  });
}
