import { ALSACE_MOSELLE_DEPARTEMENTS } from '@pointeo/domain/hours-rules';
import {
  type AnyColumn,
  and,
  asc,
  eq,
  inArray,
  isNotNull,
  isNull,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sites } from '../../db/schema/sites';
import { afterPosition, type KeysetPage, positionText, withPositions } from '../../lib/keyset';

export type SiteRow = typeof sites.$inferSelect;

/** The name of the site made at sign-up and by migration 0037. */
export const DEFAULT_SITE_NAME = 'Site principal';

/** The company's default site, made in the sign-up transaction from the company's address. */
export async function insertDefaultSite(
  db: Executor,
  site: {
    companyId: string;
    address?: string | null;
    postalCode?: string | null;
    city?: string | null;
    departement?: string | null;
  },
): Promise<SiteRow> {
  const [row] = await db
    .insert(sites)
    .values({ name: DEFAULT_SITE_NAME, ...site })
    .returning();
  return row!;
}

/**
 * The company's first live site as a scalar sub-select, for the rows that are written without a
 * site (an employee, a kiosk or a pairing code made without choosing one): no extra round trip.
 */
export function firstLiveSiteId(companyId: string | SQL): SQL<string> {
  return sql<string>`(select ${sites.id} from ${sites} where ${sites.companyId} = ${companyId} and ${sites.archivedAt} is null order by ${sites.createdAt}, ${sites.id} limit 1)`;
}

/** Whether the site is not archived, as a SQL piece for the statement that reads or claims with it. */
export function siteIsLive(siteId: AnyColumn | SQL): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${sites} as live_site where live_site.id = ${siteId} and live_site.archived_at is null)`;
}

const ALSACE_MOSELLE_LIST = sql.raw(ALSACE_MOSELLE_DEPARTEMENTS.map((code) => `'${code}'`).join(', '));

/**
 * Whether the site is in Moselle, Bas-Rhin or Haut-Rhin, as a SQL piece for the rows that read an
 * employee's holiday calendar with them (issue 29 item 7): no extra round trip.
 */
export function siteInAlsaceMoselle(siteId: AnyColumn | SQL): SQL<boolean> {
  // An alias of its own: in a one-table select Drizzle names columns bare, and "id" would be ambiguous.
  return sql<boolean>`exists (select 1 from ${sites} as holiday_site where holiday_site.id = ${siteId} and holiday_site.departement in (${ALSACE_MOSELLE_LIST}))`;
}

/**
 * Whether every live site of the company is in Alsace-Moselle: the calendar of what shows the whole
 * company's days (the Temps week's header, the planning's), each employee's figures reading their own.
 */
export async function everySiteInAlsaceMoselle(db: Executor, companyId: string): Promise<boolean> {
  const [row] = await db
    .select({ every: sql<boolean>`coalesce(bool_and(${siteInAlsaceMoselle(sites.id)}), false)` })
    .from(sites)
    .where(and(eq(sites.companyId, companyId), isNull(sites.archivedAt)));
  return row?.every ?? false;
}

/** Every site of the company, archived ones too (a past month's employees may be on one), oldest first. */
export function listCompanySites(db: Executor, companyId: string) {
  return db
    .select({ id: sites.id, name: sites.name })
    .from(sites)
    .where(eq(sites.companyId, companyId))
    .orderBy(asc(sites.createdAt), asc(sites.id));
}

/** The name of the site a row points at, as a scalar sub-select beside that row. */
export function siteNameOf(companyId: SQLWrapper, siteId: SQLWrapper): SQL<string> {
  return sql<string>`(select ${sites.name} from ${sites} where ${sites.companyId} = ${companyId} and ${sites.id} = ${siteId})`;
}

/** The company's live sites, oldest first. */
export function listLiveSites(db: Executor, companyId: string) {
  return db
    .select()
    .from(sites)
    .where(and(eq(sites.companyId, companyId), isNull(sites.archivedAt)))
    .orderBy(asc(sites.createdAt), asc(sites.id));
}

export type SiteFields = Pick<
  SiteRow,
  | 'name'
  | 'address'
  | 'postalCode'
  | 'city'
  | 'departement'
  | 'endOfDay'
  | 'phoneClocking'
  | 'checkPosition'
  | 'latitude'
  | 'longitude'
  | 'radiusM'
  | 'positionJustification'
> & { siteCode?: boolean | undefined };

/**
 * A live site's phone clocking rules (decision 069), for a punch made on a phone: whether it is
 * allowed, and the zone a position is compared with when it is checked. Undefined: no such live site
 * of the company.
 */
export async function findPhoneClockingRules(db: Executor, companyId: string, siteId: string) {
  const [row] = await db
    .select({
      phoneClocking: sites.phoneClocking,
      checkPosition: sites.checkPosition,
      latitude: sites.latitude,
      longitude: sites.longitude,
      radiusM: sites.radiusM,
    })
    .from(sites)
    .where(liveSite(companyId, siteId));
  return row;
}

/**
 * The distinct 'Fin de journée habituelle' of every company's live sites (decision 068): the reminder
 * job asks which of these days have ended, then reads the entries of the sites ending then.
 */
export async function listLiveEndsOfDay(db: Executor): Promise<string[]> {
  const rows = await db
    .select({ endOfDay: sites.endOfDay })
    .from(sites)
    .where(and(isNull(sites.archivedAt), isNotNull(sites.endOfDay)))
    .groupBy(sites.endOfDay)
    .orderBy(asc(sites.endOfDay));
  return rows.map((row) => row.endOfDay!);
}

/** The live sites whose day ends at `endOfDay`, as a sub-select for the statement that reads with it. */
export function liveSitesEndingAt(endOfDay: string): SQL<string> {
  return sql<string>`(select ending_site.id from ${sites} as ending_site where ending_site.end_of_day = ${endOfDay} and ending_site.archived_at is null)`;
}

/** The site's 'Fin de journée habituelle' ('HH:MM' or null) as a scalar sub-select beside a row. */
export function siteEndOfDay(siteId: AnyColumn | SQL): SQL<string | null> {
  return sql<
    string | null
  >`(select end_site.end_of_day from ${sites} as end_site where end_site.id = ${siteId} and end_site.archived_at is null)`;
}

/**
 * Whether the site is live and shows its QR code («Code QR du site», decision 070), as a scalar
 * sub-select beside the row that points at it (a kiosk's).
 */
export function siteShowsCode(siteId: AnyColumn | SQL): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${sites} as code_site where code_site.id = ${siteId} and code_site.archived_at is null and code_site.site_code)`;
}

