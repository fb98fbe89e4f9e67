import type { PunchResult } from '@pointeo/domain/clock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api';
import { PunchQueue, type QueuedPunch } from './punch-queue';

const result = (punch: QueuedPunch): PunchResult => ({
  kind: 'in',
  firstName: 'Zoé',
  at: punch.punchedAt,
  previousEntryFlagged: false,
});
const offline = () => new ApiError(0, 'NETWORK_ERROR', 'hors ligne');

describe('PunchQueue', () => {
  beforeEach(() => localStorage.clear());

  it('keeps a punch with its real time and id while the server cannot be reached, then sends it', async () => {
    const send = vi.fn<(punch: QueuedPunch) => Promise<PunchResult>>().mockRejectedValueOnce(offline());
    const queue = new PunchQueue(send);
    const punch = queue.add('123456', new Date('2026-11-22T07:02:00Z'));

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

  it('sends punches in typing order and stops at the first network failure', async () => {
    const sent: string[] = [];
    const send = vi.fn(async (punch: QueuedPunch) => {
      if (punch.pin === '222222') throw offline();
      sent.push(punch.pin);
      return result(punch);
    });
    const queue = new PunchQueue(send);
    queue.add('111111');
    queue.add('222222');
    queue.add('333333');
    await queue.flush();
    expect(sent).toEqual(['111111']);
    expect(queue.pending().map((punch) => punch.pin)).toEqual(['222222', '333333']);
  });

  it('drops a punch the server refused for good and goes on', async () => {
    const send = vi.fn(async (punch: QueuedPunch) => {
      if (punch.pin === '000000') throw new ApiError(404, 'UNKNOWN_PIN', 'Code PIN inconnu');
      return result(punch);
    });
    const queue = new PunchQueue(send);
    const wrong = queue.add('000000');
    const right = queue.add('111111');
    const outcomes = await queue.flush();
    expect(outcomes.get(wrong.id)).toMatchObject({ kind: 'rejected' });
    expect(outcomes.get(right.id)).toMatchObject({ kind: 'sent' });
    expect(queue.pending()).toEqual([]);
  });

  it('gives every punch its own id', () => {
    const queue = new PunchQueue(vi.fn());
    expect(queue.add('111111').id).not.toBe(queue.add('111111').id);
  });
});
