import type { PublicSiteConfig } from '@pointeo/domain/site';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api';
import { SITE_CONFIG_QUERY_KEY } from './query-keys';

/** The server inlines the public details into index.html; the dev server does not, so fall back to the API. */
function readInlinedSiteConfig(): PublicSiteConfig | undefined {
  const element = typeof document === 'undefined' ? null : document.getElementById('site-config');
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as PublicSiteConfig;
  } catch {
    return undefined;
  }
}

const inlined = readInlinedSiteConfig();

/** A loader: the footer of every page reads it, and zod must stay out of the home page's chunk. */
const siteConfigSchema = () => import('@pointeo/domain/site').then((module) => module.publicSiteConfigSchema);

export function useSiteConfig(): PublicSiteConfig | undefined {
  const { data } = useQuery({
    queryKey: SITE_CONFIG_QUERY_KEY,
    queryFn: () => apiRequest('/api/site', siteConfigSchema),
    enabled: !inlined,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return inlined ?? data;
}
