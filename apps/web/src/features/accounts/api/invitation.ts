import { messageSchema } from '@pointeo/domain/api';
import { type AcceptInvitationInput, invitationPreviewSchema } from '@pointeo/domain/team';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { SESSION_QUERY_KEY } from '../../../lib/query-keys';

/** Who invites, to which company, in which role: the public preview of an invitation link. */
export function useInvitationPreview(token: string) {
  return useQuery({
    queryKey: ['invitation', token],
    queryFn: () => apiRequest(`/api/invitations/${encodeURIComponent(token)}`, invitationPreviewSchema),
    retry: false,
  });
}

/** Joins the team: the server creates the member and signs them in. */
export function useAcceptInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AcceptInvitationInput) =>
      apiRequest(`/api/invitations/${encodeURIComponent(token)}/accept`, messageSchema, {
        method: 'POST',
        json: input,
      }),
    onSuccess: () => {
      // Whoever was signed in on this browser before must not lend the member their cached answers.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
      return queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
  });
}
