import autocannon from 'autocannon';

export interface HttpTarget {
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

export interface HttpResult {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p97_5Ms: number;
  p99Ms: number;
  errors: number;
}

export const HTTP_BENCH_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

/** 10 connections load the server; 1 shows the latency one person's request meets on its own. */
export async function measure(
  target: HttpTarget,
  connections = 10,
  { warmupSeconds = 0 }: { warmupSeconds?: number } = {},
): Promise<HttpResult> {
  const result = await autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    ...(target.headers && { headers: target.headers }),
    ...(target.body && { body: target.body }),
    connections,
    duration: HTTP_BENCH_SECONDS,
    // The same load first, not counted: the list measured first is otherwise measured colder.
    ...(warmupSeconds > 0 && { warmup: { connections, duration: warmupSeconds } }),
  });
  return {
    name: target.name,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p97_5Ms: result.latency.p97_5,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

export function printHttpTable(baseline: HttpResult, results: HttpResult[]): void {
  const rows = [baseline, ...results].map((row) => ({
    route: row.name,
    'req/s': Math.round(row.requestsPerSecond),
    'p50 ms': row.p50Ms,
    'p99 ms': row.p99Ms,
    'vs bare Fastify': `${((row.requestsPerSecond / baseline.requestsPerSecond) * 100).toFixed(0)} %`,
    errors: row.errors,
  }));
  console.table(rows);
}
