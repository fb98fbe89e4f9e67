import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { installGracefulShutdown } from './lib/graceful-shutdown';
import { WEB_DIST_DIR, WEB_SSR_DIR } from './server-root';
import { exitOnStartupFailure } from './startup-failure';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    migrate: config.migrateOnStart,
    openConnections: config.databasePoolSize,
  });
  const app = await buildApp({ config, database, webDistDir: WEB_DIST_DIR, webSsrDir: WEB_SSR_DIR });
  for (const warning of config.productionWarnings) app.log.warn(warning);

  installGracefulShutdown({
    log: app.log,
    timeoutMs: config.shutdownTimeoutMs,
    close: async () => {
      await app.close();
      await database.close();
    },
  });

  await app.listen({ host: config.host, port: config.port });
  app.log.info(`Pointeo est prêt sur ${config.baseUrl} (base de données : ${database.kind})`);
}

main().catch((error: unknown) => exitOnStartupFailure('Démarrage impossible', error));
