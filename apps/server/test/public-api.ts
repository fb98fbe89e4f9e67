import type { AddressInfo } from 'node:net';
import { createPointeoClient, type PointeoClient } from '@pointeo/api-client';
import type { FastifyInstance } from 'fastify';

/**
 * The public API's tests call the server as a customer's code does (decision 076): through the typed
 * client of packages/api-client, over HTTP, the app listening on 127.0.0.1 on a free port.
 */
export async function listenForClients(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

export function clientOf(baseUrl: string, apiKey: string): PointeoClient {
  return createPointeoClient({ baseUrl, apiKey });
}

export { bearer, errorCodeOf, issueApiKey, usePremium } from './api-keys';
