import { messageSchema } from '@pointeo/domain/api';
import { BADGE_FILE_NAME, badgeHolderListSchema } from '@pointeo/domain/badges';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiDownload, apiRequest } from '../../../lib/api';
import { saveFile } from '../../../lib/save-file';
import { EMPLOYEES_QUERY_KEY, useRefreshEmployees } from './list-employees';

/** The employees 'Émettre les badges' offers, with their badge's date; read when the dialog opens. */
export function useBadgeHolders({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: [...EMPLOYEES_QUERY_KEY, 'badges'],
    queryFn: ({ signal }) => apiRequest('/api/employees/badges', badgeHolderListSchema, { signal }),
    enabled,
  });
}

/**
 * 'Émettre les badges': the server issues them and answers the sheet, saved at once; it is the only
 * copy (decision 065), a later print means issuing again.
 */
export function useIssueBadges() {
  const refresh = useRefreshEmployees();
  return useMutation({
    mutationFn: async (employeeIds: readonly string[]) => {
      const { blob, fileName } = await apiDownload('/api/employees/badges', 'application/pdf', {
        employeeIds,
      });
      saveFile(blob, fileName ?? BADGE_FILE_NAME);
    },
    onSuccess: refresh,
  });
}

/** 'Révoquer le badge': the card no longer punches. */
export function useRevokeBadge() {
  const refresh = useRefreshEmployees();
  return useMutation({
    mutationFn: (employeeId: string) =>
      apiRequest(`/api/employees/${employeeId}/badge`, messageSchema, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}
