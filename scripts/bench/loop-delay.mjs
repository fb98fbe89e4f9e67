// Preloaded into the benched server (NODE_OPTIONS=--import): on SIGUSR2 it writes, to
// BENCH_LOOP_DELAY_FILE, what happened since the previous signal: the event loop's delay and how
// busy it was, how long the server held each kiosk punch (from its request's arrival to the end of
// its answer), how long a request waited for a pooled PostgreSQL connection, how long each query
// took from send to result (a named statement's first run on its connection apart), and the garbage
// collector's pauses. The bench sets those beside the latency its load generator saw, so a tail is
// placed: a blocked loop, an exhausted pool, slow queries, or outside the server. Nothing in the product reads it; the node-postgres it wraps is
// the one the server imports.
//
// Durations go into fixed-size histograms, never into arrays: the first signal of a full bench
// comes after its HTTP part, and sorting the ~10^6 timings kept until then held the server's
// loop for about 120 ms, right at the start of the first timed kiosk run.
import { subscribe } from 'node:diagnostics_channel';
import { writeFileSync } from 'node:fs';
import {
  constants,
  createHistogram,
  monitorEventLoopDelay,
  PerformanceObserver,
  performance,
} from 'node:perf_hooks';
import pg from 'pg';

const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();
let utilizationSince = performance.eventLoopUtilization();

/** A histogram of durations in ms, recorded in µs (an integer, as Node's histograms take). */
function durations() {
  const histogram = createHistogram();
  return {
    record: (ms) => histogram.record(Math.max(1, Math.round(ms * 1000))),
    histogram,
  };
}

const ms = (value) => Number(value.toFixed(1));
const summary = ({ histogram }, unitMs = 1e-3) =>
  histogram.count === 0
    ? { count: 0, p50: 0, p99: 0, max: 0 }
    : {
        count: histogram.count,
        p50: ms(histogram.percentile(50) * unitMs),
        p99: ms(histogram.percentile(99) * unitMs),
        max: ms(histogram.max * unitMs),
      };

const PUNCH_PATH = '/api/kiosk/punches';
const arrivals = new WeakMap();
const punchMs = durations();
/** The punches that arrived in the first second after the signal (a rush's first second), apart too. */
const firstSecondPunchMs = durations();
let firstArrivalAt;
/** Punches in the server at once: a queue building up in the first second shows here. */
let inFlight = 0;
let firstSecondMaxInFlight = 0;
const inFirstSecond = (at) => firstArrivalAt !== undefined && at < firstArrivalAt + 1000;
subscribe('http.server.request.start', ({ request }) => {
  if (request.url !== PUNCH_PATH) return;
  const now = performance.now();
  firstArrivalAt ??= now;
  arrivals.set(request, now);
  inFlight++;
  if (inFirstSecond(now)) firstSecondMaxInFlight = Math.max(firstSecondMaxInFlight, inFlight);
});
subscribe('http.server.response.finish', ({ request }) => {
  const arrivedAt = arrivals.get(request);
  if (arrivedAt === undefined) return;
  const took = performance.now() - arrivedAt;
  inFlight--;
  punchMs.record(took);
  if (arrivedAt < firstArrivalAt + 1000) firstSecondPunchMs.record(took);
});

const poolWaitMs = durations();
const connect = pg.Pool.prototype.connect;
pg.Pool.prototype.connect = function timedConnect(callback) {
  const askedAt = performance.now();
  const acquired = () => poolWaitMs.record(performance.now() - askedAt);
  if (callback) {
    return connect.call(this, (error, client, release) => {
      acquired();
      callback(error, client, release);
    });
  }
  return connect.call(this).then((client) => {
    acquired();
    return client;
  });
};

const queryMs = durations();
/**
 * A named statement's first run on its connection, apart: PostgreSQL parses and plans it there, with
 * that backend's catalog caches still cold (issue 34: a rush after a quiet period).
 */
const firstOnConnectionMs = durations();
/** The queries sent in the rush's first second, apart: PostgreSQL's share of that second's tail. */
const firstSecondQueryMs = durations();
const statementsRun = new WeakMap();
/** Whether `config` is a named statement this client has not run before (and remembers it has). */
function firstRunOnClient(client, config) {
  const name = typeof config === 'object' ? config?.name : undefined;
  if (!name) return false;
  let names = statementsRun.get(client);
  if (!names) {
    names = new Set();
    statementsRun.set(client, names);
  }
  if (names.has(name)) return false;
  names.add(name);
  return true;
}
/** Queries slower than this are named in the figures, with their first words (the first 20). */
const SLOW_QUERY_MS = 50;
const SLOW_QUERIES_KEPT = 20;
let slowQueries = [];
const queryText = (config) => (typeof config === 'string' ? config : (config?.text ?? ''));
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function timedQuery(config, values, callback) {
  const sentAt = performance.now();
  const first = firstRunOnClient(this, config);
  const done = () => {
    const took = performance.now() - sentAt;
    (first ? firstOnConnectionMs : queryMs).record(took);
    if (inFirstSecond(sentAt)) firstSecondQueryMs.record(took);
    if (took > SLOW_QUERY_MS && slowQueries.length < SLOW_QUERIES_KEPT) {
      slowQueries.push(`${ms(took)} ms ${queryText(config).replace(/\s+/g, ' ').slice(0, 90)}`);
    }
  };
  const timed =
    (answer) =>
    (...results) => {
      done();
      answer(...results);
    };
  // node-postgres takes (config, callback), (config, values, callback) or returns a promise.
  if (typeof values === 'function') return query.call(this, config, timed(values));
  if (typeof callback === 'function') return query.call(this, config, values, timed(callback));
  const result = query.call(this, config, values);
  result?.then?.(done, done);
  return result;
};

const gcPauseMs = durations();
let gcTotalMs = 0;
/** Full collections: their marking runs on V8's helper threads, beside the pauses timed here. */
let majorCollections = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    gcPauseMs.record(entry.duration);
    gcTotalMs += entry.duration;
    if (entry.detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR) majorCollections++;
  }
}).observe({ entryTypes: ['gc'] });

process.on('SIGUSR2', () => {
  writeFileSync(
    process.env.BENCH_LOOP_DELAY_FILE,
    JSON.stringify({
      loopDelay: summary({ histogram: loopDelay }, 1e-6),
      loopUtilization: ms(performance.eventLoopUtilization(utilizationSince).utilization * 100),
      punchesInServer: summary(punchMs),
      firstSecondPunchesInServer: summary(firstSecondPunchMs),
      poolWaits: summary(poolWaitMs),
      queries: summary(queryMs),
      firstOnConnection: summary(firstOnConnectionMs),
      firstSecondQueries: summary(firstSecondQueryMs),
      firstSecondMaxInFlight,
      slowQueries,
      gcPauses: { ...summary(gcPauseMs), totalMs: ms(gcTotalMs), majorCollections },
      heapUsedMegabytes: Math.round(process.memoryUsage().heapUsed / 1e6),
    }),
  );
  for (const { histogram } of [
    punchMs,
    firstSecondPunchMs,
    poolWaitMs,
    queryMs,
    firstOnConnectionMs,
    firstSecondQueryMs,
    gcPauseMs,
  ]) {
    histogram.reset();
  }
  loopDelay.reset();
  firstArrivalAt = undefined;
  firstSecondMaxInFlight = 0;
  utilizationSince = performance.eventLoopUtilization();
  slowQueries = [];
  gcTotalMs = 0;
  majorCollections = 0;
});
