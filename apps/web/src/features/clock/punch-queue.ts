import type { PunchResult } from '@pointeo/domain/clock';
import { ApiError } from '../../lib/api';

/** Who punches: the PIN typed, or the text of the badge's QR code (decision 067). */
export type PunchProof = { pin: string; badge?: never } | { badge: string; pin?: never };

/**
 * A punch as stored and sent. The PIN's shape is the one kiosks stored before badges, so a queue
 * kept across the update is sent as it was; a badge punch only has `badge` in place of `pin`.
 */
export type QueuedPunch = { id: string; punchedAt: string } & PunchProof;

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

  add(proof: PunchProof, now = new Date(this.now())): QueuedPunch {
    const punch: QueuedPunch = { id: crypto.randomUUID(), ...proof, punchedAt: now.toISOString() };
    this.save([...this.pending(), punch]);
    return punch;
  }

  /**
   * A PIN typed (or a badge scanned) now: queued, then sent with whatever waits before it. If it
   * meets a lock it is dropped, since the person is told to try again once the pad unlocks; kept, it
   * would be sent after the lock as well and clock them twice (in, then out).
   */
  async punch(proof: PunchProof): Promise<{ outcome: FlushOutcome; outcomes: Map<string, FlushOutcome> }> {
    const punch = this.add(proof);
    const outcomes = await this.flush();
    const outcome = outcomes.get(punch.id) ?? { kind: 'queued' };
    if (outcome.kind === 'locked' || outcome.kind === 'held') this.remove(punch.id);
    return { outcome, outcomes };
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

  private remove(id: string) {
    this.save(this.pending().filter((punch) => punch.id !== id));
  }

  private save(punches: QueuedPunch[]) {
    this.storage.setItem(STORAGE_KEY, JSON.stringify(punches));
  }
}
