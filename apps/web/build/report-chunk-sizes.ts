import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Prints every emitted chunk with its gzip size, and the JavaScript the home page loads
 * (the entry, the app it starts and their static imports), so the 120 kB budget is visible on every build.
 */
export function reportChunkSizes(): Plugin {
  return {
    name: 'pointeo:report-chunk-sizes',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    generateBundle(_options, bundle) {
      const gzipKb = (code: string | Uint8Array) => gzipSync(code).length / 1024;
      const rows: Array<[string, number]> = [];
      const chunkGzip = new Map<string, number>();
      for (const file of Object.values(bundle)) {
        const content = file.type === 'chunk' ? file.code : file.source;
        const size = gzipKb(content);
        rows.push([file.fileName, size]);
        if (file.type === 'chunk') chunkGzip.set(file.fileName, size);
      }
      rows.sort((a, b) => b[1] - a[1]);
      const lines = rows.map(([name, size]) => `  ${size.toFixed(1).padStart(7)} kB gzip  ${name}`);

      const entry = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry);
      let initialKb = 0;
      if (entry && entry.type === 'chunk') {
        const seen = new Set<string>();
        const visit = (name: string) => {
          if (seen.has(name)) return;
          seen.add(name);
          const chunk = bundle[name];
          if (chunk?.type === 'chunk') for (const imported of chunk.imports) visit(imported);
        };
        visit(entry.fileName);
        // The entry (src/boot.ts) only starts the app, by a dynamic import every page makes.
        for (const started of entry.dynamicImports) visit(started);
        for (const name of seen) initialKb += chunkGzip.get(name) ?? 0;
      }
      this.info(
        `\nChunk sizes:\n${lines.join('\n')}\n  JavaScript loaded by the home page: ${initialKb.toFixed(1)} kB gzip (budget 120 kB)`,
      );
    },
  };
}
