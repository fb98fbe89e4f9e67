import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { exitOnStartupFailure } from './startup-failure';

/**
 * `npm run db:migrate`: brings the database's schema up to date and exits, the release step of a
 * production deployment (whose servers start with MIGRATE_ON_START=false and only check the schema).
 */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    migrate: true,
  });
  await database.close();
  console.log(`Migrations appliquées (base de données : ${database.kind}).`);
}

main().catch((error: unknown) => exitOnStartupFailure('Migration impossible', error));
