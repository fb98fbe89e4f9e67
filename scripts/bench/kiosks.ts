import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { companyAccountSchema } from '@pointeo/domain/accounts';
import { withSiretKey } from '@pointeo/domain/siret';
import pg from 'pg';
import type { KioskLoadJob, KioskLoadResult } from './kiosk-load';
import { LOOP_DELAY_FILE } from './processes';
import { startSchedulerTrace } from './scheduler-trace';
import { seedKiosks } from './seed-kiosks';

export interface ServerFigures {
  /** The server's event-loop delay (ms): high means its CPU, not PostgreSQL, held punches back. */
  loopDelay: Summary;
  /** The share of the time its event loop was busy (%). */
  loopUtilization: number;
  /** The garbage collector's pauses (ms), and their sum. */
  gcPauses: Summary & { totalMs: number; majorCollections: number };
  /** The server's JavaScript heap in use when the run ended (MB). */
  heapUsedMegabytes: number;
  /** From a punch's arrival in the server to the end of its answer (ms), PostgreSQL included. */
  punchesInServer: Summary;
  /** The same, for the punches that arrived in the timed part's first second. */
  firstSecondPunchesInServer: Summary;
  /** How long a request waited for a pooled connection (ms): long means the pool was exhausted. */
  poolWaits: Summary;
  /** Each query from send to result (ms), PostgreSQL's work and the wait for its answer. */
  queries: Summary;
  /** A named statement's first run on its connection (ms), apart from `queries`. */
  firstOnConnection: Summary;
  /** The queries sent in the timed part's first second, and the most punches in the server at once then. */
  firstSecondQueries: Summary;
  firstSecondMaxInFlight: number;
  /** The queries over 50 ms (the first 20), each with its time and first words. */
  slowQueries: string[];
}

interface Summary {
  count: number;
  p50: number;
  p99: number;
  max: number;
}

export interface KioskBenchResult {
  kiosks: number;
  offeredPerSecond: number;
  accepted: number;
  punchesPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  /** CPU time over the timed run, in ms: the server, its PostgreSQL backends, the load generator. */
  serverCpuMs: number;
  postgresCpuMs: number;
  loadGeneratorCpuMs: number;
  wallSeconds: number;
  /** Time spent runnable but waiting for a CPU over the run (ms): the server's main thread, its PostgreSQL backends. */
  serverRunQueueMs: number;
  postgresRunQueueMs: number;
  /** What the server saw of the timed punches (scripts/bench/loop-delay.mjs). */
  server: ServerFigures;
  /** The load generator's event-loop delay over the timed part (ms). */
  loadGeneratorLoopDelay: { p99: number; max: number };
  slowPunchWindow: KioskLoadResult['slowPunchWindow'];
  /** The `perf sched` recording of the run, with BENCH_PERF_SCHED. */
  schedulerTrace?: string;
  storedPunches: number;
  storedEntries: number;
  expectedEntries: number;
  employeesWithTwoOpenEntries: number;
}

const KIOSKS = Number(process.env.BENCH_KIOSKS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5) * 2;
/** Each kiosk punches this often: a person typing a PIN needs about 3 s, so 1 s is a rush hour and more. */
const INTERVAL_MS = Number(process.env.BENCH_KIOSK_INTERVAL_MS ?? 1000);
/**
 * The first five intervals warm the server up: counted, not timed. A server that has just started
 * holds each connection longer while V8 compiles the punch path and each connection parses and plans
 * its statements (pool wait p99 41 ms, punches p99 164 ms in a first run timed after one interval);
 * `BENCH_KIOSK_WARM_UP_MS=1000` times that start.
 */
const WARM_UP_MS = Number(process.env.BENCH_KIOSK_WARM_UP_MS ?? 5 * INTERVAL_MS);

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** Clock ticks of a process (user + system), from /proc (Linux). */
async function cpuTicks(pid: number): Promise<number> {
  try {
    const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

const TICK_MS = 10; // USER_HZ is 100 on Linux

/**
 * How long a process's main thread has waited, runnable, for a CPU (ms, /proc/<pid>/schedstat):
 * on a machine with more runnable work than cores, each hop between the server and PostgreSQL waits so.
 */
async function runQueueWaitMs(pid: number): Promise<number> {
  try {
    return Number((await readFile(`/proc/${pid}/schedstat`, 'utf8')).split(' ')[1]) / 1e6;
  } catch {
    return 0;
  }
}

/** The CPU used so far by the server and by the PostgreSQL backends serving this database. */
async function cpuSample(client: pg.Client, serverPid: number) {
  const { rows } = await client.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  const backends = new Map<number, number>();
  const backendWaits = new Map<number, number>();
  for (const { pid } of rows) {
    backends.set(pid, await cpuTicks(pid));
    backendWaits.set(pid, await runQueueWaitMs(pid));
  }
  return {
    at: performance.now(),
    server: await cpuTicks(serverPid),
    serverWaitMs: await runQueueWaitMs(serverPid),
    backends,
    backendWaits,
  };
}

/** A backend opened during the run counts from zero; one closed during it is missed (the pool keeps them open). */
function backendsDelta(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, value] of after) total += value - (before.get(pid) ?? 0);
  return total;
}

