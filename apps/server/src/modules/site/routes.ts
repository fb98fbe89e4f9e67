import { publicSiteConfigSchema } from '@pointeo/domain/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PublicSiteConfig } from '../../config';
import { robotsTxt, sitemapXml } from './crawler-files';

export interface SiteOptions {
  site: PublicSiteConfig;
  /** The public address: the sitemap's links are absolute. */
  baseUrl: string;
}

/**
 * The public details the pages show (contact, legal notice), read by the SPA when they are not
 * inlined; and the two files crawlers ask for, which must not fall through to the SPA.
 */
export const siteRoutes: FastifyPluginAsyncZod<SiteOptions> = async (app, { site, baseUrl }) => {
  const open = { config: { access: 'public' } } as const;
  app.get(
    '/api/site',
    { ...open, schema: { response: { 200: publicSiteConfigSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return site;
    },
  );

  const robots = robotsTxt(baseUrl);
  app.get('/robots.txt', open, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots),
  );

  const sitemap = sitemapXml(baseUrl);
  app.get('/sitemap.xml', open, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(sitemap),
  );
};
