import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './schema';

/**
 * The typed client of Pointeo's public API (/api/v1, issue 31, decision 076): openapi-fetch over the
 * types openapi-typescript generated from the API's OpenAPI document (`src/schema.ts`, made by
 * `npm run api:client`; a test fails when it differs from the server's document).
 *
 *   const pointeo = createPointeoClient({ baseUrl: 'https://pointeo.fr', apiKey: 'pto_live_…' });
 *   const { data, error } = await pointeo.GET('/api/v1/employees', { params: { query: { limit: 100 } } });
 *
 * `error` is an RFC 9457 problem (`components['schemas']['Problem']`), in French.
 */
export interface PointeoClientOptions {
  /** The site's address, without /api/v1 (https://pointeo.fr). */
  baseUrl: string;
  /** A key of 'Développeurs' ('pto_live_…'), sent as `Authorization: Bearer`. */
  apiKey: string;
  /** Another fetch (a test's, a proxy's); the global one otherwise. */
  fetch?: typeof globalThis.fetch;
}

export type PointeoClient = Client<paths>;

export function createPointeoClient({ baseUrl, apiKey, fetch }: PointeoClientOptions): PointeoClient {
  return createClient<paths>({
    baseUrl,
    headers: { authorization: `Bearer ${apiKey}` },
    ...(fetch && { fetch }),
  });
}

export type { components, operations, paths } from './schema';
