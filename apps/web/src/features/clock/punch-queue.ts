import type { PunchRequest, PunchResult } from '@pointeo/domain/clock';
import type { QueueKey, SealedPunchParts } from '@pointeo/domain/kiosk-queue-seal';
import {
  OfflineQueue,
  type QueueOutcome,
  type QueueStore,
  type QueueSubmitted,
} from '../../lib/offline-queue';
import { sealFor } from './punch-seal';

/** Who punches: the PIN typed, or the text of the badge's QR code (decision 067). */
export type PunchProof = { pin: string; badge?: never } | { badge: string; pin?: never };

/**
 * A punch as typed. The PIN's shape is the one kiosks stored before badges, so a queue kept across
 * the update is sent as it was; a badge punch only has `badge` in place of `pin`. `action`: «Pauses
 * sur la borne» (decision 066), asking the employee who is in, or their answer.
 */
export type QueuedPunch = { id: string; punchedAt: string; action?: PunchRequest['action'] } & PunchProof;

/**
 * A punch as stored (decision 085): who punched and when, sealed to the device's queue key; its id
 * (the server's idempotency key, authenticated by the seal) and its action stay readable, so a
 * question asked can be dropped while it waits.
 */
export type SealedPunch = { id: string; action?: PunchRequest['action']; sealed: SealedPunchParts };

/** What the queue holds and sends: sealed punches, and punches in clear until the kiosk has its key. */
export type QueueEntry = SealedPunch | QueuedPunch;

export type SendPunch = (punch: QueueEntry) => Promise<PunchResult>;

export type FlushOutcome = QueueOutcome<PunchResult>;

/** A punch just typed, what became of it, and of the punches sent with it. */
export type Submitted = QueueSubmitted<QueuedPunch, PunchResult>;

export const QUEUE_STORAGE_KEY = 'pointeo-kiosk-queue';
export const QUEUE_KEY_STORAGE_KEY = 'pointeo-kiosk-queue-key';

const isSealed = (entry: QueueEntry): entry is SealedPunch => 'sealed' in entry;

/**
 * Punches that wait for the connection ask nothing: sent later, nobody stands at the kiosk to
 * choose, and an answer asking them to would record nothing (decision 066).
 */
const withoutAsking = ({ action, ...punch }: QueueEntry): QueueEntry =>
  ({ ...punch, ...(action && action !== 'ask' && { action }) }) as QueueEntry;

