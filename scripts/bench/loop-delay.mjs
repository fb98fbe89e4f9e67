// Preloaded into the benched server (NODE_OPTIONS=--import): on SIGUSR2 it writes, to
// BENCH_LOOP_DELAY_FILE, what happened since the previous signal: the event loop's delay, how long
// the server held each kiosk punch (from its request's arrival to the end of its answer), how long
// a request waited for a pooled PostgreSQL connection, and how long each query took from send to
// result. The bench sets those beside the latency its load generator saw, so a tail is placed: a
// blocked loop, an exhausted pool, slow queries, or outside the server. Nothing in the product
// reads it; the node-postgres it wraps is the one the server imports.
import { subscribe } from 'node:diagnostics_channel';
import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import pg from 'pg';

const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();

const PUNCH_PATH = '/api/kiosk/punches';
const arrivals = new WeakMap();
let punchMs = [];
subscribe('http.server.request.start', ({ request }) => {
  if (request.url === PUNCH_PATH) arrivals.set(request, performance.now());
});
subscribe('http.server.response.finish', ({ request }) => {
  const arrivedAt = arrivals.get(request);
  if (arrivedAt !== undefined) punchMs.push(performance.now() - arrivedAt);
});

let poolWaitMs = [];
const connect = pg.Pool.prototype.connect;
pg.Pool.prototype.connect = function timedConnect(callback) {
  const askedAt = performance.now();
  const acquired = () => poolWaitMs.push(performance.now() - askedAt);
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

const ms = (value) => Number(value.toFixed(1));

let queryMs = [];
/** Queries slower than this are named in the figures, with their first words. */
const SLOW_QUERY_MS = 50;
let slowQueries = [];
const queryText = (config) => (typeof config === 'string' ? config : (config?.text ?? ''));
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function timedQuery(config, values, callback) {
  const sentAt = performance.now();
  const done = () => {
    const took = performance.now() - sentAt;
    queryMs.push(took);
    if (took > SLOW_QUERY_MS) {
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

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const summary = (values) => {
  const sorted = values.sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: ms(percentile(sorted, 50)),
    p99: ms(percentile(sorted, 99)),
    max: ms(sorted.at(-1) ?? 0),
  };
};

process.on('SIGUSR2', () => {
  writeFileSync(
    process.env.BENCH_LOOP_DELAY_FILE,
    JSON.stringify({
      loopDelay: {
        p50: ms(loopDelay.percentile(50) / 1e6),
        p99: ms(loopDelay.percentile(99) / 1e6),
        max: ms(loopDelay.max / 1e6),
      },
      punchesInServer: summary(punchMs),
      poolWaits: summary(poolWaitMs),
      queries: summary(queryMs),
      slowQueries: slowQueries.slice(0, 20),
    }),
  );
  loopDelay.reset();
  punchMs = [];
  poolWaitMs = [];
  queryMs = [];
  slowQueries = [];
});
