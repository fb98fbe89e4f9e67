// Preloaded into the benched server (NODE_OPTIONS=--import): on SIGUSR2 it writes the event loop's
// delay since the previous signal to BENCH_LOOP_DELAY_FILE, so the bench can tell a blocked loop
// from time spent waiting on PostgreSQL. Nothing in the product reads it.
import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const histogram = monitorEventLoopDelay({ resolution: 10 });
histogram.enable();
process.on('SIGUSR2', () => {
  const ms = (ns) => Number((ns / 1e6).toFixed(1));
  writeFileSync(
    process.env.BENCH_LOOP_DELAY_FILE,
    JSON.stringify({
      p50: ms(histogram.percentile(50)),
      p99: ms(histogram.percentile(99)),
      max: ms(histogram.max),
    }),
  );
  histogram.reset();
});
