import { CLOCK_MESSAGES, punchGreeting } from '@pointeo/domain/clock-messages';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { sendPunch } from './api/kiosk';
import { PunchQueue } from './punch-queue';

export type Feedback =
  | { tone: 'success' | 'error' | 'offline'; message: string }
  | { tone: 'locked'; message: string; until: number };

const RETRY_EVERY_MS = 15_000;

/** Punches through the offline queue, and says what happened in words a person reads at a glance. */
export function usePunching() {
  const queue = useMemo(() => new PunchQueue(sendPunch), []);
  const [feedback, setFeedback] = useState<Feedback>();
  const [pendingCount, setPendingCount] = useState(() => queue.pending().length);
  const [online, setOnline] = useState(() => navigator.onLine);
  const flushing = useRef(false);

  const flush = useCallback(async () => {
    if (flushing.current) return new Map();
    flushing.current = true;
    try {
      const outcomes = await queue.flush();
      const stillQueued = [...outcomes.values()].some((outcome) => outcome.kind === 'queued');
      setOnline(!stillQueued);
      return outcomes;
    } finally {
      flushing.current = false;
      setPendingCount(queue.pending().length);
    }
  }, [queue]);

  useEffect(() => {
    const goOnline = () => void flush();
    const goOffline = () => setOnline(false);
    window.addEventListener('online', goOnline);
    window.addEventListener('offline', goOffline);
    const timer = setInterval(() => queue.pending().length > 0 && void flush(), RETRY_EVERY_MS);
    void flush();
    return () => {
      window.removeEventListener('online', goOnline);
      window.removeEventListener('offline', goOffline);
      clearInterval(timer);
    };
  }, [flush, queue]);

  const submit = useCallback(
    async (pin: string) => {
      const punch = queue.add(pin);
      setPendingCount(queue.pending().length);
      const outcome = (await flush()).get(punch.id);
      if (outcome?.kind === 'sent') {
        setFeedback({
          tone: 'success',
          message: punchGreeting(outcome.result.kind, outcome.result.firstName, outcome.result.at),
        });
      } else if (outcome?.kind === 'rejected' && outcome.error.code === 'KIOSK_LOCKED') {
        queue.pending().length > 0 && setPendingCount(queue.pending().length);
        const until = Date.parse(outcome.error.details?.lockedUntil ?? '') || Date.now() + 60_000;
        setFeedback({ tone: 'locked', message: CLOCK_MESSAGES.locked, until });
      } else if (outcome?.kind === 'rejected') {
        setFeedback({ tone: 'error', message: outcome.error.message });
      } else {
        setFeedback({
          tone: 'offline',
          message: 'Pointage enregistré sur ce terminal : il sera transmis dès le retour de la connexion.',
        });
      }
    },
    [flush, queue],
  );

  return { submit, feedback, clearFeedback: () => setFeedback(undefined), pendingCount, online };
}
