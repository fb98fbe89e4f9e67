import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createInProcessQueue } from './in-process-queue';

const silentLog = pino({ level: 'silent' }) as FastifyBaseLogger;

describe('the in-process job queue (embedded database)', () => {
  afterEach(() => vi.useRealTimers());

  it('retries a failing job with a doubling delay until it succeeds', async () => {
    vi.useFakeTimers();
    const queue = createInProcessQueue(silentLog);
    const attempts: string[] = [];
    let failuresLeft = 2;
    await queue.define<string>({
      name: 'flaky',
      retryLimit: 5,
      retryDelaySeconds: 10,
      async run(data) {
        attempts.push(data);
        if (failuresLeft-- > 0) throw new Error('serveur SMTP indisponible');
      },
    });
    await queue.send('flaky', 'réinitialisation');
    await vi.advanceTimersByTimeAsync(0);
    expect(attempts).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(attempts).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempts).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(19_999);
    expect(attempts).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempts).toEqual(['réinitialisation', 'réinitialisation', 'réinitialisation']);
    await vi.advanceTimersByTimeAsync(1_000_000);
    expect(attempts).toHaveLength(3);
  });

  it('gives up after its retries', async () => {
    vi.useFakeTimers();
    const queue = createInProcessQueue(silentLog);
    let runs = 0;
    await queue.define({
      name: 'always-failing',
      retryLimit: 2,
      retryDelaySeconds: 1,
      async run() {
        runs++;
        throw new Error('toujours en panne');
      },
    });
    await queue.send('always-failing', {});
    await vi.advanceTimersByTimeAsync(1_000_000);
    expect(runs).toBe(3);
  });

  it('never starts a periodic run while the previous one is in progress', async () => {
    vi.useFakeTimers();
    const queue = createInProcessQueue(silentLog);
    let runs = 0;
    let finishRun = () => {};
    await queue.every(
      {
        name: 'renewals',
        run: () => {
          runs++;
          return new Promise<void>((resolve) => (finishRun = resolve));
        },
      },
      1_000,
    );
    await vi.advanceTimersByTimeAsync(5_000);
    expect(runs).toBe(1);
    finishRun();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs).toBe(2);
    finishRun();
    await queue.stop();
  });

  it('waits for the jobs in progress when it stops', async () => {
    const queue = createInProcessQueue(silentLog);
    let finished = false;
    await queue.define({
      name: 'slow',
      retryLimit: 0,
      retryDelaySeconds: 1,
      async run() {
        await new Promise((resolve) => setTimeout(resolve, 20));
        finished = true;
      },
    });
    await queue.send('slow', {});
    await queue.stop();
    expect(finished).toBe(true);
    await expect(queue.send('slow', {})).rejects.toThrow(/stopped/);
  });
});
