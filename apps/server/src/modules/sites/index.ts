/** The face of the sites module: a company's workplaces (issue 29). */
export {
  DEFAULT_SITE_NAME,
  everySiteInAlsaceMoselle,
  firstLiveSiteId,
  insertDefaultSite,
  listCompanySites,
  listLiveSites,
  type SiteRow,
  siteInAlsaceMoselle,
} from './repository';
