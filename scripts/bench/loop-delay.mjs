// Preloaded into the benched server (NODE_OPTIONS=--import): on SIGUSR2 it writes, to
// BENCH_LOOP_DELAY_FILE, what happened since the previous signal: the event loop's delay, and how
// long the server held each kiosk punch (from its request's arrival to the end of its answer). The
// bench sets those beside the latency its load generator saw, so a tail is placed: a blocked loop,
// the server's own time (PostgreSQL included), or outside the server. Nothing in the product reads it.
import { subscribe } from 'node:diagnostics_channel';
import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

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

const ms = (value) => Number(value.toFixed(1));
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

process.on('SIGUSR2', () => {
  const held = punchMs.sort((a, b) => a - b);
  writeFileSync(
    process.env.BENCH_LOOP_DELAY_FILE,
    JSON.stringify({
      loopDelay: {
        p50: ms(loopDelay.percentile(50) / 1e6),
        p99: ms(loopDelay.percentile(99) / 1e6),
        max: ms(loopDelay.max / 1e6),
      },
      punchesInServer: {
        count: held.length,
        p50: ms(percentile(held, 50)),
        p99: ms(percentile(held, 99)),
        max: ms(held.at(-1) ?? 0),
      },
    }),
  );
  loopDelay.reset();
  punchMs = [];
});
