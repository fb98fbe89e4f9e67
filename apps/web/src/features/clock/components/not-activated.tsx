import { CLOCK_MESSAGES } from '@pointeo/domain/clock-messages';
import { normalizePairingCode } from '@pointeo/domain/kiosk-pairing';
import { loginPathReturningTo } from '@pointeo/domain/return-path';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { toast } from '../../../components/ui/toasts';
import { SESSION_QUERY_KEY } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';
import { KIOSK_STATUS_KEY } from '../api/kiosk';
import { usePairKiosk } from '../api/kiosk-pairing';
import { ACTIVATE_BROWSER_LABEL, ActivateKioskForm } from './activate-kiosk-form';

const KIOSK_PATH = '/pointage';

/**
 * The code the company made in 'Pointages', typed here or brought by its QR code (`?code=`, sent at
 * once): the tablet becomes a kiosk without anyone signing in on it (decision record 029).
 */
function PairingForm() {
  const [params, setParams] = useSearchParams();
  const fromLink = params.get('code');
  const [code, setCode] = useState(fromLink ?? '');
  const [error, setError] = useState<string>();
  const pair = usePairKiosk();
  const sentFromLink = useRef(false);

  const send = async (typed: string) => {
    const normalized = normalizePairingCode(typed);
    if (!normalized) {
      setError(CLOCK_MESSAGES.pairingCodeMalformed);
      return;
    }
    setError(undefined);
    try {
      const { message } = await pair.mutateAsync({ code: normalized });
      toast.success(message);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  };

  useEffect(() => {
    if (!fromLink || sentFromLink.current) return;
    sentFromLink.current = true;
    // The code leaves the address: a reload or a bookmark never sends a spent code again.
    setParams({}, { replace: true });
    void send(fromLink);
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send(code);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4 text-left">
      <FormField
        label="Code d'association"
        hint="8 lettres et chiffres, par exemple ABCD-2345"
        required
        error={error}
      >
        <input
          className={`${inputClass} font-mono text-lg uppercase tracking-widest`}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
        />
      </FormField>
      <Button type="submit" className="w-full" disabled={pair.isPending}>
        {pair.isPending ? 'Association en cours…' : 'Associer ce terminal'}
      </Button>
    </form>
  );
}

/**
 * /pointage on a browser that is not a kiosk: it pairs with a code; the company signed in here may
 * instead activate this browser, which signs it out; anyone else may sign in to do so.
 */
export function NotActivated() {
  const session = useSession();
  const queryClient = useQueryClient();
  const [activating, setActivating] = useState(false);
  const signedIn = Boolean(session.data);

  const activated = (message: string) => {
    setActivating(false);
    toast.success(message);
    queryClient.setQueryData(SESSION_QUERY_KEY, null);
    void queryClient.invalidateQueries({ queryKey: KIOSK_STATUS_KEY });
  };

  return (
    <main className="mx-auto max-w-lg px-4 py-16 text-center sm:py-24">
      <title>Pointage — Pointeo</title>
      <h1 className="text-2xl font-bold text-slate-900">{CLOCK_MESSAGES.notActivated}</h1>
      <p className="mt-4 text-slate-600">
        Pour en faire une borne de pointage, créez un code d'association depuis votre ordinateur (Mon compte,
        Pointages, «&#8239;Associer une tablette&#8239;»), puis saisissez-le ici ou scannez son QR code avec
        l'appareil photo de la tablette.
      </p>
      <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <PairingForm />
      </div>
      {!session.isPending && (
        <p className="mt-6 text-sm text-slate-600">
          {signedIn ? (
            <Button variant="ghost" onClick={() => setActivating(true)}>
              {ACTIVATE_BROWSER_LABEL}
            </Button>
          ) : (
            <>
              Pas d'ordinateur sous la main&#8239;?{' '}
              <Link
                to={loginPathReturningTo(KIOSK_PATH)}
                className="font-medium text-brand-700 underline hover:text-brand-800"
              >
                Se connecter pour activer ce navigateur
              </Link>
            </>
          )}
        </p>
      )}
      <Modal title={ACTIVATE_BROWSER_LABEL} open={activating} onClose={() => setActivating(false)}>
        <ActivateKioskForm onDone={activated} onCancel={() => setActivating(false)} />
      </Modal>
    </main>
  );
}
