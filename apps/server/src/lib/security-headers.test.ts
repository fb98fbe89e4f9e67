import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from './security-headers';

async function appWith(hsts: boolean) {
  const app = Fastify();
  registerSecurityHeaders(app, { contentSecurityPolicy: { directives: { scriptSrc: ["'self'"] } }, hsts });
  app.get('/plain', async () => ({ ok: true }));
  app.get('/own-policy', async (_request, reply) => {
    reply.header('content-security-policy', "default-src 'none'");
    return 'page';
  });
  await app.ready();
  return app;
}

describe('registerSecurityHeaders', () => {
  it("sets helmet's headers on every answer, a missing route's included, and a route's own policy wins", async () => {
    const app = await appWith(false);
    for (const url of ['/plain', '/missing', '/plain']) {
      const { headers } = await app.inject({ method: 'GET', url });
      expect(headers['content-security-policy']).toContain("script-src 'self'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(headers['strict-transport-security']).toBeUndefined();
    }
    const own = await app.inject({ method: 'GET', url: '/own-policy' });
    expect(own.headers['content-security-policy']).toBe("default-src 'none'");
    await app.close();
  });

  it('asks for HTTPS (HSTS) when told the origin is secure', async () => {
    const app = await appWith(true);
    const { headers } = await app.inject({ method: 'GET', url: '/plain' });
    expect(headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    await app.close();
  });
});
