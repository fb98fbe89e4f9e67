import { currentMemberSchema } from '@pointeo/domain/team';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api';
import { ACCOUNT_QUERY_KEY } from './query-keys';

/**
 * The signed-in member (GET /api/account/me): their name, role and sites. Read once with the account,
 * under its key: a change of role ends the member's sessions, so it never goes stale while signed in.
 */
export function useCurrentMember() {
  return useQuery({
    queryKey: [...ACCOUNT_QUERY_KEY, 'me'],
    queryFn: () => apiRequest('/api/account/me', currentMemberSchema),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
