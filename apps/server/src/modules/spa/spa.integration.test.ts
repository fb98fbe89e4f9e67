import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper';

describe('serving the built web app', () => {
  let testApp: TestApp;
  let distDir: string;

  beforeAll(async () => {
    distDir = mkdtempSync(join(tmpdir(), 'pointeo-dist-'));
    mkdirSync(join(distDir, 'assets'));
    writeFileSync(join(distDir, 'index.html'), '<html><head><!--site-config--></head><body></body></html>');
    writeFileSync(join(distDir, 'assets', 'index-abc123.js'), 'console.log(1)');
    testApp = await buildTestApp({ webDistDir: distDir, env: { PUBLIC_CONTACT_PHONE: '01 02 03 04 05' } });
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('answers index.html on a reload of a client route, with the public details inlined', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/pricing' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<script type="application/json" id="site-config">');
    expect(response.body).toContain('01 02 03 04 05');
  });

  it('caches hashed assets for a year', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('keeps unknown API paths as JSON 404s in French', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Ressource introuvable.' } });
  });

  it('serves the public pages as the empty shell when there is no server-rendering bundle', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/' });
    expect(response.body).toContain('<body></body>');
  });

  it('sends security headers', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    // The kiosk's badge scan compiles its QR code reader's WebAssembly, from our origin (decision 067).
    expect(response.headers['content-security-policy']).toContain("script-src 'self' 'wasm-unsafe-eval'");
    expect(response.headers['permissions-policy']).toBeUndefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('serving the public pages rendered on the server', () => {
  let testApp: TestApp;
  let distDir: string;
  let ssrDir: string;

  beforeAll(async () => {
    distDir = mkdtempSync(join(tmpdir(), 'pointeo-dist-'));
    writeFileSync(
      join(distDir, 'index.html'),
      '<html><head><title>Pointeo</title><!--site-config--></head><body><div id="root"></div></body></html>',
    );
    // Stands in for the web build's bundle: it shows which path and which public details it was given.
    ssrDir = mkdtempSync(join(tmpdir(), 'pointeo-ssr-'));
    writeFileSync(
      join(ssrDir, 'render-page.js'),
      [
        'export async function renderPage(path, site) {',
        '  const text = ["Rendu", path, site.contactPhone].join(" ");',
        '  return { head: "<title>Page " + path + "</title>", body: "<h1>" + text + "</h1>" };',
        '}',
      ].join('\n'),
    );
    testApp = await buildTestApp({
      webDistDir: distDir,
      webSsrDir: ssrDir,
      env: { PUBLIC_CONTACT_PHONE: '01 02 03 04 05' },
    });
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(distDir, { recursive: true, force: true });
    rmSync(ssrDir, { recursive: true, force: true });
  });

  it.each(['/', '/pricing', '/contact', '/legal', '/login', '/login?echec=identifiants'])(
    'answers %s rendered with the public details, its title in the head and the details inlined',
    async (path) => {
      const response = await testApp.app.inject({ method: 'GET', url: path });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(`<head><title>Page ${path}</title>`);
      expect(response.body).toContain(`<div id="root"><h1>Rendu ${path} 01 02 03 04 05</h1></div>`);
      expect(response.body).toContain('<script type="application/json" id="site-config">');
    },
  );

  it('sends a rendered page compressed with brotli or gzip when the browser accepts it', async () => {
    const plain = (await testApp.app.inject({ method: 'GET', url: '/pricing' })).body;
    const decoders = { br: brotliDecompressSync, gzip: gunzipSync };
    for (const [accept, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip;q=0.5', 'gzip'],
    ] as const) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/pricing',
        headers: { 'accept-encoding': accept },
      });
      expect(response.headers['content-encoding'], accept).toBe(encoding);
      expect(response.headers.vary).toContain('Accept-Encoding');
      expect(decoders[encoding](response.rawPayload).toString('utf8')).toBe(plain);
    }
    const identity = await testApp.app.inject({
      method: 'GET',
      url: '/pricing',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(plain);
  });

  it('answers the empty shell for the other pages, and for other query strings', async () => {
    for (const url of [
      '/account',
      '/register',
      '/pricing?canceled=true',
      '/login?redirect=%2Faccount',
      '/login?echec=autre',
    ]) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.body, url).toContain('<title>Pointeo</title>');
      expect(response.body, url).toContain('<div id="root"></div>');
    }
  });
});
