import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default (cores - 1) is one worker on a 2-core CI machine; the server files spend much of
    // their time in PGlite and PostgreSQL round trips, so two share two cores well (CI, 2026-11-24:
    // the server project's 410 s of test time ran in 269 s with two workers).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { test: { name: 'domain', root: 'packages/domain', environment: 'node' } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          environment: 'node',
          globalSetup: ['./test/migrated-template.ts'],
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
