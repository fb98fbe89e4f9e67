import { isForgottenDeparture } from '@pointeo/domain/departure-reminders';
import { dateAtMinute, parisDateAndTime, parisDayStart } from '@pointeo/domain/paris-calendar';
import { FORGOTTEN_DEPARTURES_LISTED, type ForgottenDepartures } from '@pointeo/domain/timesheets';
import { and, asc, eq, gte, isNotNull, isNull, lt, notExists, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { employees } from '../../db/schema/accounts';
import { timeEntries } from '../../db/schema/clock';
import { departureReminders } from '../../db/schema/timesheets';
import type { SiteIds } from '../../lib/site-scope';
import { liveSitesEndingAt, siteEndOfDay, siteNameOf } from '../sites';
import { overdueBefore } from './entry-times';
import { entryOnSites, liveEntry } from './repository/entries';

/**
 * Forgotten clock-outs (issue 30 item 6, decision 068): the SQL of the reminder job and the
 * manager's list 'Départs non pointés'. An entry is forgotten while open and not flagged by the
 * kiosk (a flagged one is 'À régulariser' already); the site's end of the day is the employee's
 * current site's (decision 063), read through the sites' face.
 */

/** An open entry the kiosk has not flagged: still the employee's one open entry. */
const openNotFlagged = and(isNull(timeEntries.clockOut), eq(timeEntries.missingClockOut, false));

/** How many reminders one run sends at most for one end of the day; the next run sends the rest. */
const REMINDER_BATCH = 500;

export interface ReminderCandidate {
  companyId: string;
  entryId: string;
  firstName: string;
  email: string;
  clockIn: Date;
}

/**
 * Every company's entries owed a reminder for the sites whose day ends at `endOfDay`: arrived in
 * [from, to) (that day, before its end), still open, of an active employee with an address, on a
 * live site, and not reminded yet. Oldest first.
 */
export function listReminderCandidates(
  db: Executor,
  endOfDay: string,
  window: { from: Date; to: Date },
): Promise<ReminderCandidate[]> {
  return db
    .select({
      companyId: timeEntries.companyId,
      entryId: timeEntries.id,
      firstName: employees.firstName,
      email: sql<string>`${employees.email}`,
      clockIn: timeEntries.clockIn,
    })
    .from(timeEntries)
    .innerJoin(employees, eq(employees.id, timeEntries.employeeId))
    .where(
      and(
        isNull(timeEntries.deletedAt),
        openNotFlagged,
        gte(timeEntries.clockIn, window.from),
        lt(timeEntries.clockIn, window.to),
        isNull(employees.archivedAt),
        isNotNull(employees.email),
        sql`${employees.siteId} in ${liveSitesEndingAt(endOfDay)}`,
        notExists(
          db
            .select({ one: sql`1` })
            .from(departureReminders)
            .where(
              and(
                eq(departureReminders.entryId, timeEntries.id),
                eq(departureReminders.companyId, timeEntries.companyId),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(timeEntries.clockIn), asc(timeEntries.id))
    .limit(REMINDER_BATCH);
}

/**
 * Records the entry's reminder, if it is still open and not reminded yet: true when this call took
 * it. In the transaction that hands the e-mail over; a second run waits on the key and takes nothing.
 */
export async function claimReminder(
  tx: Executor,
  companyId: string,
  entryId: string,
  at: Date,
): Promise<boolean> {
  const claimed = await tx
    .insert(departureReminders)
    .select(
      tx
        .select({
          companyId: timeEntries.companyId,
          entryId: timeEntries.id,
          sentAt: sql<Date>`${at.toISOString()}::timestamptz`.as('sent_at'),
        })
        .from(timeEntries)
        .where(and(eq(timeEntries.id, entryId), liveEntry(companyId), openNotFlagged)),
    )
    .onConflictDoNothing()
    .returning({ entryId: departureReminders.entryId });
  return claimed.length > 0;
}

/**
 * 'Départs non pointés' for the sites `sites` (decision 068): the entries of the days before today
 * still open past their site's end of the day, and not yet 'À régulariser' (not flagged, open less
 * than 16 h: older ones are listed there). Each entry is in one list at a time, and moves from this
 * one to 'À régulariser' after 16 h. The candidates are few (open for less than 16 h: at most one per
 * employee); the domain's rule picks among them.
 */
export async function forgottenDepartures(
  db: Executor,
  companyId: string,
  now: Date,
  sites: SiteIds,
): Promise<ForgottenDepartures> {
  const todayStart = dateAtMinute(parisDayStart(parisDateAndTime(now).date));
  const rows = await db
    .select({
      entryId: timeEntries.id,
      employeeId: timeEntries.employeeId,
      firstName: employees.firstName,
      lastName: employees.lastName,
      arrival: timeEntries.clockIn,
      siteName: siteNameOf(employees.companyId, employees.siteId),
      endOfDay: siteEndOfDay(employees.siteId),
    })
    .from(timeEntries)
    .innerJoin(employees, eq(employees.id, timeEntries.employeeId))
    .where(
      and(
        liveEntry(companyId),
        openNotFlagged,
        gte(timeEntries.clockIn, overdueBefore(now)),
        lt(timeEntries.clockIn, todayStart),
        entryOnSites(sites),
      ),
    )
    .orderBy(asc(timeEntries.clockIn), asc(timeEntries.id));
  const forgotten = rows.filter(
    (row): row is typeof row & { endOfDay: string } =>
      row.endOfDay !== null && isForgottenDeparture(row.arrival, row.endOfDay, now),
  );
  return {
    count: forgotten.length,
    entries: forgotten.slice(0, FORGOTTEN_DEPARTURES_LISTED).map((row) => ({
      entryId: row.entryId,
      employeeId: row.employeeId,
      firstName: row.firstName,
      lastName: row.lastName,
      date: parisDateAndTime(row.arrival).date,
      arrival: row.arrival.toISOString(),
      siteName: row.siteName,
      endOfDay: row.endOfDay,
    })),
  };
}
