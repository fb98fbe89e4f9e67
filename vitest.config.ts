import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default (cores - 1) is one worker on a 2-core CI machine; the server files spend much of
    // their time in PGlite and PostgreSQL round trips, so two share two cores well (CI, 2026-11-24:
    // the server project's 410 s of test time ran in 269 s with two workers).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      // Pure code, no I/O: its files share one module graph too (only memoised holiday tables live in
      // its modules). 25 s → 9 s back to back on the loaded 2-core machine.
      { test: { name: 'domain', root: 'packages/domain', environment: 'node', isolate: false } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          environment: 'node',
          globalSetup: ['./test/migrated-template.ts'],
          // One module graph per worker, not one per file: each file re-imported the whole app (Fastify,
          // better-auth, Stripe, pdfkit, exceljs) and compiled PGlite's WASM again. Safe while the server
          // keeps no state in modules (each test app builds its own) and tests restore what they change
          // (fake timers, spies); a `vi.mock` of a module would reach the worker's later files too.
          // Server project, loaded 2-core machine: 44 % less CPU on PGlite, 57 % on PostgreSQL
          // (docs/benchmarks.md, "The test suite"; the measurements are in git, docs/test-suite-time.md).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'apps/web/vite.config.ts',
      // The typography of every text of the apps, checked on their source.
      { test: { name: 'texts', root: 'scripts', environment: 'node', testTimeout: 60_000 } },
    ],
  },
});
