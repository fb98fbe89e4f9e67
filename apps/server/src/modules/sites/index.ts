/** The face of the sites module: a company's workplaces (issue 29). */

export { sitesForExport } from './export-reads';
export {
  DEFAULT_SITE_NAME,
  everySiteInAlsaceMoselle,
  findPhoneClockingRules,
  findSiteOfCompany,
  firstLiveSiteId,
  insertDefaultSite,
  listCompanySites,
  listLiveEndsOfDay,
  listLiveSites,
  listSitesByCreation,
  liveSiteIdsAmong,
  liveSitesEndingAt,
  type PublicSiteRow,
  type SiteRow,
  shareLiveSite,
  siteEndOfDay,
  siteInAlsaceMoselle,
  siteIsLive,
  siteNameOf,
  siteShowsCode,
} from './repository';
export { workplaceRoutes } from './routes';
export { requireLiveSite } from './service';
export type { SiteUsageSources } from './usage-sources';
