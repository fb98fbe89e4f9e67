import type { SiteCodeDisplay } from '@pointeo/domain/clock';
import { SITE_CODE_MESSAGES } from '@pointeo/domain/site-code';
import { Info, KeyRound, WifiOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api';
import { fetchSiteCode } from '../api/kiosk';

/** Asked a little after the window ends, so the server is surely in the next one. */
const AFTER_CHANGE_MS = 300;
/** Without network, or refused, the kiosk asks again this often. */
const RETRY_MS = 5_000;

type State =
  | { kind: 'loading' }
  | { kind: 'shown'; display: SiteCodeDisplay; changesAt: number }
  | { kind: 'failed'; error: unknown };

/**
 * The site's code of now, asked again when it changes (decision 070). The change is timed on the
 * kiosk's own clock from the server's `expiresInMs`, so a kiosk whose time is off still follows the
 * server's windows.
 */
function useSiteCode(): State {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [round, setRound] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each round asks once more.
  useEffect(() => {
    let current = true;
    fetchSiteCode().then(
      (display) => {
        if (current) setState({ kind: 'shown', display, changesAt: Date.now() + display.expiresInMs });
      },
      (error: unknown) => {
        if (current) setState({ kind: 'failed', error });
      },
    );
    return () => {
      current = false;
    };
  }, [round]);
  useEffect(() => {
    if (state.kind === 'loading') return;
    const delay =
      state.kind === 'shown' ? Math.max(0, state.changesAt - Date.now()) + AFTER_CHANGE_MS : RETRY_MS;
    const timer = setTimeout(() => setRound((value) => value + 1), delay);
    return () => clearTimeout(timer);
  }, [state]);
  return state;
}

function Countdown({ changesAt }: { changesAt: number }) {
  const [seconds, setSeconds] = useState(() => Math.max(0, Math.ceil((changesAt - Date.now()) / 1000)));
  useEffect(() => {
    const tick = () => setSeconds(Math.max(0, Math.ceil((changesAt - Date.now()) / 1000)));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [changesAt]);
  return <p className="text-lg text-slate-300 tabular-nums">{SITE_CODE_MESSAGES.changesIn(seconds)}</p>;
}

function Failure({ error }: { error: unknown }) {
  const offline = !(error instanceof ApiError) || error.status === 0;
  const Icon = offline ? WifiOff : Info;
  return (
    <p
      role="alert"
      className="flex max-w-xl items-center gap-3 rounded-2xl bg-amber-700 px-5 py-4 text-lg font-semibold"
    >
      <Icon className="h-7 w-7 shrink-0" aria-hidden="true" />
      {offline ? SITE_CODE_MESSAGES.offline : error.message || SITE_CODE_MESSAGES.loadFailed}
    </p>
  );
}

/**
 * 'Afficher le code du site': the QR code large, the site's name, when it changes, and the way back
 * to the PIN pad. Offline it says the code cannot be shown: an old code would be refused anyway.
 */
export function SiteCodeScreen({ onBack }: { onBack: () => void }) {
  const state = useSiteCode();
  const title =
    state.kind === 'shown'
      ? `${SITE_CODE_MESSAGES.title} — ${state.display.siteName}`
      : SITE_CODE_MESSAGES.title;
  // Standing, the code above its words; lying (a phone on its side), beside them: never a scroll.
  return (
    <main className="flex flex-1 flex-col items-center justify-center gap-[clamp(0.75rem,3dvh,2rem)] text-center landscape:flex-row landscape:gap-[clamp(1.5rem,5vw,4rem)]">
      {state.kind === 'shown' && (
        <img
          src={state.display.qrCode}
          alt={SITE_CODE_MESSAGES.imageAlt(state.display.siteName)}
          className="aspect-square w-[min(80vw,55dvh)] shrink-0 rounded-2xl bg-white p-3 landscape:w-[min(45vw,75dvh)]"
        />
      )}
      <div className="flex max-w-xl flex-col items-center gap-[clamp(0.5rem,2.5dvh,1.5rem)]">
        <h1 className="text-[clamp(1.25rem,4dvh,2rem)] font-semibold">{title}</h1>
        {state.kind === 'loading' && <p className="text-slate-300">{SITE_CODE_MESSAGES.loading}</p>}
        {state.kind === 'failed' && <Failure error={state.error} />}
        {state.kind === 'shown' && (
          <>
            <p className="text-[clamp(1rem,2.6dvh,1.5rem)]">{SITE_CODE_MESSAGES.instructions}</p>
            <Countdown changesAt={state.changesAt} />
          </>
        )}
        <button
          type="button"
          onClick={onBack}
          className="flex items-center gap-2 rounded-full bg-slate-800 px-4 py-2 text-base font-semibold hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-white"
        >
          <KeyRound className="h-5 w-5" aria-hidden="true" />
          {SITE_CODE_MESSAGES.backToPad}
        </button>
      </div>
    </main>
  );
}
