import { BADGE_MESSAGES, type BadgeHolderList } from '@pointeo/domain/badges';
import { EMPLOYEE_MESSAGES } from '@pointeo/domain/employee-messages';
import type { Database } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { SiteIds } from '../../../lib/site-scope';
import { findActiveEmployee } from '../repository';
import type { BadgeSecretMaker } from './badge-secret';
import { findBadgeHolders, insertBadges, listBadgeHolders, revokeLiveBadges } from './repository';
import { badgeSheetPdf } from './sheet-pdf';

/**
 * 'Émettre les badges' (decision 065): a new badge for each of these active employees of the
 * company, their live one revoked, in one transaction; the answer is the sheet, the only place the
 * secrets ever appear. One id that is not the company's active employee and nothing is issued.
 */
export async function issueBadges(
  db: Database,
  companyId: string,
  employeeIds: readonly string[],
  { now, newSecret }: { now: Date; newSecret: BadgeSecretMaker },
): Promise<Buffer> {
  const ids = [...new Set(employeeIds)];
  return db.transaction(async (tx) => {
    const { companyName, holders } = await findBadgeHolders(tx, companyId, ids);
    if (holders.length !== ids.length) {
      throw new AppError('EMPLOYEE_NOT_FOUND', 404, EMPLOYEE_MESSAGES.notFound);
    }
    await revokeLiveBadges(tx, companyId, ids, now);
    const cards = holders.map((holder) => ({ ...holder, ...newSecret() }));
    await insertBadges(
      tx,
      companyId,
      cards.map((card) => ({ employeeId: card.id, secretHash: card.hash })),
      now,
    );
    // Drawn before the commit: a sheet that fails to build leaves the old badges as they were.
    return badgeSheetPdf(companyName, cards);
  });
}

/** The employees the 'Badges' dialog offers, with their badge's date. */
export async function badgeHolders(
  db: Database,
  companyId: string,
  sites: SiteIds,
): Promise<BadgeHolderList> {
  const rows = await listBadgeHolders(db, companyId, sites);
  return {
    employees: rows.map((row) => ({
      ...row,
      role: row.role === 'direction' ? 'direction' : 'employee',
      badgeIssuedAt: row.badgeIssuedAt?.toISOString() ?? null,
    })),
  };
}

/**
 * 'Révoquer le badge': the employee's live badge no longer punches. An employee without one is a
 * 409 (the employee exists, their state refuses it); an id of no active employee of ours, a 404.
 */
export async function revokeEmployeeBadge(
  db: Database,
  companyId: string,
  employeeId: string,
  now: Date,
): Promise<void> {
  const revoked = await revokeLiveBadges(db, companyId, [employeeId], now);
  if (revoked > 0) return;
  if (!(await findActiveEmployee(db, companyId, employeeId))) {
    throw new AppError('EMPLOYEE_NOT_FOUND', 404, EMPLOYEE_MESSAGES.notFound);
  }
  throw new AppError('NO_LIVE_BADGE', 409, BADGE_MESSAGES.noLiveBadge);
}
