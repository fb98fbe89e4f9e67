import { type LeaveSettings, leaveSettingsResultSchema, leaveSettingsSchema } from '@pointeo/domain/leave';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { LEAVE_QUERY_KEY } from '../../../lib/query-keys';
import { useRefreshLeave } from './refresh-leave';

export function useLeaveSettings() {
  return useQuery({
    queryKey: [...LEAVE_QUERY_KEY, 'settings'],
    queryFn: ({ signal }) => apiRequest('/api/leave/settings', leaveSettingsSchema, { signal }),
  });
}

/** Counting and the reference period change every balance: all of them reload. */
export function useUpdateLeaveSettings() {
  const refresh = useRefreshLeave();
  return useMutation({
    mutationFn: (settings: LeaveSettings) =>
      apiRequest('/api/leave/settings', leaveSettingsResultSchema, { method: 'PUT', json: settings }),
    onSuccess: refresh,
  });
}
