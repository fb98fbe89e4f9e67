import { type SiteInput, siteSchema } from '@pointeo/domain/sites';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { useRefreshSites } from '../../../lib/sites';

/** 'Ajouter un site': refused on Gratuit (the plan gate's French message). */
export function useAddSite() {
  const refresh = useRefreshSites();
  return useMutation({
    mutationFn: (input: SiteInput) => apiRequest('/api/sites', siteSchema, { method: 'POST', json: input }),
    onSuccess: refresh,
  });
}
