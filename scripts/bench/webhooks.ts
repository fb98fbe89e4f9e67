import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { registerBenchCompany } from './employees';
import { percentile } from './kiosks';

/**
 * Webhook fan-out (issue 31 item 6, decision 077): 1,000 events delivered to a local receiver, the
 * server on PostgreSQL as production runs it (WEBHOOK_ALLOW_PRIVATE_ADDRESSES on, so it may POST to
 * 127.0.0.1). Two ways the events come:
 * - live: 1,000 employees added through the API, 10 at a time; each answer nudges the deliveries;
 * - backlog: 1,000 events written at once straight into the outbox (no request, so no nudge): the
 *   periodic job finds them, as after a restart or an outage of the receiver.
 * The delay is from the event's `timestamp` (its fact's commit time, the server's clock) to the
 * receiver reading the POST; throughput is events delivered a second, first event to last delivery.
 */

export const WEBHOOK_EVENTS = Number(process.env.BENCH_WEBHOOK_EVENTS ?? 1_000);
const CONNECTIONS = 10;

export interface WebhookPhaseResult {
  phase: string;
  events: number;
  seconds: number;
  perSecond: number;
  /** Deliveries a second from the first one received to the last: the dispatcher's own pace. */
  drainPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

async function startReceiver() {
  const delays: number[] = [];
  let firstAt = 0;
  let lastAt = 0;
  let waiting: { count: number; resolve: () => void } | undefined;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const now = Date.now();
      const { timestamp } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { timestamp: string };
      delays.push(now - Date.parse(timestamp));
      if (delays.length === 1) firstAt = now;
      lastAt = now;
      response.writeHead(204).end();
      if (waiting && delays.length >= waiting.count) waiting.resolve();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks`,
    delays,
    firstAt: () => firstAt,
    lastAt: () => lastAt,
    reset() {
      delays.length = 0;
    },
    received(count: number, timeoutMs: number) {
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`${delays.length} of ${count} webhooks received`)),
          timeoutMs,
        );
        waiting = {
          count,
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
        };
        if (delays.length >= count) waiting.resolve();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function summary(
  phase: string,
  delays: number[],
  startedAt: number,
  received: { firstAt: () => number; lastAt: () => number },
): WebhookPhaseResult {
  const sorted = [...delays].sort((a, b) => a - b);
  const seconds = (received.lastAt() - startedAt) / 1000;
  return {
    phase,
    events: delays.length,
    seconds: Number(seconds.toFixed(2)),
    perSecond: Math.round(delays.length / seconds),
    drainPerSecond: Math.round(
      (delays.length - 1) / Math.max((received.lastAt() - received.firstAt()) / 1000, 0.001),
    ),
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    maxMs: sorted.at(-1) ?? 0,
  };
}

export async function benchWebhooks(appUrl: string, databaseUrl: string): Promise<WebhookPhaseResult[]> {
  const receiver = await startReceiver();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { cookie, companyId } = await registerBenchCompany(appUrl, {
      name: 'Crochets SAS',
      siret: '44306184100047',
      email: 'webhooks@exemple.fr',
    });
    await client.query(`update entreprises set abonnement = 'Premium' where id = $1`, [companyId]);
    const created = await fetch(`${appUrl}/api/developers/webhooks`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', origin: appUrl },
      body: JSON.stringify({ url: receiver.url, events: ['employee.created', 'employee.updated'] }),
    });
    if (created.status !== 201) throw new Error(`endpoint refused: ${await created.text()}`);
    const endpointId = ((await created.json()) as { endpoint: { id: string } }).endpoint.id;

    // Live: the employees added through the API, CONNECTIONS at a time.
    const liveStart = Date.now();
    let next = 0;
    const adder = async () => {
      while (next < WEBHOOK_EVENTS) {
        next += 1;
        const response = await fetch(`${appUrl}/api/employees`, {
          method: 'POST',
          headers: { cookie, 'content-type': 'application/json', origin: appUrl },
          body: JSON.stringify({ firstName: `Crochet ${next}`, lastName: 'Bench' }),
        });
        if (response.status !== 201) throw new Error(`employee refused: ${await response.text()}`);
      }
    };
    await Promise.all(Array.from({ length: CONNECTIONS }, adder));
    await receiver.received(WEBHOOK_EVENTS, 120_000);
    const live = summary('live (1,000 employees added, 10 at a time)', receiver.delays, liveStart, receiver);

    // Backlog: written at once, found by the periodic job.
    receiver.reset();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const backlogStart = Date.now();
    await client.query(
      `with event as (
         insert into webhook_events (id, company_id, type, data, created_at)
         select 'msg_' || replace(gen_random_uuid()::text, '-', ''), $1, 'employee.updated',
           jsonb_build_object('index', i), now()
         from generate_series(1, $3::int) i
         returning id, created_at)
       insert into webhook_deliveries (company_id, event_id, endpoint_id, next_attempt_at, give_up_at, created_at)
       select $1, event.id, $2, event.created_at, event.created_at + interval '24 hours', event.created_at
       from event`,
      [companyId, endpointId, WEBHOOK_EVENTS],
    );
    await receiver.received(WEBHOOK_EVENTS, 120_000);
    const backlog = summary(
      'backlog (1,000 events at once, periodic job)',
      receiver.delays,
      backlogStart,
      receiver,
    );
    return [live, backlog];
  } finally {
    await client.end();
    await receiver.close();
  }
}

export function printWebhookResults(results: WebhookPhaseResult[]) {
  console.log('\nWebhook fan-out to a local receiver (PostgreSQL, one endpoint):');
  console.table(
    results.map((result) => ({
      phase: result.phase,
      events: result.events,
      's (first event to last delivery)': result.seconds,
      'events/s': result.perSecond,
      'events/s, first to last delivery': result.drainPerSecond,
      'delay p50 ms': result.p50Ms,
      'delay p99 ms': result.p99Ms,
      'delay max ms': result.maxMs,
    })),
  );
}
