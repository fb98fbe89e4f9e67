import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import type { PublicSiteConfig } from '../../config';
import { AppError } from '../../lib/app-error';

export interface SpaOptions {
  distDir: string;
  site: PublicSiteConfig;
}

const SITE_CONFIG_PLACEHOLDER = '<!--site-config-->';

/**
 * Serves the built React app: hashed assets cached forever (pre-compressed when the build made
 * .br/.gz files), and index.html for every other GET so a reload on /pricing works.
 * Unknown /api paths stay JSON 404s.
 */
export const spaRoutes: FastifyPluginAsync<SpaOptions> = async (app, { distDir, site }) => {
  const indexPath = join(distDir, 'index.html');
  const indexHtml = existsSync(indexPath) ? renderIndex(readFileSync(indexPath, 'utf8'), site) : undefined;

  if (indexHtml) {
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

  app.setNotFoundHandler((request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/');
    if (isPage && indexHtml) {
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
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