/**
 * Asks the server's preload (scripts/bench/loop-delay.mjs) for its figures since the last ask; the
 * load generator asks once when its warm-up ends, so these cover the timed punches.
 */
export async function signalServerFigures(serverPid: number) {
  process.kill(serverPid, 'SIGUSR2');
  await sleep(200);
  return JSON.parse(await readFile(LOOP_DELAY_FILE, 'utf8')) as ServerFigures;
}

export function runLoadGenerator(job: KioskLoadJob): Promise<KioskLoadResult> {
  return new Promise((resolve, reject) => {
    // The load generator stands for kiosks on other machines: its garbage collector's helper threads
    // are sized to this machine's CPUs as the server's are, not Node's default four.
    const child = spawn(
      process.execPath,
      ['--v8-pool-size=0', '--import', 'tsx', 'scripts/bench/kiosk-load.ts'],
      {
        env: { ...process.env, BENCH_KIOSK_JOB: JSON.stringify(job) },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(output) as KioskLoadResult)
        : reject(new Error(`load generator exited ${code}`)),
    );
  });
}

function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/**
 * A company of the bench, registered through the API, its double-tap window off: each employee
 * punches every interval, as a load and not as a person; with the window (decision 030) all but
 * their first punch would be refused. The window is still read on every punch.
 */
