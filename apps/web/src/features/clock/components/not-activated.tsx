import { CLOCK_MESSAGES } from '@pointeo/domain/clock-messages';
import { loginPathReturningTo } from '@pointeo/domain/return-path';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { useSession } from '../../../lib/session';
import { KIOSK_STATUS_KEY } from '../api/kiosk';
import { ActivateKioskForm } from './activate-kiosk-form';

const KIOSK_PATH = '/pointage';

/**
 * /pointage on a browser that is not a kiosk: the signed-in company activates it right here; anyone
 * else is asked to sign in first and comes back here after.
 */
export function NotActivated() {
  const session = useSession();
  const queryClient = useQueryClient();
  if (session.isPending) return <LoadingIndicator />;
  const signedIn = Boolean(session.data);

  return (
    <main className="mx-auto max-w-lg px-4 py-16 text-center sm:py-24">
      <title>Pointage — Pointeo</title>
      <h1 className="text-2xl font-bold text-slate-900">{CLOCK_MESSAGES.notActivated}</h1>
      {signedIn ? (
        <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <ActivateKioskForm onDone={() => queryClient.invalidateQueries({ queryKey: KIOSK_STATUS_KEY })} />
        </div>
      ) : (
        <>
          <p className="mt-4 text-slate-600">
            Pour en faire une borne de pointage, connectez-vous sur cet appareil avec le compte de votre
            entreprise&#8239;: vous pourrez l'activer ici même.
          </p>
          <Link
            to={loginPathReturningTo(KIOSK_PATH)}
            className="mt-8 inline-block rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
          >
            Se connecter pour activer ce terminal
          </Link>
        </>
      )}
    </main>
  );
}
