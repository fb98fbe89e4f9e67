import type { RecordedPunchResult } from '@pointeo/domain/clock';
import { ClientErrorCode, ErrorCode } from '@pointeo/domain/error-codes';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api';
import { newQueueKey, type SealedEntry } from '../../test/queue-key';
import {
  PunchQueue,
  QUEUE_KEY_STORAGE_KEY,
  QUEUE_STORAGE_KEY,
  type QueuedPunch,
  type QueueEntry,
  type SendPunch,
} from './punch-queue';

type DeviceKey = Awaited<ReturnType<typeof newQueueKey>>;
let device: DeviceKey;
beforeAll(async () => {
  device = await newQueueKey();
});

/** A queued punch as the server reads it: opened with the device's private key when sealed. */
const opened = (entry: QueueEntry) =>
  'sealed' in entry
    ? ({
        id: entry.id,
        ...(entry.action && { action: entry.action }),
        ...device.open(entry as SealedEntry),
      } as QueuedPunch)
    : entry;

const result = (): RecordedPunchResult => ({
  kind: 'in',
  firstName: 'Zoé',
  at: '2026-11-22T07:02:00.000Z',
  previousEntryFlagged: false,
});
const offline = () => new ApiError(0, ClientErrorCode.NETWORK_ERROR, 'hors ligne');
const LOCKED_UNTIL = '2026-11-23T08:15:00.000Z';
const locked = (lockedUntil = LOCKED_UNTIL) =>
  new ApiError(
    429,
    ErrorCode.KIOSK_LOCKED,
    'Trop de codes erronés\u202f: le clavier est verrouillé.',
    {},
    { lockedUntil },
  );

/** A queue with the device's key, as on a kiosk whose status answered once. */
function sealingQueue(send: SendPunch, clock?: () => number) {
  localStorage.setItem(QUEUE_KEY_STORAGE_KEY, JSON.stringify(device.key));
  return new PunchQueue(send, localStorage, clock);
}

const stored = () => localStorage.getItem(QUEUE_STORAGE_KEY) ?? '';

