import { CLOCK_MESSAGES } from '@pointeo/domain/clock-messages';
import { CheckCircle2, Lock, WifiOff, XCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { BrandLogo } from '../../components/ui/brand-logo';
import { LoadingIndicator } from '../../components/ui/loading-indicator';
import { ApiError } from '../../lib/api';
import { useKioskStatus } from './api/kiosk';
import { ParisClock } from './components/paris-clock';
import { PIN_LENGTH, PinPad } from './components/pin-pad';
import { type Feedback, usePunching } from './use-punching';

const FEEDBACK_MS = 4_000;

function FeedbackPanel({ feedback }: { feedback: Feedback }) {
  const [secondsLeft, setSecondsLeft] = useState(0);
  useEffect(() => {
    if (feedback.tone !== 'locked') return;
    const tick = () => setSecondsLeft(Math.max(0, Math.ceil((feedback.until - Date.now()) / 1000)));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [feedback]);

  const styles = {
    success: 'bg-green-600',
    error: 'bg-red-700',
    offline: 'bg-amber-600',
    locked: 'bg-red-800',
  } as const;
  const Icon = { success: CheckCircle2, error: XCircle, offline: WifiOff, locked: Lock }[feedback.tone];
  return (
    <div
      className={`mx-auto flex max-w-xl items-center gap-4 rounded-2xl p-6 text-white ${styles[feedback.tone]}`}
    >
      <Icon className="h-12 w-12 shrink-0" aria-hidden="true" />
      <p className="text-2xl font-semibold">
        {feedback.message}
        {feedback.tone === 'locked' && secondsLeft > 0 && (
          <span className="block text-lg font-normal">Réessayez dans {secondsLeft} s.</span>
        )}
      </p>
    </div>
  );
}

function Kiosk({ companyName }: { companyName: string }) {
  const [pin, setPin] = useState('');
  const [busy, setBusy] = useState(false);
  const { submit, feedback, clearFeedback, pendingCount, online } = usePunching();
  const locked = feedback?.tone === 'locked' && feedback.until > Date.now();

  useEffect(() => {
    if (pin.length !== PIN_LENGTH || busy) return;
    setBusy(true);
    void submit(pin).finally(() => {
      setPin('');
      setBusy(false);
    });
  }, [pin, busy, submit]);

  useEffect(() => {
    if (!feedback) return;
    const delay = feedback.tone === 'locked' ? Math.max(0, feedback.until - Date.now()) : FEEDBACK_MS;
    const timer = setTimeout(clearFeedback, delay);
    return () => clearTimeout(timer);
  }, [feedback, clearFeedback]);

  return (
    <div className="flex min-h-dvh flex-col bg-slate-900 px-4 py-6 text-white">
      <header className="flex items-center justify-between gap-4">
        <BrandLogo inverted />
        <p className="text-right text-lg font-semibold">{companyName}</p>
      </header>
      {(!online || pendingCount > 0) && (
        <p
          role="status"
          className="mx-auto mt-4 flex items-center gap-2 rounded-full bg-amber-600 px-4 py-2 text-sm"
        >
          <WifiOff className="h-4 w-4" aria-hidden="true" />
          Hors ligne
          {pendingCount > 0
            ? ` — ${pendingCount} pointage${pendingCount > 1 ? 's' : ''} en attente d'envoi`
            : ''}
        </p>
      )}
      <main className="flex flex-1 flex-col justify-center gap-8">
        <h1 className="sr-only">Pointage</h1>
        <ParisClock />
        <div role="status" aria-live="assertive" className="min-h-24">
          {feedback ? (
            <FeedbackPanel feedback={feedback} />
          ) : (
            <p className="text-center text-2xl text-slate-200">Saisissez votre code PIN</p>
          )}
        </div>
        <PinPad value={pin} onChange={setPin} disabled={busy || locked} />
      </main>
    </div>
  );
}

const COMPANY_NAME_KEY = 'pointeo-kiosk-company';

/** /pointage: the shared tablet where employees clock in and out with their PIN. */
export default function KioskPage() {
  const status = useKioskStatus();
  const unreachable = status.error instanceof ApiError && status.error.status === 0;
  const companyName =
    status.data?.companyName ?? (unreachable ? localStorage.getItem(COMPANY_NAME_KEY) : null);
  useEffect(() => {
    if (status.data) localStorage.setItem(COMPANY_NAME_KEY, status.data.companyName);
  }, [status.data]);
  useEffect(() => {
    navigator.serviceWorker?.register('/kiosk-sw.js', { scope: '/pointage' }).catch(() => {
      // Without it the kiosk still works online and queues punches; only an offline restart is lost.
    });
  }, []);

  if (status.isPending) return <LoadingIndicator />;
  if (!companyName) {
    return (
      <main className="mx-auto max-w-lg px-4 py-24 text-center">
        <title>Pointage — Pointeo</title>
        <h1 className="text-2xl font-bold text-slate-900">{CLOCK_MESSAGES.notActivated}</h1>
        <p className="mt-4 text-slate-600">
          Pour en faire une borne de pointage, connectez-vous sur cet appareil, puis dans « Mon compte »,
          onglet « Pointages », choisissez « Activer ce terminal ».
        </p>
        <a
          href="/account?tab=clock"
          className="mt-8 inline-block rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
        >
          Activer ce terminal
        </a>
      </main>
    );
  }
  return (
    <>
      <title>{`Pointage — ${companyName}`}</title>
      <Kiosk companyName={companyName} />
    </>
  );
}
