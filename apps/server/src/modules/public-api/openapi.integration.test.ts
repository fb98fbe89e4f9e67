import { readFile } from 'node:fs/promises';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schemaSource } from '../../../../../packages/api-client/src/generate';
import { buildTestApp, type TestApp } from '../../../test/helper';

/**
 * The public API's OpenAPI 3.1 document (decision 076): valid, with every /api/v1 route and no other,
 * served without a key; its reference page served from here; the typed client's types made from it.
 */
describe('the OpenAPI document of /api/v1', () => {
  let testApp: TestApp;
  const routes: { method: string; url: string }[] = [];
  beforeAll(async () => {
    testApp = await buildTestApp({
      onRoute: (route) => {
        for (const method of [route.method].flat()) routes.push({ method, url: route.url });
      },
    });
  });
  afterAll(() => testApp.close());

  const document = async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(response.statusCode).toBe(200);
    return response.json() as {
      openapi: string;
      paths: Record<string, Record<string, { security?: unknown[]; summary?: string }>>;
      components: { securitySchemes: Record<string, { type: string; scheme: string }> };
      security: unknown[];
    };
  };

  it('is a valid OpenAPI 3.1 document, served without a key', async () => {
    const openapi = await document();
    expect(openapi.openapi).toBe('3.1.0');
    const validator = new Validator();
    const result = await validator.validate(openapi as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('has every /api/v1 route, each with a French summary, and no other route of the app', async () => {
    const openapi = await document();
    const apiRoutes = routes.filter(({ method, url }) => url.startsWith('/api/v1/') && method !== 'HEAD');
    expect(apiRoutes.length).toBeGreaterThanOrEqual(17);
    for (const { method, url } of apiRoutes) {
      const path = url.replace(/:([a-z_]+)/g, '{$1}');
      const operation = openapi.paths[path]?.[method.toLowerCase()];
      expect(operation, `${method} ${url}`).toBeDefined();
      expect(operation?.summary, `${method} ${url}`).toMatch(/^[A-ZÉ]/);
    }
    const documented = Object.entries(openapi.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.length).toBe(apiRoutes.length);
    expect(Object.keys(openapi.paths).every((path) => path.startsWith('/api/v1/'))).toBe(true);
  });

  it('asks an API key in Authorization: Bearer, but for the document itself', async () => {
    const openapi = await document();
    expect(openapi.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(openapi.security).toEqual([{ apiKey: [] }]);
    expect(openapi.paths['/api/v1/openapi.json']?.get?.security).toEqual([]);
  });

  it('serves the reference page and its script from the app, allowed by the page’s own policy', async () => {
    const page = await testApp.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('/api/v1/openapi.json');
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(page.body).not.toMatch(/https:\/\/cdn/);
    const script = await testApp.app.inject({ method: 'GET', url: '/api/docs/js/scalar.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
    // Every other page keeps the app's policy: no inline script.
    const other = await testApp.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(String(other.headers['content-security-policy'])).not.toContain('sha256-');
    expect((await testApp.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBe(301);
  });

  it('is what the typed client was generated from: packages/api-client/src/schema.ts is up to date', async () => {
    const committed = await readFile(
      new URL('../../../../../packages/api-client/src/schema.ts', import.meta.url),
      'utf8',
    );
    expect(committed, 'run npm run api:client').toBe(await schemaSource(await document()));
  });
});
