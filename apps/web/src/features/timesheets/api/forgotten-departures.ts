import { forgottenDeparturesSchema } from '@pointeo/domain/timesheets';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { TIMESHEETS_QUERY_KEY } from '../../../lib/query-keys';
import { useListSite, withSiteId } from '../../../lib/site-filter';

/**
 * 'Départs non pointés' (decision 068), of every site or the chosen one; under the time sheets' key,
 * so a correction (closing the entry) reloads it with the rest.
 */
export function useForgottenDepartures() {
  const { siteId, enabled } = useListSite();
  return useQuery({
    queryKey: [...TIMESHEETS_QUERY_KEY, 'forgotten-departures', siteId ?? 'all'],
    queryFn: ({ signal }) =>
      apiRequest(withSiteId('/api/timesheets/forgotten-departures', siteId), forgottenDeparturesSchema, {
        signal,
      }),
    enabled,
  });
}