/** The unique index that keeps live names apart within a company (case-insensitive). */
export const LIVE_NAME_INDEX = 'sites_company_live_name_key';

const liveSite = (companyId: string, siteId: string) =>
  and(eq(sites.companyId, companyId), eq(sites.id, siteId), isNull(sites.archivedAt));

export async function insertSite(db: Executor, companyId: string, fields: SiteFields): Promise<SiteRow> {
  const [row] = await db
    .insert(sites)
    .values({ companyId, ...fields })
    .returning();
  return row!;
}

export async function updateLiveSite(
  db: Executor,
  companyId: string,
  siteId: string,
  fields: SiteFields,
): Promise<SiteRow | undefined> {
  const [row] = await db.update(sites).set(fields).where(liveSite(companyId, siteId)).returning();
  return row;
}

/** The company's live site, if it is one (another company's or an archived one is not). */
export async function findLiveSite(db: Executor, companyId: string, siteId: string) {
  const [row] = await db.select().from(sites).where(liveSite(companyId, siteId));
  return row;
}

/**
 * The company's live site, if it is one, locked FOR SHARE until the transaction ends, for a row
 * about to point at it (an employee, a kiosk, a pairing code). An archive locks the company's live
 * sites FOR UPDATE first (lockLiveSites): the two wait for each other, so a row is never given a site
 * being archived (the waiting reader sees it archived and finds no live site), and an archive never
 * misses a row given meanwhile.
 */
export async function shareLiveSite(
  db: Executor,
  companyId: string,
  siteId: string,
): Promise<SiteRow | undefined> {
  const [row] = await db.select().from(sites).where(liveSite(companyId, siteId)).for('share');
  return row;
}

/**
 * The company's live sites locked FOR UPDATE until the transaction ends, in one order: two archives
 * at once cannot both leave the company without a site.
 */
export function lockLiveSites(db: Executor, companyId: string) {
  return listLiveSites(db, companyId).for('update');
}

export async function archiveLiveSite(db: Executor, companyId: string, siteId: string, at: Date) {
  await db.update(sites).set({ archivedAt: at }).where(liveSite(companyId, siteId));
}

/** Which of `siteIds` are live sites of the company (another company's or an archived one is not). */
export async function liveSiteIdsAmong(db: Executor, companyId: string, siteIds: readonly string[]) {
  if (siteIds.length === 0) return [];
  const rows = await db
    .select({ id: sites.id })
    .from(sites)
    .where(and(eq(sites.companyId, companyId), isNull(sites.archivedAt), inArray(sites.id, [...siteIds])));
  return rows.map((row) => row.id);
}

/** What the public API shows of a site (decision 076): where it is, its end of day, whether archived. */
const publicSiteColumns = {
  id: sites.id,
  name: sites.name,
  address: sites.address,
  postalCode: sites.postalCode,
  city: sites.city,
  departement: sites.departement,
  endOfDay: sites.endOfDay,
  archivedAt: sites.archivedAt,
  createdAt: sites.createdAt,
};
export type PublicSiteRow = Pick<SiteRow, keyof typeof publicSiteColumns>;

/** The public API's pages of sites, archived ones included: by creation, then id, after the position. */
export async function listSitesByCreation(db: Executor, companyId: string, { after, limit }: KeysetPage) {
  const rows = await db
    .select({ ...publicSiteColumns, at: positionText(sites.createdAt) })
    .from(sites)
    .where(and(eq(sites.companyId, companyId), afterPosition(sites.createdAt, sites.id, after)))
    .orderBy(asc(sites.createdAt), asc(sites.id))
    .limit(limit + 1);
  return withPositions<PublicSiteRow>(rows);
}

/** One of the company's sites, archived or not; another company's is undefined. */
export async function findSiteOfCompany(
  db: Executor,
  companyId: string,
  id: string,
): Promise<PublicSiteRow | undefined> {
  const [row] = await db
    .select(publicSiteColumns)
    .from(sites)
    .where(and(eq(sites.companyId, companyId), eq(sites.id, id)));
  return row;
}
