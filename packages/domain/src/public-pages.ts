import { SIGN_IN_FAILURE_PARAM, SIGN_IN_FAILURES } from './account-messages';

/**
 * The pages anyone may find: listed in /sitemap.xml and served as HTML rendered on the server, so they
 * paint before the script runs. No zod here: the home page's chunk may import this module.
 */
export const PUBLIC_PAGES = [
  '/',
  '/pricing',
  '/contact',
  '/legal',
  '/conditions',
  '/confidentialite',
  '/sous-traitance',
] as const;
export type PublicPage = (typeof PUBLIC_PAGES)[number];

/**
 * The addresses the server sends rendered: the public pages, and /login, bare or telling why its form,
 * posted before the page's script ran, failed. Any other address, query string included, is the shell.
 */
export const SERVER_RENDERED_PAGES: readonly string[] = [
  ...PUBLIC_PAGES,
  '/login',
  ...Object.keys(SIGN_IN_FAILURES).map((failure) => `/login?${SIGN_IN_FAILURE_PARAM}=${failure}`),
];

/** Pages of a signed-in company or a device, and the API: nothing for a search engine. */
export const PRIVATE_PATH_PREFIXES = [
  '/api/',
  '/account',
  '/pointage',
  '/moi',
  '/payment-success',
  '/reset-password',
  '/simulateur-paiement/',
] as const;
