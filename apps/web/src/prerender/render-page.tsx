import type { PublicSiteConfig } from '@pointeo/domain/site';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createMemoryRouter } from 'react-router';
import { App, createQueryClient } from '../app/app';
import { resolveLazyRoutes } from '../app/resolve-lazy-routes';
import { routes } from '../app/router';
import { SITE_CONFIG_QUERY_KEY } from '../lib/query-keys';

/**
 * The HTML of one page as a signed-out visitor first sees it, with the server's public details: the
 * server puts it in index.html's root, and the browser hydrates it (decision record 018). The tree is
 * main.tsx's, with a memory router at `path` instead of the browser's.
 */
export async function renderPage(path: string, site: PublicSiteConfig): Promise<RenderedPage> {
  await resolveLazyRoutes(routes, path);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createQueryClient(router);
  queryClient.setQueryData(SITE_CONFIG_QUERY_KEY, site);
  const { prelude } = await prerender(
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>,
  );
  return splitHoisted(await new Response(prelude).text());
}

export interface RenderedPage {
  /** The page's <title> and other head elements React hoists: they belong in <head>. */
  head: string;
  /** What goes inside the root element. */
  body: string;
}

/** React puts the elements it hoists to <head> first when it renders a tree without <html>. */
const LEADING_HEAD_ELEMENTS = /^(?:<title>[^<]*<\/title>|<meta [^>]*>|<link [^>]*>)*/;

function splitHoisted(html: string): RenderedPage {
  const head = LEADING_HEAD_ELEMENTS.exec(html)?.[0] ?? '';
  return { head, body: html.slice(head.length) };
}
