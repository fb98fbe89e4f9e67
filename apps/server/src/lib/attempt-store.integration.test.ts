import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper';
import { attempts } from '../db/schema/attempts';
import { createAttemptStore } from './attempt-store';

const MINUTE = 60_000;
let testApp: TestApp;
let clock = new Date('2026-03-02T09:00:00Z');
let store: ReturnType<typeof createAttemptStore>;
beforeAll(async () => {
  testApp = await buildTestApp();
  store = createAttemptStore(testApp.database.db, { now: () => clock, retentionMs: 15 * MINUTE });
});
afterAll(() => testApp.close());

const rowsOf = async (key: string) =>
  (
    await testApp.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(attempts)
      .where(eq(attempts.key, key))
  )[0]!.n;

describe('the attempt store', () => {
  it('refuses a key that used up its attempts, and frees it once they are older than the window', async () => {
    const limit = { key: 'fenetre', max: 2, windowMs: 15 * MINUTE };
    expect(await store.reserve([limit])).toBeDefined();
    expect(await store.reserve([limit])).toBeDefined();
    expect(await store.reserve([limit])).toBeUndefined();
    clock = new Date(clock.getTime() + 15 * MINUTE + 1);
    expect(await store.reserve([limit])).toBeDefined();
  });

  it('counts an attempt under every limit or under none', async () => {
    const used = { key: 'pleine', max: 1, windowMs: 15 * MINUTE };
    const free = { key: 'libre', max: 5, windowMs: 15 * MINUTE };
    expect(await store.reserve([used])).toBeDefined();
    expect(await store.reserve([used, free])).toBeUndefined();
    expect(await rowsOf('libre')).toBe(0);
  });

  it('no longer counts a released attempt', async () => {
    const limit = { key: 'relachee', max: 1, windowMs: 15 * MINUTE };
    const reservation = await store.reserve([limit]);
    await store.release(reservation!);
    expect(await store.reserve([limit])).toBeDefined();
  });

  it('forgets every attempt of a key', async () => {
    const limit = { key: 'oubliee', max: 2, windowMs: 15 * MINUTE };
    await store.reserve([limit]);
    await store.reserve([limit]);
    await store.forget('oubliee');
    expect(await store.reserve([limit])).toBeDefined();
  });

  it('deletes the attempts that no window counts any more', async () => {
    await store.reserve([{ key: 'ancienne', max: 5, windowMs: 15 * MINUTE }]);
    clock = new Date(clock.getTime() + 16 * MINUTE);
    await store.reserve([{ key: 'recente', max: 5, windowMs: 15 * MINUTE }]);
    await store.purgeJob.run();
    expect(await rowsOf('ancienne')).toBe(0);
    expect(await rowsOf('recente')).toBe(1);
  });
});
