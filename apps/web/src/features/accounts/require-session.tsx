import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { LoadingIndicator } from '../../components/ui/loading-indicator';
import { useSession } from './api/session';

/** SPEC §2 protected rule: 'Chargement...' while the session loads, then /login (replacing history). */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session.isPending) return <LoadingIndicator />;
  if (!session.data) return <Navigate to="/login" replace />;
  return children;
}
