import { featureUnavailableMessage, planAllows } from '@pointeo/domain/plan-features';
import { findPlan, PLANS } from '@pointeo/domain/plans';
import {
  MAX_LIVE_SITES,
  SITE_MESSAGES,
  type Site,
  type SiteInput,
  type SiteList,
  siteStillUsed,
} from '@pointeo/domain/sites';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { PlanReader } from '../../lib/plan-gate';
import { violatedUniqueConstraint } from '../../lib/postgres-errors';
import type { SiteIds } from '../../lib/site-scope';
import {
  archiveLiveSite,
  findLiveSite,
  insertSite,
  LIVE_NAME_INDEX,
  listLiveSites,
  lockLiveSites,
  type SiteRow,
  shareLiveSite,
  updateLiveSite,
} from './repository';
import type { SiteUsageSources } from './usage-sources';

export const siteNotFound = () => new AppError('SITE_NOT_FOUND', 404, SITE_MESSAGES.notFound);

/**
 * Refuses, with a French 400 on the field, a site id that is not a live site of the company (another
 * company's, an archived one), before a row points at it: the composite foreign key would otherwise
 * answer a 500. The site stays locked FOR SHARE until the transaction ends (shareLiveSite).
 */
export async function requireLiveSite(db: Executor, companyId: string, siteId: string): Promise<void> {
  if (!(await shareLiveSite(db, companyId, siteId))) {
    throw new AppError('SITE_NOT_FOUND', 400, SITE_MESSAGES.unknownSite, {
      siteId: SITE_MESSAGES.unknownSite,
    });
  }
}

const nameTaken = (cause: unknown) =>
  new AppError(
    'SITE_NAME_TAKEN',
    409,
    SITE_MESSAGES.nameTaken,
    { name: SITE_MESSAGES.nameTaken },
    undefined,
    { cause },
  );

type Usage = { employees: Map<string, number>; kiosks: Map<string, number> };

async function usageOf(db: Executor, sources: SiteUsageSources, companyId: string): Promise<Usage> {
  const [employees, kiosks] = await Promise.all([
    sources.liveEmployeesBySite(db, companyId),
    sources.activeKiosksBySite(db, companyId),
  ]);
  return { employees, kiosks };
}

const toSite = (row: SiteRow, usage?: Usage): Site => ({
  id: row.id,
  name: row.name,
  address: row.address,
  postalCode: row.postalCode,
  city: row.city,
  departement: row.departement,
  endOfDay: row.endOfDay,
  siteCode: row.siteCode,
  phoneClocking: row.phoneClocking,
  checkPosition: row.checkPosition,
  latitude: row.latitude,
  longitude: row.longitude,
  radiusM: row.radiusM,
  positionJustification: row.positionJustification,
  employeeCount: usage?.employees.get(row.id) ?? 0,
  kioskCount: usage?.kiosks.get(row.id) ?? 0,
});

/**
 * 'Sites': the live sites, oldest first, with their people and kiosks, and what the plan allows;
 * only `siteIds` when given (a Responsable de site's own, decision 062).
 */
export async function listSites(
  db: Database,
  sources: SiteUsageSources,
  readPlan: PlanReader,
  companyId: string,
  siteIds: SiteIds,
): Promise<SiteList> {
  const [rows, usage, planName] = await Promise.all([
    listLiveSites(db, companyId),
    usageOf(db, sources, companyId),
    readPlan(companyId),
  ]);
  const plan = findPlan(planName) ?? PLANS[0]!;
  const shown = siteIds === undefined ? rows : rows.filter((row) => siteIds.includes(row.id));
  return { sites: shown.map((row) => toSite(row, usage)), plan: plan.name, siteLimit: plan.siteLimit };
}

/**
 * «Code QR du site» is turned on only on a plan with «Pointage avancé» (decision 070): a French 403
 * otherwise. A site that has it keeps it through an edit on a smaller plan (its kiosks stop showing
 * the code, the kiosk route asks the plan), as «Pauses sur la borne» is kept (066).
 */
async function requireSiteCodeAllowed(
  readPlan: PlanReader,
  companyId: string,
  input: SiteInput,
  wasOn: boolean,
) {
  if (input.siteCode !== true || wasOn) return;
  if (!planAllows(await readPlan(companyId), 'advancedClocking')) {
    throw new AppError('FEATURE_NOT_IN_PLAN', 403, featureUnavailableMessage('advancedClocking'));
  }
}

/**
 * 'Ajouter un site' (the plan gate of the route refuses it on Gratuit), up to MAX_LIVE_SITES: the
 * live sites stay locked while they are counted, so two additions cannot both take the last place.
 */
export async function addSite(
  db: Database,
  readPlan: PlanReader,
  companyId: string,
  input: SiteInput,
): Promise<Site> {
  await requireSiteCodeAllowed(readPlan, companyId, input, false);
  const row = await withUniqueName(() =>
    db.transaction(async (tx) => {
      const live = await lockLiveSites(tx, companyId);
      if (live.length >= MAX_LIVE_SITES) throw new AppError('TOO_MANY_SITES', 409, SITE_MESSAGES.tooMany);
      return insertSite(tx, companyId, input);
    }),
  );
  return toSite(row);
}

export async function editSite(
  db: Database,
  sources: SiteUsageSources,
  readPlan: PlanReader,
  companyId: string,
  siteId: string,
  input: SiteInput,
): Promise<Site> {
  if (input.siteCode === true) {
    const current = await findLiveSite(db, companyId, siteId);
    if (!current) throw siteNotFound();
    await requireSiteCodeAllowed(readPlan, companyId, input, current.siteCode);
  }
  const row = await withUniqueName(() => updateLiveSite(db, companyId, siteId, input));
  if (!row) throw siteNotFound();
  return toSite(row, await usageOf(db, sources, companyId));
}

/**
 * 'Archiver': only a site nobody works on any more (no active employee, no active kiosk), and never
 * the company's last one. The company's live sites stay locked while they are counted, so two
 * archives at once, or an employee given the site meanwhile, are decided one after the other.
 */
export async function archiveSite(
  db: Database,
  sources: SiteUsageSources,
  companyId: string,
  siteId: string,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const live = await lockLiveSites(tx, companyId);
    if (!live.some((site) => site.id === siteId)) throw siteNotFound();
    if (live.length <= 1) throw new AppError('LAST_SITE', 409, SITE_MESSAGES.lastSite);
    const usage = await usageOf(tx, sources, companyId);
    const employees = usage.employees.get(siteId) ?? 0;
    const kiosks = usage.kiosks.get(siteId) ?? 0;
    if (employees > 0 || kiosks > 0) {
      throw new AppError('SITE_IN_USE', 409, siteStillUsed(employees, kiosks));
    }
    await archiveLiveSite(tx, companyId, siteId, now);
  });
}

/** The unique index decides between two sites wanting one name; the loser hears why, on the field. */
async function withUniqueName<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (violatedUniqueConstraint(error) === LIVE_NAME_INDEX) throw nameTaken(error);
    throw error;
  }
}
