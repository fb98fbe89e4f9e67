import type { PunchRequest, PunchResult } from '@pointeo/domain/clock';
import { ApiError } from '../../lib/api';

/** Who punches: the PIN typed, or the text of the badge's QR code (decision 067). */
export type PunchProof = { pin: string; badge?: never } | { badge: string; pin?: never };

/**
 * A punch as stored and sent. The PIN's shape is the one kiosks stored before badges, so a queue
 * kept across the update is sent as it was; a badge punch only has `badge` in place of `pin`.
 * `action`: «Pauses sur la borne» (decision 066), asking the employee who is in, or their answer.
 */
export type QueuedPunch = { id: string; punchedAt: string; action?: PunchRequest['action'] } & PunchProof;

export type SendPunch = (punch: QueuedPunch) => Promise<PunchResult>;

export type FlushOutcome =
  | { kind: 'sent'; result: PunchResult }
  /** Refused for good (unknown PIN or badge, too old, kept for review): dropped. */
  | { kind: 'rejected'; error: ApiError }
  /** The server answered that the pad is locked (429): it did not check the PIN, nothing was recorded. */
  | { kind: 'locked'; until: number }
  /** Not sent, since the pad is locked until then: waits for the lock to end. */
  | { kind: 'held'; until: number }
  /** The server could not be reached: waits for the connection. */
  | { kind: 'queued' };

/** A punch just typed, what became of it, and of the punches sent with it. */
export interface Submitted {
  punch: QueuedPunch;
  outcome: FlushOutcome;
  outcomes: Map<string, FlushOutcome>;
}

const STORAGE_KEY = 'pointeo-kiosk-queue';
/** The server always says when its lock ends; a minute is its shortest lock, should it not. */
const FALLBACK_LOCK_MS = 60_000;

/**
 * Punches waiting for the server, in typing order, kept in localStorage so a reload or a power cut
 * loses nothing. Each keeps its id: the server accepts an id once, so resending is always safe.
 */
export class PunchQueue {
  private lockedUntil = 0;
  private flushing: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly send: SendPunch,
    private readonly storage: Storage = window.localStorage,
    private readonly now: () => number = Date.now,
  ) {}

  pending(): QueuedPunch[] {
    try {
      return JSON.parse(this.storage.getItem(STORAGE_KEY) ?? '[]') as QueuedPunch[];
    } catch {
      return [];
    }
  }

  add(proof: PunchProof, now = new Date(this.now()), action?: QueuedPunch['action']): QueuedPunch {
    return this.enqueue({
      id: crypto.randomUUID(),
      ...proof,
      punchedAt: now.toISOString(),
      ...(action && { action }),
    });
  }

  /**
   * A PIN typed (or a badge scanned) now: queued, then sent with whatever waits before it. If it
   * meets a lock it is dropped, since the person is told to try again once the pad unlocks; kept, it
   * would be sent after the lock as well and clock them twice (in, then out).
   */
  punch(proof: PunchProof, action?: QueuedPunch['action']) {
    return this.submit(this.add(proof, new Date(this.now()), action));
  }

  /**
   * The employee's answer to 'Départ' or 'Pause': the punch the server answered with a choice, sent
   * again under its id and typing time, with the action chosen.
   */
  choose(punch: QueuedPunch, action: 'out' | 'break') {
    return this.submit(this.enqueue({ ...punch, action }));
  }

  private async submit(punch: QueuedPunch): Promise<Submitted> {
    const outcomes = await this.flush();
    const outcome = outcomes.get(punch.id) ?? { kind: 'queued' };
    if (outcome.kind === 'locked' || outcome.kind === 'held') this.remove(punch.id);
    return { punch, outcome, outcomes };
  }

  /**
   * Sends the waiting punches in order, one flush at a time. Stops at the first network failure
   * (the rest wait for the connection) or at a lock: punches typed offline stay queued and go once
   * the lock ends, since nobody stands at the kiosk to type them again. Drops a punch the server
   * refused for good.
   */
  flush(): Promise<Map<string, FlushOutcome>> {
    const run = this.flushing.then(() => this.sendPending());
    this.flushing = run.catch(() => undefined);
    return run;
  }

  private async sendPending(): Promise<Map<string, FlushOutcome>> {
    const outcomes = new Map<string, FlushOutcome>();
    let rest: FlushOutcome | undefined =
      this.lockedUntil > this.now() ? { kind: 'held', until: this.lockedUntil } : undefined;
    for (const punch of this.pending()) {
      if (rest) {
        outcomes.set(punch.id, rest);
        continue;
      }
      try {
        outcomes.set(punch.id, { kind: 'sent', result: await this.send(punch) });
        this.remove(punch.id);
      } catch (error) {
        if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) {
          outcomes.set(punch.id, { kind: 'queued' });
          rest = { kind: 'queued' };
          this.stopAsking();
        } else if (error.status === 429) {
          this.lockedUntil = Date.parse(error.details.lockedUntil ?? '') || this.now() + FALLBACK_LOCK_MS;
          outcomes.set(punch.id, { kind: 'locked', until: this.lockedUntil });
          rest = { kind: 'held', until: this.lockedUntil };
        } else {
          outcomes.set(punch.id, { kind: 'rejected', error });
          this.remove(punch.id);
        }
      }
    }
    return outcomes;
  }

  /**
   * Punches that wait for the connection ask nothing: sent later, nobody stands at the kiosk to
   * choose, and an answer asking them to would record nothing.
   */
  private stopAsking() {
    this.save(
      this.pending().map(({ action, ...punch }) => ({
        ...punch,
        ...(action && action !== 'ask' && { action }),
      })),
    );
  }

  private enqueue(punch: QueuedPunch): QueuedPunch {
    this.save([...this.pending(), punch]);
    return punch;
  }

  private remove(id: string) {
    this.save(this.pending().filter((punch) => punch.id !== id));
  }

  private save(punches: QueuedPunch[]) {
    this.storage.setItem(STORAGE_KEY, JSON.stringify(punches));
  }
}
