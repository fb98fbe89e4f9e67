import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import type { PublicSiteConfig } from '../../config';
import { AppError } from '../../lib/app-error';
import { makeRoutesPublic } from '../../lib/route-access';
import { pickEncoding } from './compressed-html';
import { createPrerenderedPages } from './prerendered-pages';

export interface SpaOptions {
  distDir: string;
  /** The web build's server bundle, which renders the public pages; without it they are the empty shell. */
  ssrDir?: string;
  site: PublicSiteConfig;
}

const SITE_CONFIG_PLACEHOLDER = '<!--site-config-->';

/**
 * Serves the built React app: hashed assets cached forever (pre-compressed when the build made
 * .br/.gz files), the public pages rendered on the server, and index.html for every other GET so a
 * reload on /account works. Unknown /api paths stay JSON 404s.
 */
export const spaRoutes: FastifyPluginAsync<SpaOptions> = async (app, { distDir, ssrDir, site }) => {
  const indexPath = join(distDir, 'index.html');
  const indexHtml = existsSync(indexPath) ? renderIndex(readFileSync(indexPath, 'utf8'), site) : undefined;
  const prerendered = indexHtml
    ? await createPrerenderedPages({ ssrDir, shell: indexHtml, site, log: app.log })
    : undefined;

  if (indexHtml) {
    // The web app's files: @fastify/static takes no route config to say so.
    makeRoutesPublic(app);
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      wildcard: false,
      preCompressed: true,
      setHeaders(reply, path) {
        const hashed = path.startsWith(join(distDir, 'assets'));
        reply.header(
          'cache-control',
          hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  } else {
    app.log.warn({ distDir }, 'no built web app found: run `npm run build` to serve the pages');
  }

  app.setNotFoundHandler(async (request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/');
    if (isPage && indexHtml) {
      // Only the listed addresses: another query string (/pricing?canceled=true) renders in the browser.
      const rendered = await prerendered?.(request.url);
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
      if (!rendered) return reply.send(indexHtml);
      // The rendered pages are the largest documents and the first thing a phone on a slow link waits for.
      reply.header('vary', 'Accept-Encoding');
      const encoding = pickEncoding(request.headers['accept-encoding']);
      if (!encoding) return reply.send(rendered.identity);
      return reply.header('content-encoding', encoding).send(rendered[encoding]);
    }
    throw new AppError('NOT_FOUND', 404, 'Ressource introuvable.');
  });
};

/** Inlines the public details as a JSON data block (not a script CSP would have to allow). */
function renderIndex(html: string, site: PublicSiteConfig): string {
  const json = JSON.stringify(site).replaceAll('<', '\\u003c');
  return html.replace(
    SITE_CONFIG_PLACEHOLDER,
    `<script type="application/json" id="site-config">${json}</script>`,
  );
}
