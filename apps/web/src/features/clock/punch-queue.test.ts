import type { PunchResult, RecordedPunchResult } from '@pointeo/domain/clock';
import { ClientErrorCode, ErrorCode } from '@pointeo/domain/error-codes';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api';
import { PunchQueue, type QueuedPunch, type SendPunch } from './punch-queue';

const result = (punch: QueuedPunch): RecordedPunchResult => ({
  kind: 'in',
  firstName: 'Zoé',
  at: punch.punchedAt,
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

describe('PunchQueue', () => {
  beforeEach(() => localStorage.clear());

  it('keeps a punch with its real time and id while the server cannot be reached, then sends it', async () => {
    const send = vi.fn<(punch: QueuedPunch) => Promise<PunchResult>>().mockRejectedValueOnce(offline());
    const queue = new PunchQueue(send);
    const punch = queue.add({ pin: '123456' }, new Date('2026-11-22T07:02:00Z'));

    expect((await queue.flush()).get(punch.id)).toEqual({ kind: 'queued' });
    expect(new PunchQueue(send).pending()).toEqual([punch]);

    send.mockImplementation(async (sent) => result(sent));
    expect((await queue.flush()).get(punch.id)).toMatchObject({ kind: 'sent' });
    expect(send).toHaveBeenLastCalledWith({
      id: punch.id,
      pin: '123456',
      punchedAt: '2026-11-22T07:02:00.000Z',
    });
    expect(queue.pending()).toEqual([]);
  });

  it('keeps a punch that asked for a choice without asking, since nobody will be there to choose', async () => {
    const send = vi.fn<SendPunch>().mockRejectedValue(offline());
    const queue = new PunchQueue(send);
    const { punch, outcome } = await queue.punch({ pin: '123456' }, 'ask');

    expect(outcome).toEqual({ kind: 'queued' });
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ action: 'ask' }));
    const { action: _asked, ...withoutAsking } = punch;
    expect(queue.pending()).toEqual([withoutAsking]);
  });

  it("sends the employee's choice under the punch's own id and typing time", async () => {
    const send = vi.fn<SendPunch>().mockResolvedValueOnce({ kind: 'choice', firstName: 'Zoé' });
    const queue = new PunchQueue(send);
    const { punch, outcome } = await queue.punch({ pin: '123456' }, 'ask');
    expect(outcome).toEqual({ kind: 'sent', result: { kind: 'choice', firstName: 'Zoé' } });
    expect(queue.pending()).toEqual([]);

    send.mockImplementation(async (sent) => ({ ...result(sent), kind: 'out', breakPunch: true }));
    const chosen = await queue.choose(punch, 'break');
    expect(chosen.outcome).toMatchObject({ kind: 'sent', result: { kind: 'out', breakPunch: true } });
    expect(send).toHaveBeenLastCalledWith({ ...punch, action: 'break' });
  });

  it('sends punches in typing order and stops at the first network failure', async () => {
    const sent: string[] = [];
    const send = vi.fn(async (punch: QueuedPunch) => {
      if (punch.pin === '222222') throw offline();
      sent.push(punch.pin ?? '');
      return result(punch);
    });
    const queue = new PunchQueue(send);
    queue.add({ pin: '111111' });
    queue.add({ pin: '222222' });
    queue.add({ pin: '333333' });
    await queue.flush();
    expect(sent).toEqual(['111111']);
    expect(queue.pending().map((punch) => punch.pin)).toEqual(['222222', '333333']);
  });

  it('drops a punch the server refused for good and goes on', async () => {
    const send = vi.fn(async (punch: QueuedPunch) => {
      if (punch.pin === '000000') throw new ApiError(404, ErrorCode.UNKNOWN_PIN, 'Code PIN inconnu');
      return result(punch);
    });
    const queue = new PunchQueue(send);
    const wrong = queue.add({ pin: '000000' });
    const right = queue.add({ pin: '111111' });
    const outcomes = await queue.flush();
    expect(outcomes.get(wrong.id)).toMatchObject({ kind: 'rejected' });
    expect(outcomes.get(right.id)).toMatchObject({ kind: 'sent' });
    expect(queue.pending()).toEqual([]);
  });

  it('gives every punch its own id', () => {
    const queue = new PunchQueue(vi.fn());
    expect(queue.add({ pin: '111111' }).id).not.toBe(queue.add({ pin: '111111' }).id);
  });

  describe('when the pad is locked (429\u202f: the PIN was not checked)', () => {
    let now = Date.parse('2026-11-23T08:00:00Z');
    const clock = () => now;
    beforeEach(() => {
      now = Date.parse('2026-11-23T08:00:00Z');
    });

    it('drops a punch typed during the lock, so the person types it again afterwards without clocking twice', async () => {
      const send = vi.fn<SendPunch>().mockRejectedValue(locked());
      const queue = new PunchQueue(send, localStorage, clock);

      const { outcome } = await queue.punch({ pin: '123456' });
      expect(outcome).toEqual({ kind: 'locked', until: Date.parse(LOCKED_UNTIL) });
      expect(queue.pending()).toEqual([]);
    });

    it('keeps a punch typed offline whose replay meets the lock, sends nothing until the lock ends, then sends it', async () => {
      const send = vi.fn<SendPunch>().mockRejectedValueOnce(offline());
      const queue = new PunchQueue(send, localStorage, clock);
      const typedOffline = queue.add({ pin: '111111' });
      await queue.flush();

      send.mockRejectedValueOnce(locked());
      expect((await queue.flush()).get(typedOffline.id)).toEqual({
        kind: 'locked',
        until: Date.parse(LOCKED_UNTIL),
      });
      expect(queue.pending()).toEqual([typedOffline]);

      now = Date.parse('2026-11-23T08:14:59Z');
      expect((await queue.flush()).get(typedOffline.id)).toMatchObject({ kind: 'held' });
      expect(send).toHaveBeenCalledTimes(2);

      now = Date.parse(LOCKED_UNTIL);
      send.mockImplementation(async (sent) => result(sent));
      expect((await queue.flush()).get(typedOffline.id)).toMatchObject({ kind: 'sent' });
      expect(queue.pending()).toEqual([]);
    });

    it('drops the punch typed now behind an offline punch that met the lock, and keeps the offline one', async () => {
      const send = vi.fn<SendPunch>().mockRejectedValueOnce(offline());
      const queue = new PunchQueue(send, localStorage, clock);
      const typedOffline = queue.add({ pin: '111111' });
      await queue.flush();

      send.mockRejectedValueOnce(locked());
      const { outcome, outcomes } = await queue.punch({ pin: '222222' });
      expect(outcomes.get(typedOffline.id)).toMatchObject({ kind: 'locked' });
      expect(outcome).toEqual({ kind: 'held', until: Date.parse(LOCKED_UNTIL) });
      expect(queue.pending()).toEqual([typedOffline]);
      expect(send).toHaveBeenCalledTimes(2);
    });

    it('waits a minute when the server does not say until when', async () => {
      const send = vi
        .fn<SendPunch>()
        .mockRejectedValue(new ApiError(429, ErrorCode.RATE_LIMITED, 'Trop de requêtes'));
      const queue = new PunchQueue(send, localStorage, clock);
      expect((await queue.punch({ pin: '123456' })).outcome).toEqual({ kind: 'locked', until: now + 60_000 });
    });
  });

  it('sends a punch typed while a flush is under way in the same turn, not 15 s later', async () => {
    let answerFirst: () => void = () => {};
    const send = vi.fn(async (punch: QueuedPunch) => {
      if (punch.pin === '111111') await new Promise<void>((resolve) => (answerFirst = resolve));
      return result(punch);
    });
    const queue = new PunchQueue(send);
    queue.add({ pin: '111111' });
    const background = queue.flush();
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    const typed = queue.punch({ pin: '222222' });
    answerFirst();
    await background;
    expect((await typed).outcome).toMatchObject({ kind: 'sent' });
    expect(queue.pending()).toEqual([]);
  });

  describe('with badges (decision 067)', () => {
    const BADGE = 'PTB1.AAAAAAAAAAAAAAAAAAAAAAAA';

    it('queues a scanned badge like a PIN and replays it with the badge in place of the PIN', async () => {
      const send = vi.fn<(punch: QueuedPunch) => Promise<PunchResult>>().mockRejectedValueOnce(offline());
      const queue = new PunchQueue(send);
      const typed = queue.add({ pin: '111111' }, new Date('2026-11-22T07:01:00Z'));
      const { outcome } = await queue.punch({ badge: BADGE });
      expect(outcome).toEqual({ kind: 'queued' });
      const [, scanned] = new PunchQueue(send).pending();
      expect(scanned).toEqual({ id: scanned!.id, badge: BADGE, punchedAt: expect.any(String) });
      expect(scanned).not.toHaveProperty('pin');

      send.mockImplementation(async (punch) => result(punch));
      await queue.flush();
      expect(send.mock.calls.slice(-2).map(([punch]) => punch)).toEqual([typed, scanned]);
      expect(queue.pending()).toEqual([]);
    });

    it('replays a PIN punch stored before badges existed, as it was stored', async () => {
      const stored = {
        id: '0b7f3c55-1c43-4f55-8d4f-3b1c29a6f0a1',
        pin: '123456',
        punchedAt: '2026-11-20T07:00:00.000Z',
      };
      localStorage.setItem('pointeo-kiosk-queue', JSON.stringify([stored]));
      const send = vi.fn(async (punch: QueuedPunch) => result(punch));
      await new PunchQueue(send).flush();
      expect(send).toHaveBeenCalledWith(stored);
    });

    it('drops an unknown badge the server refused for good, and sends what follows', async () => {
      const send = vi.fn(async (punch: QueuedPunch) => {
        if (punch.badge) throw new ApiError(404, ErrorCode.UNKNOWN_PIN, 'Badge inconnu');
        return result(punch);
      });
      const queue = new PunchQueue(send);
      const scanned = queue.add({ badge: BADGE });
      const typed = queue.add({ pin: '111111' });
      const outcomes = await queue.flush();
      expect(outcomes.get(scanned.id)).toMatchObject({ kind: 'rejected' });
      expect(outcomes.get(typed.id)).toMatchObject({ kind: 'sent' });
      expect(queue.pending()).toEqual([]);
    });
  });
});
