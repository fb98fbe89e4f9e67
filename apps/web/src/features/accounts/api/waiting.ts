import { waitingSchema } from '@pointeo/domain/accounts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { WAITING_QUERY_KEY } from '../../../lib/query-keys';

/**
 * What waits for the manager, the counts on the Congés and Temps sections: one cheap read, asked
 * again whenever the page comes back into view (a request typed at the kiosk meanwhile shows).
 */
export function useWaiting() {
  return useQuery({
    queryKey: WAITING_QUERY_KEY,
    queryFn: ({ signal }) => apiRequest('/api/account/waiting', waitingSchema, { signal }),
    refetchOnWindowFocus: 'always',
  });
}
