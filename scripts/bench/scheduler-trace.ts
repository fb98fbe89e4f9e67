import { spawn } from 'node:child_process';
import { join } from 'node:path';

/**
 * `BENCH_PERF_SCHED=<dir>`: each timed kiosk run is recorded by `perf sched record` into that folder,
 * stamped with CLOCK_MONOTONIC like the slow punches the bench prints, so
 * `perf sched timehist -i <file>` shows which thread held or waited for a CPU at that moment.
 * Returns the stop function, or nothing when the variable is unset.
 */
export function startSchedulerTrace(name: string): (() => Promise<string>) | undefined {
  const folder = process.env.BENCH_PERF_SCHED;
  if (!folder) return undefined;
  const file = join(folder, `${name}.data`);
  const perf = spawn('perf', ['sched', 'record', '--clockid', 'monotonic', '-o', file], {
    stdio: 'ignore',
  });
  return async () => {
    const exited = new Promise((resolve) => perf.once('exit', resolve));
    perf.kill('SIGINT');
    await exited;
    return file;
  };
}
