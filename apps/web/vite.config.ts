import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompressAssets } from './build/precompress-assets';
import { reportChunkSizes } from './build/report-chunk-sizes';

export default defineConfig(({ isSsrBuild }) => ({
  // The server-rendering bundle (dist-ssr) is code for the server only: no copy of public/.
  publicDir: isSsrBuild ? false : 'public',
  plugins: [react(), tailwindcss(), reportChunkSizes(), precompressAssets()],
  // The server bundle carries its dependencies (React, React Router…): the production image installs
  // the server's dependencies only, and renders the public pages from dist-ssr alone.
  ssr: { noExternal: true },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    reportCompressedSize: false,
    rolldownOptions: {
      output: {
        // zod in a chunk of its own, out of the home page's: its reads (session, site details) load their
        // schemas beside the request, and every other page shares the one cached chunk.
        codeSplitting: { groups: [{ name: 'zod', test: /node_modules[\\/]zod[\\/]/ }] },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    // Worker threads start cheaper than Vitest's default child processes, one per isolated file:
    // 76–78 s → 67–69 s for the project, 13 % less CPU (two pairs back to back, 2026-11-28).
    pool: 'threads',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // Vitest's 5 s per test failed whole files on a shared 2-core machine (load 20, 2026-11-26) where
    // each render takes seconds: the server project's 30 s, a limit for a hung test and not a speed check.
    testTimeout: 30_000,
  },
}));
