import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { namedStatement } from '../../../db/prepared-once';
import { employees } from '../../../db/schema/accounts';
import { clockPunches, kioskDevices, kioskSettings } from '../../../db/schema/clock';

/**
 * Locks the device row until the transaction ends, so a device's punches are decided one at a time,
 * and reads, in the same statement, its site and the company's kiosk rules (other sites, breaks), when
 * its latest wrong PIN was typed (the locked row is read as it stands after any wait) and the punch
 * already recorded under `punchId`, if one is given.
 *
 * The replay is read from the statement's snapshot, taken before a wait for the lock: a punch of the
 * same id committed meanwhile is not seen here, but its primary key refuses the second insert, and
 * recordPunch answers what the first one recorded.
 */
export async function lockDevice(
  db: Executor,
  device: { id: string; companyId: string },
  punchId: string | null,
) {
  const [row] = await lockDeviceStatement(db).execute({
    deviceId: device.id,
    companyId: device.companyId,
    punchId,
  });
  const replay =
    row?.replayKind && row.replayPunchedAt && row.replayFirstName
      ? {
          kind: row.replayKind,
          punchedAt: row.replayPunchedAt,
          previousEntryFlagged: row.replayPreviousEntryFlagged === true,
          breakPunch: row.replayBreakPunch === true,
          firstName: row.replayFirstName,
        }
      : undefined;
  return {
    lastWrongPinAt: row?.lastWrongPinAt ?? undefined,
    replay,
    // The kiosk's site and whether the company lets other sites' employees punch on it (decision 059).
    site: { id: row?.siteId, otherSitePunches: row?.otherSitePunches === true },
    /** «Pauses sur la borne» (decision 066). */
    breaks: row?.breaks === true,
  };
}

const lockDeviceStatement = namedStatement('punch_lock_device', (db) =>
  db
    .select({
      lastWrongPinAt: kioskDevices.lastWrongPinAt,
      siteId: kioskDevices.siteId,
      otherSitePunches: kioskSettings.otherSitePunches,
      breaks: kioskSettings.breaks,
      replayKind: clockPunches.kind,
      replayPunchedAt: clockPunches.punchedAt,
      replayPreviousEntryFlagged: clockPunches.previousEntryFlagged,
      replayBreakPunch: clockPunches.breakPunch,
      replayFirstName: employees.firstName,
    })
    .from(kioskDevices)
    .leftJoin(kioskSettings, eq(kioskSettings.companyId, kioskDevices.companyId))
    .leftJoin(
      clockPunches,
      and(
        eq(clockPunches.id, sql.placeholder('punchId')),
        eq(clockPunches.companyId, kioskDevices.companyId),
      ),
    )
    .leftJoin(
      employees,
      and(eq(employees.id, clockPunches.employeeId), eq(employees.companyId, kioskDevices.companyId)),
    )
    .where(
      and(
        eq(kioskDevices.id, sql.placeholder('deviceId')),
        eq(kioskDevices.companyId, sql.placeholder('companyId')),
      ),
    )
    .for('update', { of: kioskDevices }),
);
