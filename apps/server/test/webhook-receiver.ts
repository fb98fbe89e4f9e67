import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One POST the receiver got: its headers as sent and its raw body (what the signature covers). */
export interface ReceivedWebhook {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** The body parsed: `{ type, timestamp, data }`. */
  payload: { type: string; timestamp: string; data: Record<string, unknown> };
}

/** How the receiver answers: a status, or 'hang' (never answers, for the sender's timeout). */
export type ReceiverAnswer = number | 'hang';

/**
 * A real HTTP server on 127.0.0.1, as a customer's endpoint would be: it keeps every request and
 * answers what the test says (200 unless told otherwise).
 */
export async function startWebhookReceiver() {
  const received: ReceivedWebhook[] = [];
  const hanging = new Set<ServerResponse>();
  const waiters: { path: string; resolve: (webhook: ReceivedWebhook) => void }[] = [];
  let answer: ReceiverAnswer = 200;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const webhook = { path: request.url ?? '/', headers: request.headers, body, payload: JSON.parse(body) };
      received.push(webhook);
      for (const waiter of waiters.filter(({ path }) => path === webhook.path)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(webhook);
      }
      if (answer === 'hang') {
        hanging.add(response);
        return;
      }
      response.writeHead(answer, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: (path = '/webhooks') => `http://127.0.0.1:${port}${path}`,
    received,
    /** The payloads received on this path, in order. */
    on: (path: string) => received.filter((webhook) => webhook.path === path),
    /** The next POST on this path, whoever sends it (the test's timeout bounds the wait). */
    next: (path: string) => new Promise<ReceivedWebhook>((resolve) => waiters.push({ path, resolve })),
    answer(next: ReceiverAnswer) {
      answer = next;
    },
    clear() {
      received.length = 0;
    },
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
