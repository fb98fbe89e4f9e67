import { publicSiteConfigSchema } from '@pointeo/domain/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PublicSiteConfig } from '../../config';

/** The public details the pages show (contact, legal notice); read by the SPA when they are not inlined. */
export const siteRoutes: FastifyPluginAsyncZod<{ site: PublicSiteConfig }> = async (app, { site }) => {
  app.get('/api/site', { schema: { response: { 200: publicSiteConfigSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return site;
  });
};