export async function registerKioskCompany(appUrl: string): Promise<string> {
  const origin = { origin: new URL(appUrl).origin };
  const registration = await fetch(`${appUrl}/api/account/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...origin },
    body: JSON.stringify({
      companyName: 'Banc de charge',
      siret: withSiretKey(String(Date.now()).slice(-13).padStart(13, '1')),
      email: `bench-${Date.now()}@exemple.fr`,
      password: 'mot-de-passe-solide',
      passwordConfirmation: 'mot-de-passe-solide',
      directorPin: '999999',
      acceptTerms: true,
    }),
  });
  if (!registration.ok) throw new Error(`registration failed: ${await registration.text()}`);
  const session = cookiesOf(registration);
  const account = await fetch(`${appUrl}/api/account`, { headers: { cookie: session } });
  const companyId = companyAccountSchema.parse(await account.json()).id;
  const settings = await fetch(`${appUrl}/api/timesheets/settings`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie: session, ...origin },
    body: JSON.stringify({
      nightStart: '21:00',
      nightEnd: '06:00',
      alsaceMoselle: false,
      doublePunchWindowSeconds: 0,
    }),
  });
  if (!settings.ok) throw new Error(`settings refused: ${await settings.text()}`);

  return companyId;
}

/**
 * 200 kiosks, one employee each, each punching in or out every INTERVAL_MS (open loop: a slow answer
 * does not slow the next punch down, as with real people), for a while; then the database must hold
 * exactly the punches that were accepted, and one entry per arrival.
 */
export async function benchKiosks(
  appUrl: string,
  databaseUrl: string,
  serverPid: number,
): Promise<KioskBenchResult> {
  const companyId = await registerKioskCompany(appUrl);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const kioskCookies = await seedKiosks(client, companyId, KIOSKS);

    // The vacuum owed to the seeding and to the bench's earlier parts is done now (pgbench vacuums
    // before each run too), not by autovacuum during the timed run; the checkpoint likewise, so a
    // timed one does not start in the middle of it.
    await client.query('vacuum analyze');
    await client.query('checkpoint');
    const sample = await cpuSample(client, serverPid);
    const stopSchedulerTrace = startSchedulerTrace(`kiosks-${Date.now()}`);
    const load = await runLoadGenerator({
      serverPid,
      appUrl,
      cookies: kioskCookies,
      intervalMs: INTERVAL_MS,
      warmUpMs: WARM_UP_MS,
      seconds: SECONDS,
    });
    const schedulerTrace = await stopSchedulerTrace?.();
    const server = await signalServerFigures(serverPid);
    const cpu = await cpuSample(client, serverPid);
    const latencies = load.latencies;

    const count = async (sql: string) => Number((await client.query(sql, [companyId])).rows[0].n);
    return {
      kiosks: KIOSKS,
      offeredPerSecond: (KIOSKS * 1000) / INTERVAL_MS,
      accepted: load.accepted,
      punchesPerSecond: latencies.length / load.timedSeconds,
      p50Ms: percentile(latencies, 50),
      p95Ms: percentile(latencies, 95),
      p99Ms: percentile(latencies, 99),
      serverCpuMs: (cpu.server - sample.server) * TICK_MS,
      postgresCpuMs: backendsDelta(sample.backends, cpu.backends) * TICK_MS,
      serverRunQueueMs: cpu.serverWaitMs - sample.serverWaitMs,
      postgresRunQueueMs: backendsDelta(sample.backendWaits, cpu.backendWaits),
      loadGeneratorCpuMs: load.cpuMs,
      wallSeconds: (cpu.at - sample.at) / 1000,
      server,
      loadGeneratorLoopDelay: load.loopDelay,
      slowPunchWindow: load.slowPunchWindow,
      schedulerTrace,
      storedPunches: await count('select count(*) as n from clock_punches where company_id = $1'),
      storedEntries: await count('select count(*) as n from time_entries where company_id = $1'),
      expectedEntries: load.arrivals,
      employeesWithTwoOpenEntries: await count(
        `select count(*) as n from (select employee_id from time_entries
         where company_id = $1 and clock_out is null group by employee_id having count(*) > 1) as doubled`,
      ),
    };
  } finally {
    await client.end();
  }
}

export function printKioskResults(results: KioskBenchResult[]): void {
  const first = results[0]!;
  console.log(
    `\nKiosks: ${first.kiosks} clocking concurrently on PostgreSQL, ${first.offeredPerSecond} punches/s offered, ${results.length} run(s) in a row; load generator in its own process`,
  );
  console.table(
    results.map((result, index) => ({
      run: index + 1,
      'punches/s': Math.round(result.punchesPerSecond),
      'p50 ms': Number(result.p50Ms.toFixed(1)),
      'p95 ms': Number(result.p95Ms.toFixed(1)),
      'p99 ms': Number(result.p99Ms.toFixed(1)),
      'in server p99/max ms': `${result.server.punchesInServer.p99}/${result.server.punchesInServer.max}`,
      'pool wait p99/max ms': `${result.server.poolWaits.p99}/${result.server.poolWaits.max}`,
      'query p99/max ms': `${result.server.queries.p99}/${result.server.queries.max}`,
      'loop delay p99/max ms': `${result.server.loopDelay.p99}/${result.server.loopDelay.max}`,
      'loop busy %': result.server.loopUtilization,
      'GC pauses total/max ms': `${result.server.gcPauses.totalMs}/${result.server.gcPauses.max}`,
      'full GCs': result.server.gcPauses.majorCollections,
      'heap MB': result.server.heapUsedMegabytes,
      'load gen. loop delay p99/max ms': `${result.loadGeneratorLoopDelay.p99.toFixed(1)}/${result.loadGeneratorLoopDelay.max.toFixed(1)}`,
      'CPU % server': Math.round(result.serverCpuMs / 10 / result.wallSeconds),
      'CPU % PostgreSQL': Math.round(result.postgresCpuMs / 10 / result.wallSeconds),
      'CPU % load gen.': Math.round(result.loadGeneratorCpuMs / 10 / result.wallSeconds),
      'lost or doubled':
        result.accepted - result.storedPunches + (result.storedEntries - result.expectedEntries),
    })),
  );
  const perPunch = (ms: number, result: KioskBenchResult) => (ms / result.accepted).toFixed(2);
  for (const [index, result] of results.entries()) {
    console.log(
      `Run ${index + 1}: CPU per punch ${perPunch(result.serverCpuMs, result)} ms server, ${perPunch(result.postgresCpuMs, result)} ms PostgreSQL, ${perPunch(result.loadGeneratorCpuMs, result)} ms load generator; waiting for a CPU per punch ${perPunch(result.serverRunQueueMs, result)} ms server, ${perPunch(result.postgresRunQueueMs, result)} ms PostgreSQL backends`,
    );
  }
  const verdict = results.every(
    (result) =>
      result.accepted === result.storedPunches &&
      result.storedEntries === result.expectedEntries &&
      result.employeesWithTwoOpenEntries === 0,
  );
  for (const [index, result] of results.entries()) {
    if (!result.slowPunchWindow) continue;
    const { count, firstSentSeconds, lastAnsweredSeconds } = result.slowPunchWindow;
    console.log(
      `Run ${index + 1}: ${count} punches over 50 ms, sent from ${firstSentSeconds} s to answered at ${lastAnsweredSeconds} s (CLOCK_MONOTONIC)${result.schedulerTrace ? `; perf sched timehist -i ${result.schedulerTrace}` : ''}`,
    );
  }
  for (const [index, result] of results.entries()) {
    if (result.server.slowQueries.length === 0) continue;
    console.log(`Run ${index + 1}: queries over 50 ms in the server:`);
    for (const line of result.server.slowQueries) console.log(`  ${line}`);
  }
  console.log(verdict ? 'Every accepted punch stored once.' : 'MISMATCH: punches lost or doubled.');
  const met = results.filter((result) => result.p99Ms < 50).length;
  console.log(`p99 target < 50 ms: met in ${met} of ${results.length} runs`);
}
