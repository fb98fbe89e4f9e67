import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import {
  percentile,
  registerKioskCompany,
  runLoadGenerator,
  type ServerFigures,
  signalServerFigures,
} from './kiosks';
import { adminQuery, freePort, startBenchedServer, stopProcess } from './processes';
import { seedKiosks } from './seed-kiosks';

/**
 * A shop opening after a quiet night (issue 34): a freshly started server sees one punch every few
 * seconds for a while, which one or two of its pooled connections serve, then a rush from many
 * kiosks at once, timed from its first punch. Each run starts its own server on its own database,
 * so no connection has served a punch before the quiet part.
 */
const QUIET_SECONDS = Number(process.env.BENCH_QUIET_SECONDS ?? 60);
/**
 * BENCH_QUIET_KIOSKS=50 BENCH_QUIET_INTERVAL_MS=250 makes the quiet part a busy one, the comparison
 * issue 34 asks for (a rush after a busy minute).
 */
const QUIET_INTERVAL_MS = Number(process.env.BENCH_QUIET_INTERVAL_MS ?? 3_000);
const QUIET_KIOSKS = Number(process.env.BENCH_QUIET_KIOSKS ?? 1);
const RUSH_KIOSKS = 50;
/** 50 kiosks each punching every 250 ms: 200 punches a second. */
const RUSH_INTERVAL_MS = 250;
const RUSH_SECONDS = Number(process.env.BENCH_RUSH_SECONDS ?? 15);

export interface RushResult {
  punches: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  firstSecond: { punches: number; p99Ms: number; maxMs: number };
  /** What the server saw over the rush: its queries, a statement's first run on a connection apart. */
  server: ServerFigures;
  /** The load generator's event-loop delay over the rush (ms): a punch it answered late is timed late. */
  loadGeneratorLoopDelay: { p99: number; max: number };
  /**
   * The machine's page faults over the rush, all processes: file pages read again after the kernel
   * evicted them (`workingset_refault_file`), and major faults. A host that pages out memory left
   * untouched for a minute (DAMON's pageout, as on the project's VMs) makes the rush read them again.
   */
  pageFaults: { fileRefaults: number; major: number };
  /**
   * With BENCH_RUSH_WAITS: the busy backends' wait events over the rush's first seconds (% of the
   * samples), and the WAL written each quarter second from its start.
   */
  atStart?: { waits: Record<string, number>; wal: WalSlot[] };
}

/**
 * BENCH_RUSH_WAITS=1 watches the rush's start from PostgreSQL's side. Off by default: polling
 * pg_stat_activity every few ms takes CPU from the rush it watches (its runs were slower).
 */
const SAMPLE_WAITS = Boolean(process.env.BENCH_RUSH_WAITS);
/** How long the rush's start is watched (the generator warms up for part of it). */
const WAIT_SAMPLING_MS = 3_000;

/**
 * What this database's busy backends were doing at the rush's start, sampled every few ms from
 * `pg_stat_activity`: 'running' (on CPU or ready to be), or the wait event they were in. The share
 * of each, over every sample that found a backend busy.
 */
async function sampleWaits(
  databaseUrl: string,
  forMs: number,
): Promise<{ waits: Record<string, number>; wal: WalSlot[] }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const counts = new Map<string, number>();
  let total = 0;
  const wal: WalSlot[] = [];
  try {
    const until = performance.now() + forMs;
    let walReadAt = 0;
    let previous = await walCounters(client);
    while (performance.now() < until) {
      if (performance.now() - walReadAt >= WAL_SLOT_MS) {
        walReadAt = performance.now();
        const counters = await walCounters(client);
        wal.push({
          fullPageImages: counters.fpi - previous.fpi,
          kilobytes: Math.round((counters.bytes - previous.bytes) / 1024),
          syncs: counters.syncs - previous.syncs,
        });
        previous = counters;
      }
      const { rows } = await client.query<{ wait: string | null }>(
        `select coalesce(wait_event_type || ':' || wait_event, 'running') as wait
           from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and state = 'active'`,
      );
      for (const { wait } of rows) {
        counts.set(wait ?? 'running', (counts.get(wait ?? 'running') ?? 0) + 1);
        total++;
      }
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  } finally {
    await client.end();
  }
  const waits = Object.fromEntries(
    [...counts].sort((a, b) => b[1] - a[1]).map(([wait, count]) => [wait, Math.round((count / total) * 100)]),
  );
  // From the first slot that wrote WAL: the rush's start, whatever the generator's own warm-up took.
  const started = wal.findIndex((slot) => slot.kilobytes > 64);
  return { waits, wal: started < 0 ? [] : wal.slice(started) };
}

const WAL_SLOT_MS = 250;

interface WalSlot {
  fullPageImages: number;
  kilobytes: number;
  syncs: number;
}

/** The cluster's WAL counters (pg_stat_wal): the bench is alone on the server while it runs. */
async function walCounters(client: pg.Client) {
  const { rows } = await client.query<{ fpi: string; bytes: string; syncs: string }>(
    'select wal_fpi as fpi, wal_bytes as bytes, wal_sync as syncs from pg_stat_wal',
  );
  return { fpi: Number(rows[0]!.fpi), bytes: Number(rows[0]!.bytes), syncs: Number(rows[0]!.syncs) };
}

async function pageFaults() {
  const vmstat = await readFile('/proc/vmstat', 'utf8').catch(() => '');
  const counter = (name: string) => Number(new RegExp(`^${name} (\\d+)$`, 'm').exec(vmstat)?.[1] ?? 0);
  return { fileRefaults: counter('workingset_refault_file'), major: counter('pgmajfault') };
}

