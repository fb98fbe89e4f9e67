import type { PunchResult } from '@pointeo/domain/clock';
import { ApiError } from '../../lib/api';

export interface QueuedPunch {
  id: string;
  pin: string;
  punchedAt: string;
}

export type SendPunch = (punch: QueuedPunch) => Promise<PunchResult>;

export type FlushOutcome =
  | { kind: 'sent'; result: PunchResult }
  | { kind: 'rejected'; error: ApiError }
  | { kind: 'queued' };

const STORAGE_KEY = 'pointeo-kiosk-queue';

/**
 * Punches waiting for the server, in typing order, kept in localStorage so a reload or a power cut
 * loses nothing. Each keeps its id: the server accepts an id once, so resending is always safe.
 */
export class PunchQueue {
  constructor(
    private readonly send: SendPunch,
    private readonly storage: Storage = window.localStorage,
  ) {}

  pending(): QueuedPunch[] {
    try {
      return JSON.parse(this.storage.getItem(STORAGE_KEY) ?? '[]') as QueuedPunch[];
    } catch {
      return [];
    }
  }

  add(pin: string, now = new Date()): QueuedPunch {
    const punch = { id: crypto.randomUUID(), pin, punchedAt: now.toISOString() };
    this.save([...this.pending(), punch]);
    return punch;
  }

  /**
   * Sends the waiting punches in order. Stops at the first network failure (the rest wait for the
   * connection) or at a lock; drops a punch the server refused for good (unknown PIN, too old).
   */
  async flush(): Promise<Map<string, FlushOutcome>> {
    const outcomes = new Map<string, FlushOutcome>();
    for (const punch of this.pending()) {
      try {
        outcomes.set(punch.id, { kind: 'sent', result: await this.send(punch) });
        this.remove(punch.id);
      } catch (error) {
        if (
          !(error instanceof ApiError) ||
          error.status === 0 ||
          error.status >= 500 ||
          error.status === 429
        ) {
          if (error instanceof ApiError && error.status === 429)
            outcomes.set(punch.id, { kind: 'rejected', error });
          break;
        }
        outcomes.set(punch.id, { kind: 'rejected', error });
        this.remove(punch.id);
      }
    }
    for (const punch of this.pending())
      if (!outcomes.has(punch.id)) outcomes.set(punch.id, { kind: 'queued' });
    return outcomes;
  }

  private remove(id: string) {
    this.save(this.pending().filter((punch) => punch.id !== id));
  }

  private save(punches: QueuedPunch[]) {
    this.storage.setItem(STORAGE_KEY, JSON.stringify(punches));
  }
}
