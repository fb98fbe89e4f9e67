import { and, eq, lt } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { companies, employees } from '../../../db/schema/accounts';
import { clockPunches, punchPositions } from '../../../db/schema/clock';

/**
 * What a punch without a kiosk (decision 069) reads and writes beside the punch path's statements:
 * its replay with the zone it was judged in, the company's plan, the position read at the punch and
 * the purge of positions over two months old.
 */

/** The punch recorded under this id, whoever's it is, and whether its position was in the zone. */
export async function findRemotePunch(db: Executor, companyId: string, punchId: string) {
  const [row] = await db
    .select({
      employeeId: clockPunches.employeeId,
      kind: clockPunches.kind,
      punchedAt: clockPunches.punchedAt,
      previousEntryFlagged: clockPunches.previousEntryFlagged,
      breakPunch: clockPunches.breakPunch,
      firstName: employees.firstName,
      inZone: punchPositions.inZone,
    })
    .from(clockPunches)
    .innerJoin(employees, eq(employees.id, clockPunches.employeeId))
    .leftJoin(
      punchPositions,
      and(eq(punchPositions.companyId, clockPunches.companyId), eq(punchPositions.punchId, clockPunches.id)),
    )
    .where(and(eq(clockPunches.companyId, companyId), eq(clockPunches.id, punchId)))
    .limit(1);
  return row;
}

/** The company's plan as stored ('abonnement'); the caller reads an unknown one as Gratuit. */
export async function findCompanyPlanName(db: Executor, companyId: string): Promise<string | undefined> {
  const [row] = await db.select({ plan: companies.plan }).from(companies).where(eq(companies.id, companyId));
  return row?.plan;
}

export type PunchPositionRow = typeof punchPositions.$inferInsert;

export async function insertPunchPosition(db: Executor, position: PunchPositionRow) {
  await db.insert(punchPositions).values(position);
}

/** Deletes every company's positions read before `before`; the punches stay. Returns how many. */
export async function deletePositionsReadBefore(db: Executor, before: Date): Promise<number> {
  const deleted = await db
    .delete(punchPositions)
    .where(lt(punchPositions.recordedAt, before))
    .returning({ punchId: punchPositions.punchId });
  return deleted.length;
}
