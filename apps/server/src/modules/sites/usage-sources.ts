import type { Executor } from '../../db/client';

/**
 * What the Sites section counts from modules above sites (decision 059): each site's active
 * employees (employees' table) and active kiosks (the clock's). app.ts hands them over from those
 * modules' faces, so sites imports no module.
 */
export interface SiteUsageSources {
  /** The company's active employees, counted by site. */
  liveEmployeesBySite(db: Executor, companyId: string): Promise<Map<string, number>>;
  /** The company's kiosks not removed, counted by site. */
  activeKiosksBySite(db: Executor, companyId: string): Promise<Map<string, number>>;
}
