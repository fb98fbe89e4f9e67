import { messageSchema } from '@pointeo/domain/api';
import type { InvitationInput, RoleChange } from '@pointeo/domain/team';
import { teamSchema } from '@pointeo/domain/team';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

export const TEAM_QUERY_KEY = ['team'] as const;

/** The company's members, its pending invitations and its live sites. */
export function useTeam() {
  return useQuery({ queryKey: TEAM_QUERY_KEY, queryFn: () => apiRequest('/api/team', teamSchema) });
}

/** A change to the team: the list is read again once the server said yes. */
function useTeamChange<T>(request: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEAM_QUERY_KEY }),
  });
}

export function useInviteMember() {
  return useTeamChange((input: InvitationInput) =>
    apiRequest('/api/team/invitations', messageSchema, { method: 'POST', json: input }),
  );
}

export function useCancelInvitation() {
  return useTeamChange((id: string) =>
    apiRequest(`/api/team/invitations/${encodeURIComponent(id)}`, messageSchema, { method: 'DELETE' }),
  );
}

export function useChangeMemberRole() {
  return useTeamChange(({ userId, change }: { userId: string; change: RoleChange }) =>
    apiRequest(`/api/team/members/${encodeURIComponent(userId)}`, messageSchema, {
      method: 'PATCH',
      json: change,
    }),
  );
}

export function useRemoveMember() {
  return useTeamChange((userId: string) =>
    apiRequest(`/api/team/members/${encodeURIComponent(userId)}`, messageSchema, { method: 'DELETE' }),
  );
}
