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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
  });
}
