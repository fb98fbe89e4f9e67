import type { PunchRequest, PunchResult } from '@pointeo/domain/clock';
import { OfflineQueue, type QueueOutcome, type QueueSubmitted } from '../../lib/offline-queue';

/** Who punches: the PIN typed, or the text of the badge's QR code (decision 067). */
export type PunchProof = { pin: string; badge?: never } | { badge: string; pin?: never };

/**
 * A punch as stored and sent. The PIN's shape is the one kiosks stored before badges, so a queue
 * kept across the update is sent as it was; a badge punch only has `badge` in place of `pin`.
 * `action`: «Pauses sur la borne» (decision 066), asking the employee who is in, or their answer.
 */
export type QueuedPunch = { id: string; punchedAt: string; action?: PunchRequest['action'] } & PunchProof;

export type SendPunch = (punch: QueuedPunch) => Promise<PunchResult>;

export type FlushOutcome = QueueOutcome<PunchResult>;

/** A punch just typed, what became of it, and of the punches sent with it. */
export type Submitted = QueueSubmitted<QueuedPunch, PunchResult>;

/**
 * Punches that wait for the connection ask nothing: sent later, nobody stands at the kiosk to
 * choose, and an answer asking them to would record nothing (decision 066).
 */
const withoutAsking = ({ action, ...punch }: QueuedPunch): QueuedPunch =>
  ({ ...punch, ...(action && action !== 'ask' && { action }) }) as QueuedPunch;

/** The kiosk's punches waiting for the server (decision 030), in typing order. */
export class PunchQueue extends OfflineQueue<QueuedPunch, PunchResult> {
  constructor(send: SendPunch, storage: Storage = window.localStorage, now: () => number = Date.now) {
    super(send, { storageKey: 'pointeo-kiosk-queue', storage, now, whileWaiting: withoutAsking });
  }

  /** Stores a punch typed at `now`, sent by the next flush. */
  add(proof: PunchProof, now = new Date(this.now()), action?: QueuedPunch['action']): QueuedPunch {
    return this.enqueue(newPunch(proof, now, action));
  }

  /** A PIN typed (or a badge scanned) now: queued, then sent with whatever waits before it. */
  punch(proof: PunchProof, action?: QueuedPunch['action']) {
    return this.submit(newPunch(proof, new Date(this.now()), action));
  }

  /**
   * The employee's answer to 'Départ' or 'Pause': the punch the server answered with a choice, sent
   * again under its id and typing time, with the action chosen.
   */
  choose(punch: QueuedPunch, action: 'out' | 'break') {
    return this.submit({ ...punch, action });
  }
}

const newPunch = (proof: PunchProof, now: Date, action?: QueuedPunch['action']): QueuedPunch => ({
  id: crypto.randomUUID(),
  ...proof,
  punchedAt: now.toISOString(),
  ...(action && { action }),
});
