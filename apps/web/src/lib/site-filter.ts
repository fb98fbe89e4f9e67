import { useSearchParams } from 'react-router';
import { useSites } from './sites';

/** The address's parameter of the chosen site, kept as the manager moves from section to section. */
export const SITE_PARAM = 'site';

/**
 * The lists' site filter (issue 29 item 2), kept in the address (`site=<id>`) like the Temps tab's
 * week, so a reload or a shared link show the same site. Only with two sites or more; an id that is
 * not one of the sites shown (unknown, archived, another's) means every site.
 */
export function useSiteFilter() {
  const [params, setParams] = useSearchParams();
  const query = useSites();
  const sites = query.data?.sites ?? [];
  const wanted = params.get(SITE_PARAM);
  const siteId = sites.length > 1 && sites.some((site) => site.id === wanted) ? wanted : null;
  // A site in the address is known once the sites are (or failed to load: every site then).
  const ready = !wanted || !query.isPending;

  const setSiteId = (next: string | null) => {
    const search = new URLSearchParams(params);
    if (next) search.set(SITE_PARAM, next);
    else search.delete(SITE_PARAM);
    setParams(search, { replace: true });
  };

  return { sites, siteId, ready, setSiteId };
}

/** The chosen site's id for a request (a download, a run), or null for every site. */
export const useSiteId = () => useSiteFilter().siteId;

/**
 * A list query's site: its id for the request and the key, and `enabled` false while a site in the
 * address is not known yet, so a reload asks once, for that site, rather than every site first.
 */
export function useListSite() {
  const { siteId, ready } = useSiteFilter();
  return { siteId, enabled: ready };
}

/** `path` with the list's `siteId=` added when a site is chosen (the server's `siteFilterQuery`). */
export function withSiteId(path: string, siteId: string | null) {
  if (!siteId) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${new URLSearchParams({ siteId })}`;
}
