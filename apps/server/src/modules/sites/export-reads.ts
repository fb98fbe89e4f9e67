import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sites } from '../../db/schema/sites';

/** Every site of the company, archived ones too, for its data export (decision 082). */
export async function sitesForExport(db: Executor, companyId: string) {
  return db
    .select({
      id: sites.id,
      name: sites.name,
      address: sites.address,
      postalCode: sites.postalCode,
      city: sites.city,
      departement: sites.departement,
      endOfDay: sites.endOfDay,
      phoneClocking: sites.phoneClocking,
      checkPosition: sites.checkPosition,
      latitude: sites.latitude,
      longitude: sites.longitude,
      radiusM: sites.radiusM,
      positionJustification: sites.positionJustification,
      createdAt: sites.createdAt,
      archivedAt: sites.archivedAt,
    })
    .from(sites)
    .where(eq(sites.companyId, companyId))
    .orderBy(asc(sites.createdAt), asc(sites.id));
}
