import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

export interface Session {
  user: { id: string; email: string; name: string };
}

export const SESSION_QUERY_KEY = ['session'] as const;

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
