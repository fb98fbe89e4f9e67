import { ACCOUNT_MESSAGES } from '@pointeo/domain/account-messages';
import { loginPathReturningTo } from '@pointeo/domain/return-path';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Button } from '../../components/ui/button';
import { LoadingIndicator } from '../../components/ui/loading-indicator';
import { useSession } from '../../lib/session';

/**
 * SPEC §2 protected rule: 'Chargement...' while the session loads, then /login (replacing history),
 * which brings the person back here once signed in.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session.isPending) return <LoadingIndicator />;
  // A failed read (server busy, network) is not a signed-out person: say so and offer to retry.
  if (session.isError) {
    return (
      <div role="alert" className="mx-auto max-w-md px-4 py-16 text-center">
        <p className="text-slate-800">{ACCOUNT_MESSAGES.sessionRestoreFailed}</p>
        <Button className="mt-6" onClick={() => void session.refetch()}>
          Réessayer
        </Button>
      </div>
    );
  }
  if (!session.data)
    return (
      <Navigate to={loginPathReturningTo(`${location.pathname}${location.search}${location.hash}`)} replace />
    );
  return children;
}
