import type { Site } from '@pointeo/domain/sites';
import type { mockApi } from './render-page';

/** Two sites of the company, for the screens that show or filter by site (issue 29). */
export const MAIN_SITE: Site = {
  id: '00000000-0000-4000-8000-0000000000a1',
  name: 'Site principal',
  address: null,
  postalCode: null,
  city: null,
  departement: '69',
  endOfDay: null,
  siteCode: false,
  phoneClocking: false,
  checkPosition: false,
  latitude: null,
  longitude: null,
  radiusM: 200,
  positionJustification: null,
  employeeCount: 2,
  kioskCount: 1,
};
export const WAREHOUSE: Site = { ...MAIN_SITE, id: '00000000-0000-4000-8000-0000000000a2', name: 'Entrepôt' };

/** GET /api/sites answering these sites, to spread into `mockApi`'s answers. */
export const sitesAnswer = (sites: Site[]) => ({
  'GET /api/sites': { body: { plan: 'Standard', siteLimit: null, sites } },
});

/** The addresses asked of `pathname` (any method), query string included, in order. */
export const requestsTo = (fetchMock: ReturnType<typeof mockApi>, pathname: string) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === pathname);

/** The `siteId` of each request to `pathname`, null when it had none. */
export const siteIdsAsked = (fetchMock: ReturnType<typeof mockApi>, pathname: string) =>
  requestsTo(fetchMock, pathname).map((url) => url.searchParams.get('siteId'));
