import { CLOCK_MESSAGES, retryAfterLock } from '@pointeo/domain/clock-messages';
import type { QueueKey } from '@pointeo/domain/kiosk-queue-seal';
import { LEAVE_MESSAGES } from '@pointeo/domain/leave-messages';
import { SITE_CODE_MESSAGES } from '@pointeo/domain/site-code';
import {
  CalendarPlus,
  CheckCircle2,
  CloudUpload,
  Info,
  Lock,
  QrCode,
  ScanQrCode,
  Undo2,
  WifiOff,
  XCircle,
} from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { BrandLogo } from '../../components/ui/brand-logo';
import { LoadingIndicator } from '../../components/ui/loading-indicator';
import { Modal } from '../../components/ui/modal';
import { ApiError } from '../../lib/api';
import { useKioskStatus } from './api/kiosk';
import { useKioskLeaveTypes } from './api/kiosk-leave';
import { BreakChoice } from './components/break-choice';
import { NotActivated } from './components/not-activated';
import { ParisClock } from './components/paris-clock';
import { PIN_LENGTH, PinPad } from './components/pin-pad';
import { SiteCodeScreen } from './components/site-code-screen';
import { type Feedback, usePunching } from './use-punching';

// The request form brings zod and the leave schemas: loaded when an employee opens it, not with the pad.
const LeaveRequestForm = lazy(() =>
  import('./components/leave-request-form').then((module) => ({ default: module.LeaveRequestForm })),
);
// The camera and the QR code reader: loaded when an employee opens the scanner (decision 067).
const BadgeScanner = lazy(() =>
  import('./components/badge-scanner').then((module) => ({ default: module.BadgeScanner })),
);

/** The scanner's files are fetched once the pad is up, for the service worker to keep them. */
const SCANNER_FILES_AFTER_MS = 5_000;
const FEEDBACK_MS = 4_000;
/** A leave answer takes longer to read than a greeting. */
const FEEDBACK_WITH_DETAILS_MS = 12_000;

const TONES = {
  success: { className: 'bg-green-700', Icon: CheckCircle2 },
  error: { className: 'bg-red-700', Icon: XCircle },
  notice: { className: 'bg-amber-700', Icon: Info },
  offline: { className: 'bg-amber-700', Icon: WifiOff },
  locked: { className: 'bg-red-800', Icon: Lock },
} as const;

