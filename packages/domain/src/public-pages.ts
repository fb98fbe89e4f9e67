/**
 * The pages anyone may find: listed in /sitemap.xml and served as HTML rendered on the server, so they
 * paint before the script runs. No zod here: the home page's chunk may import this module.
 */
export const PUBLIC_PAGES = ['/', '/pricing', '/contact', '/legal'] as const;
export type PublicPage = (typeof PUBLIC_PAGES)[number];

/** Pages of a signed-in company or a device, and the API: nothing for a search engine. */
export const PRIVATE_PATH_PREFIXES = [
  '/api/',
  '/account',
  '/pointage',
  '/payment-success',
  '/reset-password',
  '/simulateur-paiement/',
] as const;
