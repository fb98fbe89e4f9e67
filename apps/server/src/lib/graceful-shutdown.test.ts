import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installGracefulShutdown } from './graceful-shutdown';

const silentLog = pino({ level: 'silent' }) as FastifyBaseLogger;

function setUp(close: () => Promise<void>) {
  const events = new EventEmitter();
  const exit = vi.fn<(code: number) => void>();
  const closeSpy = vi.fn(close);
  installGracefulShutdown({ log: silentLog, close: closeSpy, timeoutMs: 10_000, exit, events });
  return { events, exit, close: closeSpy };
}

/** Lets the close promise settle. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('graceful shutdown', () => {
  afterEach(() => vi.useRealTimers());

  it('closes once on SIGTERM, then exits 0', async () => {
    const { events, exit, close } = setUp(async () => {});
    events.emit('SIGTERM');
    await settle();
    expect(close).toHaveBeenCalledTimes(1);
    expect(exit).toHaveBeenCalledWith(0);
  });

  it('waits for the close to finish before exiting', async () => {
    let finishClose = () => {};
    const { events, exit } = setUp(() => new Promise<void>((resolve) => (finishClose = resolve)));
    events.emit('SIGTERM');
    await settle();
    expect(exit).not.toHaveBeenCalled();
    finishClose();
    await settle();
    expect(exit).toHaveBeenCalledWith(0);
  });

  it('exits 1 at once on a second signal while closing', async () => {
    const { events, exit, close } = setUp(() => new Promise<void>(() => {}));
    events.emit('SIGTERM');
    events.emit('SIGINT');
    expect(close).toHaveBeenCalledTimes(1);
    expect(exit).toHaveBeenCalledWith(1);
  });

  it('exits 1 when closing takes longer than the timeout', async () => {
    vi.useFakeTimers();
    const { events, exit } = setUp(() => new Promise<void>(() => {}));
    events.emit('SIGTERM');
    vi.advanceTimersByTime(9_999);
    expect(exit).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(exit).toHaveBeenCalledWith(1);
  });

  it('logs an unhandled rejection and closes with exit code 1', async () => {
    const lines: string[] = [];
    const events = new EventEmitter();
    const exit = vi.fn<(code: number) => void>();
    const log = pino({ level: 'info' }, { write: (line: string) => lines.push(line) }) as FastifyBaseLogger;
    installGracefulShutdown({ log, close: async () => {}, timeoutMs: 10_000, exit, events });
    events.emit('unhandledRejection', new Error('promesse oubliée'));
    await settle();
    expect(lines.join('')).toContain('promesse oubliée');
    expect(exit).toHaveBeenCalledWith(1);
  });
});
