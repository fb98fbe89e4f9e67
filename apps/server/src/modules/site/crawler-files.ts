import { PRIVATE_PATH_PREFIXES, PUBLIC_PAGES } from '@pointeo/domain/public-pages';

/** robots.txt: every crawler may read the public pages, none the account, the kiosk or the API. */
export function robotsTxt(baseUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATH_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${baseUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** sitemap.xml: the public pages with absolute addresses, as the sitemaps.org protocol requires. */
export function sitemapXml(baseUrl: string): string {
  const urls = PUBLIC_PAGES.map((path) => `  <url><loc>${escapeXml(baseUrl + path)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
