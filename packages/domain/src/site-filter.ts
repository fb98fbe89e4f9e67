import { z } from './zod';

/**
 * The lists' site filter (issue 29 item 2): `?siteId=` keeps the employees of one site. The server
 * intersects it with the sites of a member whose right reaches only theirs (decision 062).
 */
export const SITE_FILTER_MESSAGES = {
  badSite: 'Site inconnu',
} as const;

/** Spread into a list's query schema. */
export const siteFilterQuery = {
  siteId: z.uuid(SITE_FILTER_MESSAGES.badSite).optional(),
};

/** The query of a list that takes no other parameter. */
export const siteFilterQuerySchema = z.object(siteFilterQuery);
export type SiteFilterQuery = z.output<typeof siteFilterQuerySchema>;
