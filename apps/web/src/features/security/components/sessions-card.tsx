import { formatFrenchDateTime } from '@pointeo/domain/dates';
import { type MemberSession, TWO_FACTOR_MESSAGES } from '@pointeo/domain/two-factor';
import { Monitor } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { toast } from '../../../components/ui/toasts';
import { toastError } from '../../../lib/error-toast';
import { useRevokeSession, useSessions, useSignOutOthers } from '../api/security';

/** 'Sessions actives': where the member is signed in, each one ended on demand. */
export function SessionsCard() {
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const signOutOthers = useSignOutOthers();
  const [ending, setEnding] = useState<MemberSession | null>(null);
  const [endingOthers, setEndingOthers] = useState(false);
  const list = sessions.data?.sessions ?? [];
  const others = list.filter((session) => !session.current);

  const confirmEnd = async () => {
    if (!ending) return;
    try {
      await revoke.mutateAsync(ending.id);
      toast.success(TWO_FACTOR_MESSAGES.sessionRevoked);
    } catch (failure) {
      toastError(failure);
    } finally {
      setEnding(null);
    }
  };
  const confirmEndOthers = async () => {
    try {
      await signOutOthers.mutateAsync(undefined);
      toast.success(TWO_FACTOR_MESSAGES.otherSessionsRevoked);
    } catch (failure) {
      toastError(failure);
    } finally {
      setEndingOthers(false);
    }
  };

  return (
    <section aria-labelledby="sessions-titre" className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <h2 id="sessions-titre" className="text-lg font-semibold text-slate-900">
          Sessions actives
        </h2>
        {others.length > 0 && (
          <Button variant="secondary" onClick={() => setEndingOthers(true)}>
            Déconnecter les autres appareils
          </Button>
        )}
      </div>
      {sessions.isPending && <LoadingIndicator />}
      {sessions.error && <ErrorAlert error={sessions.error} />}
      {list.length > 0 && (
        <ul
          aria-label="Sessions actives"
          className="divide-y divide-slate-200 rounded-lg border border-slate-200"
        >
          {list.map((session) => (
            <li
              key={session.id}
              className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="flex min-w-0 items-start gap-3">
                <Monitor className="mt-0.5 h-5 w-5 shrink-0 text-slate-500" aria-hidden="true" />
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">
                    {session.device}
                    {session.current && (
                      <span className="ml-2 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">
                        Cette session
                      </span>
                    )}
                  </p>
                  <p className="text-sm text-slate-600">
                    {session.ip ? `Adresse IP ${session.ip} — ` : ''}
                    Dernière activité le {formatFrenchDateTime(session.lastActiveAt)}
                  </p>
                </div>
              </div>
              {!session.current && (
                <Button
                  variant="secondary"
                  onClick={() => setEnding(session)}
                  aria-label={`Déconnecter la session ${session.device}`}
                >
                  Déconnecter
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        title="Déconnecter cette session"
        open={ending !== null}
        confirmLabel="Déconnecter"
        pending={revoke.isPending}
        onConfirm={confirmEnd}
        onCancel={() => setEnding(null)}
      >
        {ending &&
          `La session «\u202f${ending.device}\u202f» sera fermée tout de suite\u202f; il faudra se reconnecter sur cet appareil.`}
      </ConfirmDialog>
      <ConfirmDialog
        title="Déconnecter les autres appareils"
        open={endingOthers}
        confirmLabel="Déconnecter les autres appareils"
        pending={signOutOthers.isPending}
        onConfirm={confirmEndOthers}
        onCancel={() => setEndingOthers(false)}
      >
        Toutes vos sessions sauf celle-ci seront fermées tout de suite.
      </ConfirmDialog>
    </section>
  );
}
