import { writeFile } from 'node:fs/promises';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { schemaSource } from '../packages/api-client/src/generate';

/**
 * `npm run api:client`: builds the app on an in-memory PGlite, reads its OpenAPI document and writes
 * the typed client's types, packages/api-client/src/schema.ts (decision 076).
 */
async function main() {
  const database = await openDatabase({ dataDir: 'memory://' });
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    database,
    logger: false,
  });
  await app.ready();
  const target = new URL('../packages/api-client/src/schema.ts', import.meta.url);
  await writeFile(target, await schemaSource(app.swagger()));
  await app.close();
  await database.close();
  process.stdout.write(`écrit\u202f: ${target.pathname}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
