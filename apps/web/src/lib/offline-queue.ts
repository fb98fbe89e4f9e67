import { ApiError } from './api';

export type QueueOutcome<Result> =
  | { kind: 'sent'; result: Result }
  /** Refused for good (unknown PIN or badge, too old, kept for review): dropped. */
  | { kind: 'rejected'; error: ApiError }
  /** The server answered that the pad is locked (429): it did not check the PIN, nothing was recorded. */
  | { kind: 'locked'; until: number }
  /** Not sent, since the pad is locked until then: waits for the lock to end. */
  | { kind: 'held'; until: number }
  /** The server could not be reached: waits for the connection. */
  | { kind: 'queued' };

/** A punch just made, what became of it, and of the punches sent with it. */
export interface QueueSubmitted<Punch, Result> {
  punch: Punch;
  outcome: QueueOutcome<Result>;
  outcomes: Map<string, QueueOutcome<Result>>;
}

/** Where a queue keeps its punches, in order. */
export interface QueueStore<Punch> {
  read(): Punch[];
  write(punches: Punch[]): void;
}

/** The punches as JSON under one key of `storage`. */
function jsonStore<Punch>(storage: Storage, key: string): QueueStore<Punch> {
  return {
    read() {
      try {
        return JSON.parse(storage.getItem(key) ?? '[]') as Punch[];
      } catch {
        return [];
      }
    },
    write: (punches) => storage.setItem(key, JSON.stringify(punches)),
  };
}

export interface OfflineQueueOptions<Punch> {
  storageKey: string;
  storage?: Storage;
  /** Instead of JSON under `storageKey`: the kiosk keeps only sealed punches in storage (decision 085). */
  store?: QueueStore<Punch>;
  now?: () => number;
  /** What a punch keeps while it waits for the connection (the kiosk drops a question asked). */
  whileWaiting?: (punch: Punch) => Punch;
}

/** The server always says when its lock ends; a minute is its shortest lock, should it not. */
const FALLBACK_LOCK_MS = 60_000;

/**
 * Punches waiting for the server, in the order they were made, kept in localStorage so a reload or
 * a power cut loses nothing: the kiosk's (decision 030) and the employee's phone's (decision 074).
 * Each keeps its id: the server accepts an id once, so resending is always safe.
 */
export class OfflineQueue<Punch extends { id: string }, Result> {
  private lockedUntil = 0;
  private flushing: Promise<unknown> = Promise.resolve();
  protected readonly now: () => number;
  private readonly store: QueueStore<Punch>;

  constructor(
    private readonly send: (punch: Punch) => Promise<Result>,
    private readonly options: OfflineQueueOptions<Punch>,
  ) {
    this.now = options.now ?? Date.now;
    this.store = options.store ?? jsonStore(options.storage ?? window.localStorage, options.storageKey);
  }

  pending(): Punch[] {
    return this.store.read();
  }

  /**
   * A punch made now: queued, then sent with whatever waits before it. If it meets a lock it is
   * dropped, since the person is told to try again once the pad unlocks; kept, it would be sent
   * after the lock as well and clock them twice (in, then out).
   */
  async submit(punch: Punch): Promise<QueueSubmitted<Punch, Result>> {
    this.enqueue(punch);
    const outcomes = await this.flush();
    const outcome = outcomes.get(punch.id) ?? { kind: 'queued' };
    if (outcome.kind === 'locked' || outcome.kind === 'held') this.remove(punch.id);
    return { punch, outcome, outcomes };
  }

  /**
   * Sends the waiting punches in order, one flush at a time. Stops at the first network failure
   * (the rest wait for the connection) or at a lock: punches made offline stay queued and go once
   * the lock ends, since nobody stands there to make them again. Drops a punch the server refused
   * for good.
   */
  flush(): Promise<Map<string, QueueOutcome<Result>>> {
    const run = this.flushing.then(() => this.sendPending());
    this.flushing = run.catch(() => undefined);
    return run;
  }

  private async sendPending(): Promise<Map<string, QueueOutcome<Result>>> {
    const outcomes = new Map<string, QueueOutcome<Result>>();
    let rest: QueueOutcome<Result> | undefined =
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
          this.waitForConnection();
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

  private waitForConnection() {
    const { whileWaiting } = this.options;
    if (whileWaiting) this.save(this.pending().map(whileWaiting));
  }

  /** Stores the punch behind the others, to be sent by the next flush. */
  protected enqueue(punch: Punch): Punch {
    this.save([...this.pending(), punch]);
    return punch;
  }

  private remove(id: string) {
    this.save(this.pending().filter((punch) => punch.id !== id));
  }

  private save(punches: Punch[]) {
    this.store.write(punches);
  }
}
