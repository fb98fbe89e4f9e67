import { messageSchema } from '@pointeo/domain/api';
import { type SpaceCodeRequest, type SpaceSignIn, spaceMeSchema } from '@pointeo/domain/employee-space';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api';

/** Every query of the space starts with this key: signing in or out drops them all. */
export const SPACE_QUERY_KEY = ['employee-space'] as const;
const ME_KEY = [...SPACE_QUERY_KEY, 'me'] as const;

/** Another employee may sign in on this phone next: nothing of the last one's stays cached. */
const forgetSpaceAnswers = (queryClient: QueryClient) =>
  queryClient.removeQueries({
    queryKey: SPACE_QUERY_KEY,
    predicate: (query) => query.queryKey[1] !== ME_KEY[1],
  });

const ME_STORAGE_KEY = 'pointeo-space-me';
/** How the employee may punch, kept beside who he is (api/punches.ts). */
export const PUNCHING_STORAGE_KEY = 'pointeo-space-punching';

/**
 * Who is signed in on this phone; a 401 means nobody (the sign-in form). Kept on the phone, so the
 * space opened without network still shows whose it is and takes his phone punches (decision 074).
 */
export function useSpaceMe() {
  return useQuery({
    queryKey: ME_KEY,
    queryFn: async () => {
      try {
        const me = await apiRequest('/api/me', spaceMeSchema);
        localStorage.setItem(ME_STORAGE_KEY, JSON.stringify(me));
        return me;
      } catch (error) {
        const kept = localStorage.getItem(ME_STORAGE_KEY);
        if (error instanceof ApiError && error.status === 0 && kept)
          return spaceMeSchema.parse(JSON.parse(kept));
        if (error instanceof ApiError && error.status === 401) localStorage.removeItem(ME_STORAGE_KEY);
        throw error;
      }
    },
    retry: false,
  });
}

export function useRequestSpaceCode() {
  return useMutation({
    mutationFn: (request: SpaceCodeRequest) =>
      apiRequest('/api/employee-space/codes', messageSchema, { method: 'POST', json: request }),
  });
}

export function useSpaceSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SpaceSignIn) =>
      apiRequest('/api/employee-space/sessions', spaceMeSchema, { method: 'POST', json: request }),
    onSuccess: (me) => {
      forgetSpaceAnswers(queryClient);
      queryClient.setQueryData(ME_KEY, me);
    },
  });
}

export function useSpaceSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('/api/me/session', messageSchema, { method: 'DELETE' }),
    onSuccess: () => {
      // Nothing of this employee's stays on the phone for the next one (his offline punches wait
      // under his own id: use-space-punch.ts).
      localStorage.removeItem(ME_STORAGE_KEY);
      localStorage.removeItem(PUNCHING_STORAGE_KEY);
      forgetSpaceAnswers(queryClient);
      // Reset, not invalidated: the last answer must not stay on screen beside the sign-in form.
      return queryClient.resetQueries({ queryKey: ME_KEY });
    },
  });
}
