import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|json)$/;

/** Writes .br and .gz beside each text asset so the server sends them without compressing per request. */
export function precompressAssets(): Plugin {
  let outDir = 'dist';
  return {
    name: 'pointeo:precompress-assets',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const files = await readdir(outDir, { recursive: true });
      await Promise.all(
        files
          .filter((file) => COMPRESSIBLE.test(file) && file !== 'index.html')
          .map(async (file) => {
            const path = join(outDir, file);
            const content = await readFile(path);
            await writeFile(`${path}.gz`, gzipSync(content, { level: 9 }));
            await writeFile(
              `${path}.br`,
              brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
            );
          }),
      );
    },
  };
}
