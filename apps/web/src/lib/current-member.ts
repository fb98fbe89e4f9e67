import { type Action, can } from '@pointeo/domain/permissions';
import { currentMemberSchema } from '@pointeo/domain/team';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api';
import { CURRENT_MEMBER_QUERY_KEY } from './query-keys';

/**
 * The signed-in member (GET /api/account/me): their name, role and sites. Read once with the account,
 * under its key: a change of role ends the member's sessions, so it never goes stale while signed in.
 */
export function useCurrentMember() {
  return useQuery({
    queryKey: CURRENT_MEMBER_QUERY_KEY,
    queryFn: () => apiRequest('/api/account/me', currentMemberSchema),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * Whether the signed-in member's role allows `action` (permissions.ts), the one question a control
 * asks before showing itself. False while the member is being read: no forbidden button flashes.
 */
export function useCan(action: Action): boolean {
  const role = useCurrentMember().data?.role;
  return role !== undefined && can(role, action);
}
