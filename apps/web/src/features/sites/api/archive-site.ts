import { noContentSchema } from '@pointeo/domain/api';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { useRefreshSites } from '../../../lib/sites';

/** 'Archiver': refused while the site has employees or kiosks, and for the last site. */
export function useArchiveSite() {
  const refresh = useRefreshSites();
  return useMutation({
    mutationFn: (siteId: string) => apiRequest(`/api/sites/${siteId}`, noContentSchema, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}
