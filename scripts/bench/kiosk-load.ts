import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { punchResultSchema } from '@pointeo/domain/clock';

/**
 * The kiosks' load generator, in its own process so its CPU does not count as the server's and the
 * server's does not slow the clock that times it. Reads its job from BENCH_KIOSK_JOB (JSON), prints
 * its result (JSON) on stdout.
 */
export interface KioskLoadJob {
  appUrl: string;
  cookies: string[];
  intervalMs: number;
  warmUpMs: number;
  seconds: number;
  /** Signalled when the warm-up ends, so the server's own figures cover the timed punches only. */
  serverPid: number;
}

export interface KioskLoadResult {
  accepted: number;
  arrivals: number;
  timedSeconds: number;
  /** Sorted latencies of the punches sent after the warm-up, in ms. */
  latencies: number[];
  /** Those of the punches sent in the timed part's first second (a rush's first second). */
  firstSecondLatencies: number[];
  /** This process's own CPU time over the run, in ms. */
  cpuMs: number;
  /**
   * This process's event-loop delay over the timed part (ms): a punch answered while the loop was
   * held is timed late, so a tail seen here is the load generator's, not the server's.
   */
  loopDelay: { p99: number; max: number };
  /**
   * The punches over 50 ms: how many, the first one's sending and the last one's answer, in seconds
   * of CLOCK_MONOTONIC (the clock of `perf --clockid monotonic`, scripts/bench/scheduler-trace.ts).
   */
  slowPunchWindow?: { count: number; firstSentSeconds: number; lastAnsweredSeconds: number };
}

/**
 * A new load generator runs its HTTP client's code cold: timed so, the rush's first second measured
 * the generator compiling fetch, not the server (issue 34: first-second p99 at the client 120–340 ms
 * for 70–150 ms in the server). It warms that code on a server of its own, answering as a punch
 * would, so the server under test sees nothing before the timed part.
 */
async function warmUpOwnClient(origin: string) {
  const own = createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ kind: 'in', firstName: 'A', punchedAt: new Date().toISOString() }));
  });
  await new Promise<void>((listening) => own.listen(0, '127.0.0.1', listening));
  const { port } = own.address() as AddressInfo;
  const punchLike = async () => {
    const response = await fetch(`http://127.0.0.1:${port}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ id: randomUUID(), pin: '000000', punchedAt: new Date().toISOString() }),
    });
    await response.json();
  };
  for (let round = 0; round < 10; round++) await Promise.all(Array.from({ length: 50 }, punchLike));
  await new Promise((closed) => own.close(closed));
}

async function run(job: KioskLoadJob): Promise<KioskLoadResult> {
  const origin = new URL(job.appUrl).origin;
  // A process's first fetch loads and compiles Node's HTTP client (undici): a tablet's browser has
  // long done so; the load generator does it before its clock starts, not in the first punch's time.
  await fetch(`${job.appUrl}/api/health`);
  await warmUpOwnClient(origin);
  const latencies: number[] = [];
  const firstSecondLatencies: number[] = [];
  let accepted = 0;
  let arrivals = 0;
  // The timed part ends with its last answer, not with the kiosks' last wait for a next punch.
  let lastAnsweredAt = 0;
  const cpuBefore = process.cpuUsage();
  const deadline = Date.now() + job.warmUpMs + job.seconds * 1000;
  const timedFrom = performance.now() + job.warmUpMs;
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  setTimeout(() => {
    process.kill(job.serverPid, 'SIGUSR2');
    loopDelay.enable();
  }, job.warmUpMs);
  let slowPunchWindow: KioskLoadResult['slowPunchWindow'];
  const monotonicSeconds = (nanoseconds: bigint) => Number(nanoseconds / 1000n) / 1e6;
  const punchOnce = async (cookie: string, pin: string) => {
    const sentAt = performance.now();
    const sentNanoseconds = process.hrtime.bigint();
    const response = await fetch(`${job.appUrl}/api/kiosk/punches`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, origin },
      body: JSON.stringify({ id: randomUUID(), pin, punchedAt: new Date().toISOString() }),
    });
    if (response.status !== 200) throw new Error(`punch refused: ${await response.text()}`);
    const { kind } = punchResultSchema.parse(await response.json());
    accepted++;
    if (sentAt >= timedFrom) {
      lastAnsweredAt = performance.now();
      latencies.push(lastAnsweredAt - sentAt);
      if (sentAt < timedFrom + 1000) firstSecondLatencies.push(lastAnsweredAt - sentAt);
      if (lastAnsweredAt - sentAt > 50) {
        const sentSeconds = monotonicSeconds(sentNanoseconds);
        const answeredSeconds = monotonicSeconds(process.hrtime.bigint());
        slowPunchWindow = {
          count: (slowPunchWindow?.count ?? 0) + 1,
          firstSentSeconds: Math.min(slowPunchWindow?.firstSentSeconds ?? sentSeconds, sentSeconds),
          lastAnsweredSeconds: answeredSeconds,
        };
      }
    }
    if (kind === 'in') arrivals++;
  };
  await Promise.all(
    job.cookies.map(async (cookie, index) => {
      const pin = String(index + 1).padStart(6, '0');
      // Kiosks start spread over one interval, as people do not all type at the same millisecond.
      await new Promise((resolve) => setTimeout(resolve, (index / job.cookies.length) * job.intervalMs));
      const inFlight: Promise<void>[] = [];
      // One employee per kiosk: wait for the previous punch so in/out alternate as a person's would.
      let previous: Promise<void> = Promise.resolve();
      while (Date.now() < deadline) {
        previous = previous.then(() => punchOnce(cookie, pin));
        inFlight.push(previous);
        await new Promise((resolve) => setTimeout(resolve, job.intervalMs));
      }
      await Promise.all(inFlight);
    }),
  );
  const timedSeconds = (lastAnsweredAt - timedFrom) / 1000;
  loopDelay.disable();
  const cpu = process.cpuUsage(cpuBefore);
  return {
    accepted,
    arrivals,
    timedSeconds,
    latencies: latencies.sort((a, b) => a - b),
    firstSecondLatencies: firstSecondLatencies.sort((a, b) => a - b),
    cpuMs: (cpu.user + cpu.system) / 1000,
    loopDelay: { p99: loopDelay.percentile(99) / 1e6, max: loopDelay.max / 1e6 },
    slowPunchWindow,
  };
}

run(JSON.parse(process.env.BENCH_KIOSK_JOB ?? '{}') as KioskLoadJob).then(
  (result) => process.stdout.write(JSON.stringify(result)),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