describe('PunchQueue', () => {
  beforeEach(() => localStorage.clear());

  it('keeps a punch with its real time and id while the server cannot be reached, then sends it', async () => {
    const send = vi.fn<SendPunch>().mockRejectedValueOnce(offline());
    const queue = sealingQueue(send);
    const punch = await queue.add({ pin: '123456' }, new Date('2026-11-22T07:02:00Z'));

    expect((await queue.flush()).get(punch.id)).toEqual({ kind: 'queued' });
    expect(sealingQueue(send).pending().map(opened)).toEqual([punch]);

    send.mockImplementation(async () => result());
    expect((await queue.flush()).get(punch.id)).toMatchObject({ kind: 'sent' });
    expect(opened(send.mock.lastCall![0])).toEqual({
      id: punch.id,
      pin: '123456',
      punchedAt: '2026-11-22T07:02:00.000Z',
    });
    expect(queue.pending()).toEqual([]);
  });

  it('keeps a punch that asked for a choice without asking, since nobody will be there to choose', async () => {
    const send = vi.fn<SendPunch>().mockRejectedValue(offline());
    const queue = sealingQueue(send);
    const { punch, outcome } = await queue.punch({ pin: '123456' }, 'ask');

    expect(outcome).toEqual({ kind: 'queued' });
    expect(send.mock.lastCall![0]).toMatchObject({ action: 'ask' });
    const { action: _asked, ...withoutAsking } = punch;
    expect(queue.pending().map(opened)).toEqual([withoutAsking]);
  });

  it("sends the employee's choice under the punch's own id and typing time", async () => {
    const send = vi.fn<SendPunch>().mockResolvedValueOnce({ kind: 'choice', firstName: 'Zoé' });
    const queue = sealingQueue(send);
    const { punch, outcome } = await queue.punch({ pin: '123456' }, 'ask');
    expect(outcome).toEqual({ kind: 'sent', result: { kind: 'choice', firstName: 'Zoé' } });
    expect(punch.pin).toBe('123456');
    expect(queue.pending()).toEqual([]);

    send.mockImplementation(async () => ({ ...result(), kind: 'out', breakPunch: true }));
    const chosen = await queue.choose(punch, 'break');
    expect(chosen.outcome).toMatchObject({ kind: 'sent', result: { kind: 'out', breakPunch: true } });
    expect(opened(send.mock.lastCall![0])).toEqual({ ...punch, action: 'break' });
  });

  it('sends punches in typing order and stops at the first network failure', async () => {
    const sent: string[] = [];
    const send = vi.fn(async (entry: QueueEntry) => {
      const punch = opened(entry);
      if (punch.pin === '222222') throw offline();
      sent.push(punch.pin ?? '');
      return result();
    });
    const queue = sealingQueue(send);
    await queue.add({ pin: '111111' });
    await queue.add({ pin: '222222' });
    await queue.add({ pin: '333333' });
    await queue.flush();
    expect(sent).toEqual(['111111']);
    expect(queue.pending().map((entry) => opened(entry).pin)).toEqual(['222222', '333333']);
  });

  it('drops a punch the server refused for good and goes on', async () => {
    const send = vi.fn(async (entry: QueueEntry) => {
      if (opened(entry).pin === '000000') throw new ApiError(404, ErrorCode.UNKNOWN_PIN, 'Code PIN inconnu');
      return result();
    });
    const queue = sealingQueue(send);
    const wrong = await queue.add({ pin: '000000' });
    const right = await queue.add({ pin: '111111' });
    const outcomes = await queue.flush();
    expect(outcomes.get(wrong.id)).toMatchObject({ kind: 'rejected' });
    expect(outcomes.get(right.id)).toMatchObject({ kind: 'sent' });
    expect(queue.pending()).toEqual([]);
  });

  it('gives every punch its own id', async () => {
    const queue = sealingQueue(vi.fn());
    expect((await queue.add({ pin: '111111' })).id).not.toBe((await queue.add({ pin: '111111' })).id);
  });

  describe('sealed to the device key (decision 085)', () => {
    const BADGE = 'PTB1.AAAAAAAAAAAAAAAAAAAAAAAA';

    it('stores no PIN, badge or time in clear, only what the private key opens', async () => {
      const send = vi.fn<SendPunch>().mockRejectedValue(offline());
      const queue = sealingQueue(send);
      const typed = await queue.add({ pin: '482913' }, new Date('2026-11-22T07:02:00Z'));
      await queue.punch({ badge: BADGE });

      const kept = stored();
      expect(kept).not.toContain('482913');
      expect(kept).not.toContain(BADGE);
      expect(kept).not.toContain('2026-11-22');
      const entries = JSON.parse(kept) as SealedEntry[];
      expect(entries.map((entry) => entry.sealed.keyId)).toEqual(['cle-de-test', 'cle-de-test']);
      expect(device.open(entries[0]!)).toEqual({ pin: '482913', punchedAt: '2026-11-22T07:02:00.000Z' });
      expect(device.open(entries[1]!)).toEqual({ badge: BADGE, punchedAt: expect.any(String) });
      // The same PIN twice is two different ciphertexts.
      await queue.add({ pin: '482913' }, new Date('2026-11-22T07:02:00Z'));
      const [first, , third] = JSON.parse(stored()) as SealedEntry[];
      expect(third!.sealed.ct).not.toBe(first!.sealed.ct);
      expect(typed.pin).toBe('482913');
    });

    it('opens under its own punch id only, and not once a byte is changed', async () => {
      const queue = sealingQueue(vi.fn<SendPunch>().mockRejectedValue(offline()));
      await queue.add({ pin: '482913' });
      const [entry] = JSON.parse(stored()) as SealedEntry[];
      expect(() => device.open({ ...entry!, id: crypto.randomUUID() })).toThrow();
      const ct = entry!.sealed.ct;
      const changed = `${ct.slice(0, 5)}${ct[5] === 'A' ? 'B' : 'A'}${ct.slice(6)}`;
      expect(() => device.open({ ...entry!, sealed: { ...entry!.sealed, ct: changed } })).toThrow();
    });

    it('keeps punches typed before the kiosk has its key in memory only, and seals them once it has', async () => {
      const send = vi.fn<SendPunch>().mockRejectedValue(offline());
      const queue = new PunchQueue(send);
      const typed = await queue.punch({ pin: '482913' });
      expect(typed.outcome).toEqual({ kind: 'queued' });
      expect(queue.pending()).toEqual([typed.punch]);
      expect(stored()).toBe('[]');

      await queue.adoptKey(device.key);
      expect(localStorage.getItem(QUEUE_KEY_STORAGE_KEY)).toBe(JSON.stringify(device.key));
      expect(stored()).not.toContain('482913');
      expect(new PunchQueue(send).pending().map(opened)).toEqual([typed.punch]);
    });

    it('takes a queue stored in clear before the update out of the storage at once, and seals it with the key', async () => {
      const before = {
        id: '0b7f3c55-1c43-4f55-8d4f-3b1c29a6f0a1',
        pin: '123456',
        punchedAt: '2026-11-20T07:00:00.000Z',
      };
      localStorage.setItem(QUEUE_STORAGE_KEY, JSON.stringify([before]));
      const send = vi.fn<SendPunch>().mockRejectedValue(offline());
      const queue = new PunchQueue(send);
      expect(stored()).toBe('[]');
      expect(queue.pending()).toEqual([before]);

      await queue.adoptKey(device.key);
      expect(stored()).not.toContain('123456');
      send.mockImplementation(async () => result());
      await queue.flush();
      expect(opened(send.mock.lastCall![0])).toEqual(before);
    });

    it('seals a queue stored in clear at load when the key was kept from an earlier status', async () => {
      const before = {
        id: '0b7f3c55-1c43-4f55-8d4f-3b1c29a6f0a2',
        pin: '654321',
        punchedAt: '2026-11-20T07:00:00.000Z',
      };
      localStorage.setItem(QUEUE_STORAGE_KEY, JSON.stringify([before]));
      const queue = sealingQueue(vi.fn());
      await vi.waitFor(() => expect(JSON.parse(stored())).toHaveLength(1));
      expect(stored()).not.toContain('654321');
      expect(queue.pending().map(opened)).toEqual([before]);
    });

    it('keeps sending punches sealed to the former key after the device gets a new one', async () => {
      const send = vi.fn<SendPunch>().mockRejectedValue(offline());
      const queue = sealingQueue(send);
      const typed = await queue.add({ pin: '111111' });
      const next = await newQueueKey('cle-suivante');
      await queue.adoptKey(next.key);
      await queue.add({ pin: '222222' });
      const [former, current] = JSON.parse(stored()) as SealedEntry[];
      expect([former!.sealed.keyId, current!.sealed.keyId]).toEqual(['cle-de-test', 'cle-suivante']);
      expect(device.open(former!)).toMatchObject({ pin: '111111' });
      expect(next.open(current!)).toMatchObject({ pin: '222222' });
      expect(former!.id).toBe(typed.id);
    });
  });

  describe('when the pad is locked (429\u202f: the PIN was not checked)', () => {
    let now = Date.parse('2026-11-23T08:00:00Z');
    const clock = () => now;
    beforeEach(() => {
      now = Date.parse('2026-11-23T08:00:00Z');
    });

    it('drops a punch typed during the lock, so the person types it again afterwards without clocking twice', async () => {
      const send = vi.fn<SendPunch>().mockRejectedValue(locked());
      const queue = sealingQueue(send, clock);

      const { outcome } = await queue.punch({ pin: '123456' });
      expect(outcome).toEqual({ kind: 'locked', until: Date.parse(LOCKED_UNTIL) });
      expect(queue.pending()).toEqual([]);
    });

    it('keeps a punch typed offline whose replay meets the lock, sends nothing until the lock ends, then sends it', async () => {
      const send = vi.fn<SendPunch>().mockRejectedValueOnce(offline());
      const queue = sealingQueue(send, clock);
      const typedOffline = await queue.add({ pin: '111111' });
      await queue.flush();

      send.mockRejectedValueOnce(locked());
      expect((await queue.flush()).get(typedOffline.id)).toEqual({
        kind: 'locked',
        until: Date.parse(LOCKED_UNTIL),
      });
      expect(queue.pending().map(opened)).toEqual([typedOffline]);

      now = Date.parse('2026-11-23T08:14:59Z');
      expect((await queue.flush()).get(typedOffline.id)).toMatchObject({ kind: 'held' });
      expect(send).toHaveBeenCalledTimes(2);

      now = Date.parse(LOCKED_UNTIL);
      send.mockImplementation(async () => result());
      expect((await queue.flush()).get(typedOffline.id)).toMatchObject({ kind: 'sent' });
      expect(queue.pending()).toEqual([]);
    });

    it('drops the punch typed now behind an offline punch that met the lock, and keeps the offline one', async () => {
      const send = vi.fn<SendPunch>().mockRejectedValueOnce(offline());
      const queue = sealingQueue(send, clock);
      const typedOffline = await queue.add({ pin: '111111' });
      await queue.flush();

      send.mockRejectedValueOnce(locked());
      const { outcome, outcomes } = await queue.punch({ pin: '222222' });
      expect(outcomes.get(typedOffline.id)).toMatchObject({ kind: 'locked' });
      expect(outcome).toEqual({ kind: 'held', until: Date.parse(LOCKED_UNTIL) });
      expect(queue.pending().map(opened)).toEqual([typedOffline]);
      expect(send).toHaveBeenCalledTimes(2);
    });

    it('waits a minute when the server does not say until when', async () => {
      const send = vi
        .fn<SendPunch>()
        .mockRejectedValue(new ApiError(429, ErrorCode.RATE_LIMITED, 'Trop de requêtes'));
      const queue = sealingQueue(send, clock);
      expect((await queue.punch({ pin: '123456' })).outcome).toEqual({ kind: 'locked', until: now + 60_000 });
    });
  });

  it('sends a punch typed while a flush is under way in the same turn, not 15 s later', async () => {
    let answerFirst: () => void = () => {};
    const send = vi.fn(async (entry: QueueEntry) => {
      if (opened(entry).pin === '111111') await new Promise<void>((resolve) => (answerFirst = resolve));
      return result();
    });
    const queue = sealingQueue(send);
    await queue.add({ pin: '111111' });
    const background = queue.flush();
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    const typed = queue.punch({ pin: '222222' });
    await vi.waitFor(() => expect(queue.pending()).toHaveLength(2));
    answerFirst();
    await background;
    expect((await typed).outcome).toMatchObject({ kind: 'sent' });
    expect(queue.pending()).toEqual([]);
  });

  describe('with badges (decision 067)', () => {
    const BADGE = 'PTB1.AAAAAAAAAAAAAAAAAAAAAAAA';

    it('queues a scanned badge like a PIN and replays it with the badge in place of the PIN', async () => {
      const send = vi.fn<SendPunch>().mockRejectedValueOnce(offline());
      const queue = sealingQueue(send);
      const typed = await queue.add({ pin: '111111' }, new Date('2026-11-22T07:01:00Z'));
      const { outcome } = await queue.punch({ badge: BADGE });
      expect(outcome).toEqual({ kind: 'queued' });
      const [, scanned] = sealingQueue(send).pending().map(opened);
      expect(scanned).toEqual({ id: scanned!.id, badge: BADGE, punchedAt: expect.any(String) });
      expect(scanned).not.toHaveProperty('pin');

      send.mockImplementation(async () => result());
      await queue.flush();
      expect(send.mock.calls.slice(-2).map(([entry]) => opened(entry))).toEqual([typed, scanned]);
      expect(queue.pending()).toEqual([]);
    });

    it('drops an unknown badge the server refused for good, and sends what follows', async () => {
      const send = vi.fn(async (entry: QueueEntry) => {
        if (opened(entry).badge) throw new ApiError(404, ErrorCode.UNKNOWN_PIN, 'Badge inconnu');
        return result();
      });
      const queue = sealingQueue(send);
      const scanned = await queue.add({ badge: BADGE });
      const typed = await queue.add({ pin: '111111' });
      const outcomes = await queue.flush();
      expect(outcomes.get(scanned.id)).toMatchObject({ kind: 'rejected' });
      expect(outcomes.get(typed.id)).toMatchObject({ kind: 'sent' });
      expect(queue.pending()).toEqual([]);
    });
  });
});
