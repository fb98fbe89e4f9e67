import { CLOCK_MESSAGES, punchGreeting } from '@pointeo/domain/clock-messages';
import { ErrorCode } from '@pointeo/domain/error-codes';
import type { QueueKey } from '@pointeo/domain/kiosk-queue-seal';
import { leaveAnswerSentence } from '@pointeo/domain/leave-messages';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../lib/api';
import { sendPunch, sendPunchCancel } from './api/kiosk';
import {
  type FlushOutcome,
  type PunchProof,
  PunchQueue,
  type QueuedPunch,
  type Submitted,
} from './punch-queue';

export type Feedback =
  | {
      tone: 'success' | 'error' | 'notice' | 'offline';
      message: string;
      details?: string[];
      /** A double tap: the punch it repeated, which the employee may cancel with the PIN just typed. */
      cancellable?: { punchId: string; pin: string };
    }
  | { tone: 'locked'; message: string; until: number };

/** «Pauses sur la borne»: the employee who is in chooses 'Départ' or 'Pause' (decision 066). */
export interface PunchChoice {
  punch: QueuedPunch;
  firstName: string;
}

const RETRY_EVERY_MS = 15_000;
export const OFFLINE_PUNCH_MESSAGE =
  'Pointage enregistré sur ce terminal\u202f: il sera transmis dès le retour de la connexion.';

/** Reached the server or not; a flush that only held punches behind a lock says nothing about it. */
function reachability(outcomes: Map<string, FlushOutcome>): boolean | undefined {
  const kinds = new Set([...outcomes.values()].map((outcome) => outcome.kind));
  if (kinds.has('queued')) return false;
  if (kinds.has('sent') || kinds.has('rejected') || kinds.has('locked')) return true;
  return undefined;
}

/**
 * What the server could not open among the punches sent (decision 085): dropped from the queue, as
 * nothing will ever open them, but said on the screen, so that someone tells the manager.
 */
function unreadable(outcomes: Map<string, FlushOutcome>, except?: string): string[] {
  const messages = [...outcomes]
    .filter(([id]) => id !== except)
    .flatMap(([, outcome]) =>
      outcome.kind === 'rejected' && outcome.error.code === ErrorCode.PUNCH_UNREADABLE
        ? [outcome.error.message]
        : [],
    );
  return [...new Set(messages)];
}

function feedbackFor(outcome: FlushOutcome, proof: PunchProof): Feedback {
  switch (outcome.kind) {
    case 'sent': {
      const { result } = outcome;
      // A choice is asked before any feedback (usePunching), never answered with one.
      if (result.kind === 'choice')
        return { tone: 'notice', message: CLOCK_MESSAGES.chooseAction(result.firstName) };
      return {
        tone: 'success',
        message: punchGreeting(result.kind, result.firstName, result.at, result.breakPunch),
        // The company's answers to the employee's leave requests, shown once, with this punch.
        ...(result.leaveAnswers && { details: result.leaveAnswers.map(leaveAnswerSentence) }),
      };
    }
    case 'rejected': {
      const { error } = outcome;
      const { punchId } = error.details;
      // Cancelling asks for the PIN (decision 065): a badge's double scan is only told.
      if (error.code === ErrorCode.PUNCH_ALREADY_RECORDED && punchId && proof.pin !== undefined) {
        return { tone: 'notice', message: error.message, cancellable: { punchId, pin: proof.pin } };
      }
      // A 409 is a late punch the server kept for the company to check: not a failure.
      return { tone: error.status === 409 ? 'notice' : 'error', message: error.message };
    }
    case 'locked':
    case 'held':
      return { tone: 'locked', message: CLOCK_MESSAGES.locked, until: outcome.until };
    case 'queued':
      return { tone: 'offline', message: OFFLINE_PUNCH_MESSAGE };
  }
}

/**
 * Punches through the offline queue, and says what happened in words a person reads at a glance.
 * `queueKey`: the device's key from its status, which the queue seals its punches to (decision 085).
 */
export function usePunching(queueKey?: QueueKey) {
  const queue = useMemo(() => new PunchQueue(sendPunch), []);
  const [feedback, setFeedback] = useState<Feedback>();
  const [choice, setChoice] = useState<PunchChoice>();
  const [pendingCount, setPendingCount] = useState(() => queue.pending().length);
  const [online, setOnline] = useState(() => navigator.onLine);

  const settle = useCallback(
    (outcomes: Map<string, FlushOutcome>) => {
      const reached = reachability(outcomes);
      if (reached !== undefined) setOnline(reached);
      setPendingCount(queue.pending().length);
    },
    [queue],
  );

  const flush = useCallback(async () => {
    const outcomes = await queue.flush();
    settle(outcomes);
    const [lost] = unreadable(outcomes);
    if (lost) setFeedback({ tone: 'error', message: lost });
  }, [queue, settle]);

  useEffect(() => {
    if (!queueKey) return;
    void queue.adoptKey(queueKey).then(() => setPendingCount(queue.pending().length));
  }, [queue, queueKey]);

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

  const answer = useCallback(
    ({ punch, outcome, outcomes }: Submitted) => {
      settle(outcomes);
      if (outcome.kind === 'sent' && outcome.result.kind === 'choice') {
        setFeedback(undefined);
        setChoice({ punch, firstName: outcome.result.firstName });
        return;
      }
      const feedback = feedbackFor(outcome, punch);
      const lost = unreadable(outcomes, punch.id);
      setFeedback(
        lost.length > 0 && feedback.tone !== 'locked'
          ? { ...feedback, details: [...(feedback.details ?? []), ...lost] }
          : feedback,
      );
    },
    [settle],
  );

  /**
   * A PIN typed or a badge scanned: the same queue, the same words. `askBreak`: the company turned
   * «Pauses sur la borne» on, so an employee who is in chooses.
   */
  const submit = useCallback(
    async (proof: PunchProof, askBreak = false) => {
      answer(await queue.punch(proof, askBreak ? 'ask' : undefined));
    },
    [queue, answer],
  );

  /** 'Départ' or 'Pause', pressed or taken by default: the punch asked about, sent with the choice. */
  const choose = useCallback(
    async (action: 'out' | 'break') => {
      if (!choice) return;
      setChoice(undefined);
      answer(await queue.choose(choice.punch, action));
    },
    [queue, answer, choice],
  );

  /** 'Annuler ce pointage' after a double tap: says what the server did, or why it refused. */
  const cancel = useCallback(async (cancellable: { punchId: string; pin: string }) => {
    try {
      const result = await sendPunchCancel(cancellable);
      setFeedback({ tone: 'success', message: result.message });
    } catch (error) {
      setFeedback({
        tone: 'error',
        message: error instanceof ApiError ? error.message : NETWORK_ERROR_MESSAGE,
      });
    }
  }, []);

  const clearFeedback = useCallback(() => setFeedback(undefined), []);
  return { submit, choice, choose, cancel, feedback, clearFeedback, pendingCount, online };
}
