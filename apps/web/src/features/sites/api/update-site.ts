import { type SiteInput, siteSchema } from '@pointeo/domain/sites';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { useRefreshSites } from '../../../lib/sites';

export function useUpdateSite(siteId: string) {
  const refresh = useRefreshSites();
  return useMutation({
    mutationFn: (input: SiteInput) =>
      apiRequest(`/api/sites/${siteId}`, siteSchema, { method: 'PATCH', json: input }),
    onSuccess: refresh,
  });
}