async function rushOnce(serverUrl: string): Promise<RushResult> {
  const name = `pointeo_bench_rush_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
  const port = await freePort();
  const server = await startBenchedServer(port, databaseUrl);
  try {
    const appUrl = `http://127.0.0.1:${port}`;
    const companyId = await registerKioskCompany(appUrl);
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    let cookies: string[];
    try {
      cookies = await seedKiosks(client, companyId, RUSH_KIOSKS);
      await client.query('vacuum analyze');
      await client.query('checkpoint');
    } finally {
      await client.end();
    }
    const serverPid = server.pid!;
    // The quiet part: one kiosk by default, untimed (all of it is the job's warm-up).
    await runLoadGenerator({
      serverPid,
      appUrl,
      cookies: cookies.slice(0, QUIET_KIOSKS),
      intervalMs: QUIET_INTERVAL_MS,
      warmUpMs: QUIET_SECONDS * 1000,
      seconds: 0,
    });
    const vmstatBefore = await pageFaults();
    const waits = SAMPLE_WAITS ? sampleWaits(databaseUrl, WAIT_SAMPLING_MS) : undefined;
    const rush = await runLoadGenerator({
      serverPid,
      appUrl,
      cookies,
      intervalMs: RUSH_INTERVAL_MS,
      warmUpMs: 0,
      seconds: RUSH_SECONDS,
    });
    const vmstatAfter = await pageFaults();
    const figures = await signalServerFigures(serverPid);
    const { latencies, firstSecondLatencies } = rush;
    return {
      punches: latencies.length,
      p50Ms: percentile(latencies, 50),
      p99Ms: percentile(latencies, 99),
      maxMs: latencies.at(-1) ?? 0,
      firstSecond: {
        punches: firstSecondLatencies.length,
        p99Ms: percentile(firstSecondLatencies, 99),
        maxMs: firstSecondLatencies.at(-1) ?? 0,
      },
      server: figures,
      loadGeneratorLoopDelay: rush.loopDelay,
      atStart: await waits,
      pageFaults: {
        fileRefaults: vmstatAfter.fileRefaults - vmstatBefore.fileRefaults,
        major: vmstatAfter.major - vmstatBefore.major,
      },
    };
  } finally {
    await stopProcess(server);
    await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
  }
}

export async function benchRushesAfterQuiet(serverUrl: string, runs: number): Promise<RushResult[]> {
  const results: RushResult[] = [];
  for (let run = 0; run < runs; run++) results.push(await rushOnce(serverUrl));
  return results;
}

export function printRushResults(results: RushResult[]): void {
  console.log(
    `\nA rush after a quiet period: a new server, ${QUIET_SECONDS} s at one punch every ${QUIET_INTERVAL_MS / 1000} s, then ${RUSH_KIOSKS} kiosks at ${(RUSH_KIOSKS * 1000) / RUSH_INTERVAL_MS} punches/s for ${RUSH_SECONDS} s, all timed`,
  );
  const figure = (summary: { p99: number; max: number; count: number }) =>
    `${summary.p99}/${summary.max} (${summary.count})`;
  console.table(
    results.map((result, index) => ({
      run: index + 1,
      punches: result.punches,
      'p50 ms': Number(result.p50Ms.toFixed(1)),
      'p99 ms': Number(result.p99Ms.toFixed(1)),
      'max ms': Number(result.maxMs.toFixed(1)),
      'first second p99/max ms': `${result.firstSecond.p99Ms.toFixed(1)}/${result.firstSecond.maxMs.toFixed(1)}`,
      'first second in server p99/max ms': `${result.server.firstSecondPunchesInServer.p99}/${result.server.firstSecondPunchesInServer.max}`,
      'file pages read again / major faults': `${result.pageFaults.fileRefaults}/${result.pageFaults.major}`,
      'first second queries p99/max ms (count)': figure(result.server.firstSecondQueries),
      'first second most punches in server': result.server.firstSecondMaxInFlight,
      'in server p99/max ms': `${result.server.punchesInServer.p99}/${result.server.punchesInServer.max}`,
      'server loop delay p99/max ms': `${result.server.loopDelay.p99}/${result.server.loopDelay.max}`,
      'load gen. loop delay p99/max ms': `${result.loadGeneratorLoopDelay.p99.toFixed(1)}/${result.loadGeneratorLoopDelay.max.toFixed(1)}`,
      'pool wait p99/max ms': `${result.server.poolWaits.p99}/${result.server.poolWaits.max}`,
      'query p99/max ms (count)': figure(result.server.queries),
      "statement's first run on its connection p99/max ms (count)": figure(result.server.firstOnConnection),
    })),
  );
  results.forEach((result, index) => {
    if (result.atStart) {
      const waits = Object.entries(result.atStart.waits).map(([wait, share]) => `${wait} ${share} %`);
      console.log(`Run ${index + 1}, busy backends at the start: ${waits.join(', ')}`);
      const slots = result.atStart.wal.map(
        (slot) => `${slot.fullPageImages}/${slot.kilobytes}/${slot.syncs}`,
      );
      console.log(`  WAL each 250 ms from the start (full-page images/kB/syncs): ${slots.join('  ')}`);
    }
    if (result.server.slowQueries.length > 0) {
      console.log(`Run ${index + 1}, queries over 50 ms:\n  ${result.server.slowQueries.join('\n  ')}`);
    }
  });
  const met = results.filter((result) => result.p99Ms < 50).length;
  console.log(
    `p99 target < 50 ms over the whole rush, its first second included: met in ${met} of ${results.length} runs`,
  );
}
