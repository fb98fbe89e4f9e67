import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper';

describe('robots.txt and sitemap.xml', () => {
  let testApp: TestApp;
  let distDir: string;

  beforeAll(async () => {
    // A built SPA beside them: every unknown GET answers its index.html, which these must not.
    distDir = mkdtempSync(join(tmpdir(), 'pointeo-dist-'));
    writeFileSync(
      join(distDir, 'index.html'),
      '<html><head><!--site-config--></head><body>SPA</body></html>',
    );
    testApp = await buildTestApp({ webDistDir: distDir, env: { BASE_URL: 'https://pointeo.example/' } });
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('answers a plain-text robots.txt that keeps crawlers out of the account, the kiosk and the API', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/account', '/api/', '/pointage', '/payment-success', '/reset-password']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain('Sitemap: https://pointeo.example/sitemap.xml');
    expect(response.body).not.toContain('SPA');
  });

  it('answers a sitemap listing the public pages with absolute addresses', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locations = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual([
      'https://pointeo.example/',
      'https://pointeo.example/pricing',
      'https://pointeo.example/contact',
      'https://pointeo.example/legal',
      'https://pointeo.example/conditions',
      'https://pointeo.example/confidentialite',
      'https://pointeo.example/sous-traitance',
    ]);
    expect(response.body).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
  });
});