function readJson<T>(storage: Storage, key: string): T | undefined {
  try {
    return JSON.parse(storage.getItem(key) ?? 'null') ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * The key the oldest punch waiting in this browser was sealed to, if one waits: 'Activer ce
 * navigateur' names it, so the new kiosk still opens it (decision 088).
 */
export function waitingPunchesKeyId(storage: Storage): string | undefined {
  const stored = readJson<QueueEntry[]>(storage, QUEUE_STORAGE_KEY);
  return Array.isArray(stored) ? stored.find(isSealed)?.sealed.keyId : undefined;
}

/**
 * The queue in memory, and in storage only its sealed punches (decision 085): a punch in clear (one
 * typed before the kiosk had its key, or queued in clear before the update) lives in memory until
 * it is sealed, and never reaches the storage.
 */
class SealedOnlyStore implements QueueStore<QueueEntry> {
  private entries: QueueEntry[];

  constructor(private readonly storage: Storage) {
    const stored = readJson<QueueEntry[]>(storage, QUEUE_STORAGE_KEY);
    this.entries = Array.isArray(stored) ? stored : [];
    // A queue stored in clear before the update leaves the storage now; sealed once the key is known.
    this.write(this.entries);
  }

  read(): QueueEntry[] {
    return [...this.entries];
  }

  write(entries: QueueEntry[]) {
    this.entries = entries;
    this.storage.setItem(QUEUE_STORAGE_KEY, JSON.stringify(entries.filter(isSealed)));
  }
}

/** The kiosk's punches waiting for the server (decision 030), in typing order, sealed (decision 085). */
export class PunchQueue extends OfflineQueue<QueueEntry, PunchResult> {
  private readonly entries: SealedOnlyStore;
  private key: QueueKey | undefined;
  /** The punches in clear being sealed, once the key is known. */
  private sealing: Promise<void> = Promise.resolve();

  constructor(
    send: SendPunch,
    private readonly storage: Storage = window.localStorage,
    now: () => number = Date.now,
  ) {
    const entries = new SealedOnlyStore(storage);
    super(send, { storageKey: QUEUE_STORAGE_KEY, store: entries, now, whileWaiting: withoutAsking });
    this.entries = entries;
    this.key = readJson<QueueKey>(storage, QUEUE_KEY_STORAGE_KEY);
    if (this.key) this.sealing = this.sealWaiting();
  }

  /**
   * The device's queue key, as its status gives it: kept for a restart without network, and the
   * punches still in clear sealed to it. Resolves once they are.
   */
  adoptKey(key: QueueKey): Promise<void> {
    if (this.key?.id !== key.id || this.key.publicKey !== key.publicKey) {
      this.key = key;
      this.storage.setItem(QUEUE_KEY_STORAGE_KEY, JSON.stringify(key));
    }
    this.sealing = this.sealing.then(() => this.sealWaiting());
    return this.sealing;
  }

  /** Stores a punch typed at `now`, sent by the next flush. */
  async add(proof: PunchProof, now = new Date(this.now()), action?: QueuedPunch['action']) {
    const punch = newPunch(proof, now, action);
    this.enqueue(await this.seal(punch));
    return punch;
  }

  /** A PIN typed (or a badge scanned) now: queued, then sent with whatever waits before it. */
  punch(proof: PunchProof, action?: QueuedPunch['action']) {
    return this.submitSealed(newPunch(proof, new Date(this.now()), action));
  }

  /**
   * The employee's answer to 'Départ' or 'Pause': the punch the server answered with a choice, sent
   * again under its id and typing time, with the action chosen.
   */
  choose(punch: QueuedPunch, action: 'out' | 'break') {
    return this.submitSealed({ ...punch, action });
  }

  /** Queued sealed, sent sealed; the caller keeps the punch in clear (a choice, a cancellation). */
  private async submitSealed(punch: QueuedPunch): Promise<Submitted> {
    const submitted = await this.submit(await this.seal(punch));
    return { ...submitted, punch };
  }

  /** Sealed to the device's key, or in clear (kept in memory only) while the kiosk has none. */
  private async seal(punch: QueuedPunch): Promise<QueueEntry> {
    if (!this.key) return punch;
    const { id, action, punchedAt, pin, badge } = punch;
    try {
      const sealed = await sealFor(this.key, id, { punchedAt, ...(pin === undefined ? { badge } : { pin }) });
      return { id, ...(action && { action }), sealed };
    } catch {
      // No WebCrypto (a page not served over HTTPS): the punch waits in memory, never in clear on disk.
      return punch;
    }
  }

  /** Seals the punches in clear, each in its place; those sent meanwhile are left alone. */
  private async sealWaiting() {
    for (const waiting of this.entries.read().filter((entry): entry is QueuedPunch => !isSealed(entry))) {
      const { sealed } = (await this.seal(waiting)) as Partial<SealedPunch>;
      if (!sealed) return;
      this.entries.write(
        this.entries
          .read()
          .map((entry) =>
            entry.id === waiting.id && !isSealed(entry)
              ? { id: entry.id, ...(entry.action && { action: entry.action }), sealed }
              : entry,
          ),
      );
    }
  }
}

const newPunch = (proof: PunchProof, now: Date, action?: QueuedPunch['action']): QueuedPunch => ({
  id: crypto.randomUUID(),
  ...proof,
  punchedAt: now.toISOString(),
  ...(action && { action }),
});
