import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SERVER_RENDERED_PAGES } from '@pointeo/domain/public-pages';
import type { FastifyBaseLogger } from 'fastify';
import type { PublicSiteConfig } from '../../config';
import { type CompressedHtml, compressHtml } from './compressed-html';

/** What the web build's server bundle (apps/web/src/prerender/render-page.tsx) exports. */
interface RenderedPage {
  head: string;
  body: string;
}
type RenderPage = (path: string, site: PublicSiteConfig) => Promise<RenderedPage>;

export const RENDER_ENTRY = 'render-page.js';
const ROOT_ELEMENT = '<div id="root"></div>';
const TITLE = /<title>[^<]*<\/title>/;

/**
 * The public pages and /login as HTML, rendered by the web app's own components with this server's public
 * details, so they paint before any script runs. Rendered once at start and again when the year
 * (in the footer) changes. A page that cannot be rendered is served as the empty shell, and logged.
 */
export async function createPrerenderedPages(options: {
  ssrDir: string | undefined;
  shell: string;
  site: PublicSiteConfig;
  log: FastifyBaseLogger;
}): Promise<(path: string) => Promise<CompressedHtml | undefined>> {
  const { ssrDir, shell, site, log } = options;
  const entry = ssrDir && join(ssrDir, RENDER_ENTRY);
  if (!entry || !existsSync(entry)) {
    log.warn({ ssrDir }, 'no server rendering bundle found: the public pages are served as the empty shell');
    return async () => undefined;
  }
  const { renderPage } = (await import(pathToFileURL(entry).href)) as { renderPage: RenderPage };
  const cache = new Map<string, { year: number; html: CompressedHtml | undefined }>();

  const render = async (path: string) => {
    try {
      const page = await renderPage(path, site);
      const html = shell
        .replace(TITLE, (title) => (page.head.includes('<title>') ? page.head : title + page.head))
        .replace(ROOT_ELEMENT, `<div id="root">${page.body}</div>`);
      return compressHtml(html);
    } catch (error) {
      log.error({ err: error, path }, 'rendering a public page failed: it is served as the empty shell');
      return undefined;
    }
  };

  const pageAt = async (path: string) => {
    const year = new Date().getFullYear();
    const cached = cache.get(path);
    if (cached?.year === year) return cached.html;
    const html = await render(path);
    cache.set(path, { year, html });
    return html;
  };

  for (const path of SERVER_RENDERED_PAGES) await pageAt(path);
  return async (path) => (SERVER_RENDERED_PAGES.includes(path) ? pageAt(path) : undefined);
}
