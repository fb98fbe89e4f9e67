import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sites } from '../../db/schema/sites';

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

/** The company's live sites, oldest first. */
export function listLiveSites(db: Executor, companyId: string) {
  return db
    .select()
    .from(sites)
    .where(and(eq(sites.companyId, companyId), isNull(sites.archivedAt)))
    .orderBy(asc(sites.createdAt), asc(sites.id));
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
