import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api';
import { SESSION_QUERY_KEY } from './query-keys';

export interface Session {
  user: { id: string; email: string; name: string };
}

export async function getSession() {
  try {
    return await apiRequest<Session | null>('/api/auth/get-session');
  } catch (error) {
    // SPEC §8: session problems are logged in French for whoever opens the console.
    console.error('Impossible de restaurer la session', error);
    throw error;
  }
}

/** The signed-in company, or null; `isPending` while the first answer is on its way. */
export function useSession() {
  return useQuery({ queryKey: SESSION_QUERY_KEY, queryFn: getSession, staleTime: 60_000 });
}
