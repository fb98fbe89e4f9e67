import type { SignInInput } from '@pointeo/domain/accounts';
import { messageSchema } from '@pointeo/domain/api';
import { signInResultSchema } from '@pointeo/domain/two-factor';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { SESSION_QUERY_KEY } from '../../../lib/query-keys';

/** The password step: signed in, or `codeRequired` when two-factor sign-in is on (decision 080). */
export function signIn(credentials: SignInInput) {
  return apiRequest('/api/account/sign-in', signInResultSchema, { method: 'POST', json: credentials });
}

/** The code step: a code of the authenticator app or a recovery code. */
export function signInWithCode(code: string) {
  return apiRequest('/api/account/sign-in/code', messageSchema, { method: 'POST', json: { code } });
}

export function useSignIn() {
  return useSessionOpening(signIn);
}

export function useSignInWithCode() {
  return useSessionOpening(signInWithCode);
}

function useSessionOpening<Input, Output>(request: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => {
      // An expired session leaves its company's answers cached; the next company must not see them.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
      return queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
  });
}
