import { siteListSchema } from '@pointeo/domain/sites';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './api';
import { SITES_QUERY_KEY } from './query-keys';

/**
 * The company's live sites, oldest first (issue 29): the Sites section lists them; the employee
 * form, the pairing dialog and 'Présents en ce moment' show a site only when there are several.
 */
export function useSites() {
  return useQuery({
    queryKey: SITES_QUERY_KEY,
    queryFn: ({ signal }) => apiRequest('/api/sites', siteListSchema, { signal }),
  });
}

/** After a change to a site, an employee's site or a kiosk: the counts and the lists follow. */
export function useRefreshSites() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: SITES_QUERY_KEY });
}