function LockCountdown({ until }: { until: number }) {
  const [secondsLeft, setSecondsLeft] = useState(() => (until - Date.now()) / 1000);
  useEffect(() => {
    const tick = () => setSecondsLeft((until - Date.now()) / 1000);
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [until]);
  if (secondsLeft <= 0) return null;
  return <span className="block text-[0.85em] font-normal">{retryAfterLock(secondsLeft)}</span>;
}

function FeedbackPanel({ feedback }: { feedback: Feedback }) {
  const { className, Icon } = TONES[feedback.tone];
  return (
    <div
      className={`flex w-full items-center gap-3 rounded-2xl px-4 py-3 text-white sm:gap-4 sm:px-5 ${className}`}
    >
      <Icon className="h-[clamp(2rem,5dvh,3rem)] w-[clamp(2rem,5dvh,3rem)] shrink-0" aria-hidden="true" />
      <p className="text-[clamp(1rem,2.6dvh,1.5rem)] font-semibold leading-snug">
        {feedback.message}
        {feedback.tone === 'locked' && <LockCountdown until={feedback.until} />}
        {feedback.tone !== 'locked' &&
          feedback.details?.map((detail) => (
            <span key={detail} className="mt-1 block text-[0.85em] font-normal">
              {detail}
            </span>
          ))}
      </p>
    </div>
  );
}

/** After a double tap: cancels the punch it repeated, with the PIN just typed (decision 030). */
function CancelPunchButton({ onCancel }: { onCancel: () => Promise<void> }) {
  const [cancelling, setCancelling] = useState(false);
  return (
    <button
      type="button"
      disabled={cancelling}
      onClick={() => {
        setCancelling(true);
        void onCancel().finally(() => setCancelling(false));
      }}
      className="flex items-center gap-2 rounded-full bg-white px-4 py-2 text-base font-semibold text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-white disabled:opacity-60"
    >
      <Undo2 className="h-5 w-5" aria-hidden="true" />
      {cancelling ? CLOCK_MESSAGES.cancelling : CLOCK_MESSAGES.cancelPunch}
    </button>
  );
}

/** Offline, or online with punches still to send (after a lock, say): never 'Hors ligne' then. */
function QueueBanner({ online, pendingCount }: { online: boolean; pendingCount: number }) {
  if (online && pendingCount === 0) return null;
  const waiting =
    pendingCount > 0 ? `${pendingCount} pointage${pendingCount > 1 ? 's' : ''} en attente d'envoi` : '';
  const Icon = online ? CloudUpload : WifiOff;
  return (
    <p
      role="status"
      className="flex items-center gap-2 rounded-full bg-amber-700 px-4 py-1.5 text-sm font-medium"
    >
      <Icon className="h-4 w-4 shrink-0" aria-hidden="true" />
      {online ? waiting : `Hors ligne${waiting && ` — ${waiting}`}`}
    </p>
  );
}

/** Dark from edge to edge, even where the page would show past its end (overscroll, a resize). */
function useDarkCanvas() {
  useEffect(() => {
    const root = document.documentElement;
    root.classList.add('bg-slate-900');
    return () => root.classList.remove('bg-slate-900');
  }, []);
}

/**
 * One screen, no scrolling, from a 667×375 phone on its side to a 1024×768 tablet: the clock and
 * the feedback above the pad when the screen stands, beside it when it lies.
 */
const VIEW_KEY = 'pointeo-kiosk-view';

/**
 * Whether the kiosk shows its site's QR code instead of the pad (decision 070), kept across a reload:
 * a screen put up to show the code stays so.
 */
function useShowingSiteCode(siteCode: boolean): [boolean, (showing: boolean) => void] {
  const [showing, setShowing] = useState(() => localStorage.getItem(VIEW_KEY) === 'site-code');
  const show = (next: boolean) => {
    if (next) localStorage.setItem(VIEW_KEY, 'site-code');
    else localStorage.removeItem(VIEW_KEY);
    setShowing(next);
  };
  return [showing && siteCode, show];
}

function Kiosk({
  companyName,
  badgeScan,
  breaks,
  siteCode,
  queueKey,
}: {
  companyName: string;
  badgeScan: boolean;
  breaks: boolean;
  siteCode: boolean;
  queueKey: QueueKey | undefined;
}) {
  const [showingCode, showCode] = useShowingSiteCode(siteCode);
  const [pin, setPin] = useState('');
  const [busy, setBusy] = useState(false);
  const [requestingLeave, setRequestingLeave] = useState(false);
  const [scanning, setScanning] = useState(false);
  const leaveTypes = useKioskLeaveTypes();
  const { submit, choice, choose, cancel, feedback, clearFeedback, pendingCount, online } =
    usePunching(queueKey);
  const cancellable = feedback?.tone !== 'locked' ? feedback?.cancellable : undefined;
  const locked = feedback?.tone === 'locked' && feedback.until > Date.now();
  useDarkCanvas();

  useEffect(() => {
    if (pin.length !== PIN_LENGTH || busy) return;
    setBusy(true);
    void submit({ pin }, breaks).finally(() => {
      setPin('');
      setBusy(false);
    });
  }, [pin, busy, submit, breaks]);

  /** A badge read: the scanner closes (its camera is stopped) and the punch goes as a PIN's would. */
  const punchWithBadge = (badge: string) => {
    setScanning(false);
    setBusy(true);
    void submit({ badge }, breaks).finally(() => setBusy(false));
  };

  // Under the service worker, the scanner's files are fetched while online, so it still scans offline.
  useEffect(() => {
    if (!badgeScan || !navigator.serviceWorker?.controller) return;
    const timer = setTimeout(() => {
      void import('./components/badge-scanner')
        .then(() => import('./badge-detector'))
        .then((module) => module.fetchQrReaderFiles())
        .catch(() => undefined);
    }, SCANNER_FILES_AFTER_MS);
    return () => clearTimeout(timer);
  }, [badgeScan]);

  useEffect(() => {
    if (!feedback) return;
    const delay =
      feedback.tone === 'locked'
        ? Math.max(0, feedback.until - Date.now())
        : feedback.details?.length || feedback.cancellable
          ? FEEDBACK_WITH_DETAILS_MS
          : FEEDBACK_MS;
    const timer = setTimeout(clearFeedback, delay);
    return () => clearTimeout(timer);
  }, [feedback, clearFeedback]);

  return (
    <div className="flex min-h-dvh flex-col bg-slate-900 px-4 py-3 text-white sm:px-8 sm:py-5">
      <header className="flex shrink-0 items-center justify-between gap-4">
        <BrandLogo inverted />
        <div className="flex min-w-0 items-center gap-3">
          <p className="min-w-0 truncate text-right text-base font-semibold sm:text-lg">{companyName}</p>
          {siteCode && !showingCode && (
            <button
              type="button"
              onClick={() => showCode(true)}
              className="flex shrink-0 items-center gap-2 rounded-full bg-slate-800 px-3 py-1.5 text-sm font-semibold hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-white"
            >
              <QrCode className="h-4 w-4" aria-hidden="true" />
              {SITE_CODE_MESSAGES.show}
            </button>
          )}
          {leaveTypes.data && !showingCode && (
            <button
              type="button"
              onClick={() => setRequestingLeave(true)}
              className="flex shrink-0 items-center gap-2 rounded-full bg-slate-800 px-3 py-1.5 text-sm font-semibold hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-white"
            >
              <CalendarPlus className="h-4 w-4" aria-hidden="true" />
              {LEAVE_MESSAGES.requestLeave}
            </button>
          )}
        </div>
      </header>
      {showingCode ? (
        <SiteCodeScreen onBack={() => showCode(false)} />
      ) : (
        <main className="flex flex-1 flex-col items-center justify-center gap-[clamp(0.75rem,3dvh,2.5rem)] landscape:flex-row landscape:gap-[clamp(1.5rem,6vw,5rem)]">
          <h1 className="sr-only">Pointage</h1>
          <div className="flex w-full max-w-xl flex-col items-center gap-[clamp(0.5rem,2dvh,1.5rem)] landscape:max-w-md landscape:flex-1">
            <QueueBanner online={online} pendingCount={pendingCount} />
            <ParisClock />
            <div
              role="status"
              aria-live="assertive"
              className="flex min-h-[clamp(4rem,12dvh,7rem)] w-full items-center justify-center"
            >
              {choice ? (
                <BreakChoice firstName={choice.firstName} onChoose={choose} />
              ) : feedback ? (
                <FeedbackPanel feedback={feedback} />
              ) : (
                <p className="text-center text-[clamp(1.125rem,3dvh,1.5rem)] text-slate-200">
                  Saisissez votre code PIN
                </p>
              )}
            </div>
            {cancellable && <CancelPunchButton onCancel={() => cancel(cancellable)} />}
            {badgeScan && (
              <button
                type="button"
                disabled={busy || locked}
                onClick={() => setScanning(true)}
                className="flex items-center gap-3 rounded-2xl bg-brand-700 px-6 py-[clamp(0.25rem,0.75dvh,0.75rem)] text-[clamp(1rem,2.2dvh,1.5rem)] font-semibold leading-tight shadow landscape:py-[clamp(0.5rem,2dvh,0.875rem)] landscape:text-[clamp(1.125rem,3dvh,1.5rem)] hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-white disabled:opacity-40"
              >
                <ScanQrCode
                  className="h-[clamp(1.25rem,2.6dvh,2rem)] w-[clamp(1.25rem,2.6dvh,2rem)] landscape:h-[clamp(1.5rem,3.5dvh,2rem)] landscape:w-[clamp(1.5rem,3.5dvh,2rem)]"
                  aria-hidden="true"
                />
                {CLOCK_MESSAGES.scanBadge}
              </button>
            )}
          </div>
          {/* The pad listens to the whole keyboard: it stops while a dialog or the choice takes the typing. */}
          <PinPad
            value={pin}
            onChange={setPin}
            disabled={busy || locked || requestingLeave || scanning || Boolean(choice)}
          />
        </main>
      )}
      <Modal title={CLOCK_MESSAGES.scanBadge} open={scanning} onClose={() => setScanning(false)}>
        {/* Mounted while the dialog is open: closing it unmounts the scanner, which stops the camera. */}
        <Suspense fallback={<LoadingIndicator />}>
          <BadgeScanner onBadge={punchWithBadge} />
        </Suspense>
      </Modal>
      <Modal
        title={LEAVE_MESSAGES.requestLeave}
        open={requestingLeave}
        onClose={() => setRequestingLeave(false)}
      >
        {leaveTypes.data && (
          <div className="text-slate-900">
            <Suspense fallback={<LoadingIndicator />}>
              <LeaveRequestForm types={leaveTypes.data} onDone={() => setRequestingLeave(false)} />
            </Suspense>
          </div>
        )}
      </Modal>
    </div>
  );
}

const COMPANY_NAME_KEY = 'pointeo-kiosk-company';
/** Whether the plan offers the badge scan, kept like the name for a restart without network. */
const BADGE_SCAN_KEY = 'pointeo-kiosk-badge-scan';

/** /pointage: the shared tablet where employees clock in and out with their PIN or their badge. */
export default function KioskPage() {
  const status = useKioskStatus();
  const unreachable = status.error instanceof ApiError && status.error.status === 0;
  const companyName =
    status.data?.companyName ?? (unreachable ? localStorage.getItem(COMPANY_NAME_KEY) : null);
  const badgeScan =
    status.data?.badgeScan ?? (unreachable && localStorage.getItem(BADGE_SCAN_KEY) === 'true');
  // Offline, no one can be asked: punches go as ever (decision 066).
  const breaks = status.data?.breaks ?? false;
  // Offline the code cannot be shown: its screen says so once open (decision 070).
  const siteCode = status.data?.siteCode ?? false;
  useEffect(() => {
    if (!status.data) return;
    localStorage.setItem(COMPANY_NAME_KEY, status.data.companyName);
    localStorage.setItem(BADGE_SCAN_KEY, String(status.data.badgeScan));
  }, [status.data]);
  useEffect(() => {
    navigator.serviceWorker?.register('/offline-sw.js', { scope: '/pointage' }).catch(() => {
      // Without it the kiosk still works online and queues punches; only an offline restart is lost.
    });
  }, []);

  if (status.isPending) return <LoadingIndicator />;
  if (!companyName) return <NotActivated />;
  return (
    <>
      <title>{`Pointage — ${companyName}`}</title>
      <Kiosk
        companyName={companyName}
        badgeScan={badgeScan}
        breaks={breaks}
        siteCode={siteCode}
        queueKey={status.data?.queueKey}
      />
    </>
  );
}
