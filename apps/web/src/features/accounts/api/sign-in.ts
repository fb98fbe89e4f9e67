import type { SignInInput } from '@pointeo/domain/accounts';
import { messageSchema } from '@pointeo/domain/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { SESSION_QUERY_KEY } from '../../../lib/query-keys';

export function signIn(credentials: SignInInput) {
  return apiRequest('/api/account/sign-in', messageSchema, { method: 'POST', json: credentials });
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: () => {
      // An expired session leaves its company's answers cached; the next company must not see them.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
      return queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
  });
}
