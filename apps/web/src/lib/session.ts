import type { Session } from '@pointeo/domain/accounts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api';
import { SESSION_QUERY_KEY } from './query-keys';

/** A loader: every page reads the session, and zod must stay out of the home page's chunk. */
const sessionSchema = () => import('@pointeo/domain/accounts').then((module) => module.sessionSchema);

export async function getSession(): Promise<Session> {
  try {
    return await apiRequest('/api/auth/get-session', sessionSchema);
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
