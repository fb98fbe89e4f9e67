import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type HttpTarget, measure, printHttpTable } from './bench/http';
import { benchInvoicePdf } from './bench/invoice-pdf';
import { benchKiosks, printKioskResult } from './bench/kiosks';
import { freePort, startNodeProcess, stopProcess } from './bench/processes';

/**
 * `npm run bench`: the server on PostgreSQL, driven by autocannon, beside a bare Fastify route
 * measured in the same run. Machines here are noisy: compare the ratios, not the absolute figures.
 */
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const databaseName = `pointeo_bench_${randomBytes(4).toString('hex')}`;

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function main() {
  await admin(`create database ${databaseName}`);
  const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${databaseName}` }).toString();
  const [appPort, barePort] = [await freePort(), await freePort()];
  const app = await startNodeProcess(
    'apps/server/src/server.ts',
    {
      PORT: String(appPort),
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      AUTH_SECRET: randomBytes(32).toString('hex'),
      BASE_URL: `http://127.0.0.1:${appPort}`,
    },
    `http://127.0.0.1:${appPort}/api/health`,
  );
  const bare = await startNodeProcess(
    'scripts/bench/bare-server.ts',
    { PORT: String(barePort) },
    `http://127.0.0.1:${barePort}/bare`,
  );
  try {
    const appUrl = `http://127.0.0.1:${appPort}`;
    const targets: HttpTarget[] = [
      { name: 'GET /api/health (database round trip)', url: `${appUrl}/api/health` },
      { name: 'GET /api/site', url: `${appUrl}/api/site` },
      { name: 'GET /pricing (index.html)', url: `${appUrl}/pricing` },
    ];
    console.log(`HTTP, 10 connections, PostgreSQL database ${databaseName}:`);
    const baseline = await measure({
      name: 'GET /bare (bare Fastify)',
      url: `http://127.0.0.1:${barePort}/bare`,
    });
    const results = [];
    for (const target of targets) results.push(await measure(target));
    printHttpTable(baseline, results);

    printKioskResult(await benchKiosks(appUrl, databaseUrl));

    const pdf = await benchInvoicePdf();
    console.log('\nInvoice PDF (warm, in this process):');
    console.table([
      {
        'median ms': Number(pdf.medianMs.toFixed(1)),
        'p99 ms': Number(pdf.p99Ms.toFixed(1)),
        'size kB': Number((pdf.sizeBytes / 1024).toFixed(1)),
      },
    ]);
  } finally {
    await stopProcess(app);
    await stopProcess(bare);
    await admin(`drop database if exists ${databaseName} with (force)`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
