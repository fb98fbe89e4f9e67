import { defineConfig } from 'tsup';

/**
 * The production server: one ESM bundle per entry in `dist/`, with the domain package compiled in
 * (it ships TypeScript sources) and every npm dependency left to node_modules.
 */
export default defineConfig({
  entry: { server: 'src/server.ts', migrate: 'src/migrate.ts' },
  outDir: 'dist',
  format: 'esm',
  platform: 'node',
  target: 'node20',
  splitting: true,
  sourcemap: true,
  clean: true,
  skipNodeModulesBundle: true,
  noExternal: [/^@pointeo\//],
});
