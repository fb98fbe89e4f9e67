import { settingsResultSchema, type TimeSettings } from '@pointeo/domain/timesheets';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { useRefreshTimesheets } from './refresh-timesheets';

/** New settings change every figure computed with them: all of them reload. */
export function useUpdateTimeSettings() {
  const refresh = useRefreshTimesheets();
  return useMutation({
    mutationFn: (settings: TimeSettings) =>
      apiRequest('/api/timesheets/settings', settingsResultSchema, { method: 'PUT', json: settings }),
    onSuccess: refresh,
  });
}
