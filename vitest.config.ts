import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: 'packages/domain', environment: 'node' } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          environment: 'node',
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
