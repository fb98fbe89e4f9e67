import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import pg from 'pg';

/** Where the benched server's loop-delay preload writes its figures (scripts/bench/loop-delay.mjs). */
export const LOOP_DELAY_FILE = join(tmpdir(), `pointeo-bench-loop-delay-${process.pid}.json`);

/**
 * Node options of the benched server: V8's helper threads sized to the machine, as `npm run serve`
 * and the image start it (decision 034), and the bench's figures preloaded. `BENCH_SERVER_NODE_ARGS`
 * adds options to try (space-separated), for the server only.
 */
export const benchedServerNodeArgs = () => [
  '--v8-pool-size=0',
  ...(process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
  '--import',
  pathToFileURL('scripts/bench/loop-delay.mjs').href,
];

/** One statement on PostgreSQL's server (`serverUrl`), on a connection of its own: a database made or dropped. */
export async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Starts an entry point (compiled JS, or TypeScript through tsx) in its own Node process, in `cwd`
 * (the repository by default), and waits until `readyUrl` answers.
 */
export async function startNodeProcess(
  entry: string,
  env: Record<string, string>,
  readyUrl: string,
  timeoutSeconds = 30,
  nodeArgs: string[] = [],
  cwd?: string,
): Promise<ChildProcess> {
  const loader = entry.endsWith('.ts') ? ['--import', 'tsx'] : [];
  // `BENCH_CPU_PROF=<dir>`: each process writes a CPU profile there when it stops (Node refuses
  // --cpu-prof in NODE_OPTIONS).
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  const child = spawn(process.execPath, [...profile, ...nodeArgs, ...loader, entry], {
    env: { ...process.env, ...env },
    cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; attempt < timeoutSeconds * 4; attempt++) {
    if (child.exitCode !== null) throw new Error(`${entry} exited with code ${child.exitCode}`);
    try {
      if ((await fetch(readyUrl)).ok) return child;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  child.kill();
  throw new Error(`${entry} did not answer ${readyUrl} within ${timeoutSeconds} s`);
}

/**
 * The compiled server, as production runs it (`npm run bench` builds it first), on `databaseUrl`;
 * `env` adds or replaces variables (a second instance shares the first one's secret and address);
 * `entry` another build's server (scripts/bench/api-cpu.ts compares two).
 */
export function startBenchedServer(
  port: number,
  databaseUrl: string,
  env: Record<string, string> = {},
  entry = 'apps/server/dist/server.js',
): Promise<ChildProcess> {
  return startNodeProcess(
    entry,
    {
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // A fresh database each run: the server migrates it (production's db:migrate step, in one).
      MIGRATE_ON_START: 'true',
      // The bench measures our code on PostgreSQL; payments and mail stay on their local stand-ins.
      ALLOW_EMBEDDED_IN_PRODUCTION: 'true',
      AUTH_SECRET: randomBytes(32).toString('hex'),
      BASE_URL: `http://127.0.0.1:${port}`,
      // Every figure registers its own companies from this one address.
      REGISTRATIONS_PER_HOUR: '1000',
      BENCH_LOOP_DELAY_FILE: LOOP_DELAY_FILE,
      ...env,
    },
    `http://127.0.0.1:${port}/api/health`,
    // A loaded machine (other work on it) can take longer to migrate and start.
    Number(process.env.BENCH_START_SECONDS ?? 30),
    benchedServerNodeArgs(),
  );
}

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
