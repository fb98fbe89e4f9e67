import { departureReminderMail } from '@pointeo/domain/departure-mails';
import { reminderWindow } from '@pointeo/domain/departure-reminders';
import { parisDateAndTime } from '@pointeo/domain/paris-calendar';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client';
import type { JobQueue, PeriodicJob } from '../../jobs/job-queue';
import type { Mailer } from '../../mail/mailer';
import { listLiveEndsOfDay } from '../sites';
import { claimReminder, listReminderCandidates, type ReminderCandidate } from './forgotten-departures';

/**
 * The reminders of forgotten clock-outs (issue 30 item 6, decision 068). Every few minutes, for each
 * end of the day some live site has ('Fin de journée habituelle') whose reminder time has come, the
 * entries still open since before it that day, of active employees with an address, are each sent
 * one e-mail. The entry's reminder is recorded (`departure_reminders`, keyed by the entry) in the
 * transaction that hands the e-mail to the mailer: with the outbox both commit together, and a second
 * run, here or in another instance, finds the entry taken.
 */

export const DEPARTURE_REMINDERS_JOB = 'departure-reminders';
export const DEPARTURE_REMINDER_INTERVAL_MS = 5 * 60_000;

export interface DepartureReminderDependencies {
  db: Database;
  jobs: JobQueue;
  mailer: Mailer;
  /** The company's name (accounts' face, which the time sheets cannot import: app.ts hands it over). */
  companyContact: (db: Executor, companyId: string) => Promise<{ name: string } | undefined>;
  now: () => Date;
  log: FastifyBaseLogger;
}

/** Starts the periodic job on the app's queue (once across instances: JobQueue.every). */
export async function startDepartureReminders(deps: DepartureReminderDependencies): Promise<void> {
  await deps.jobs.every(departureRemindersJob(deps), DEPARTURE_REMINDER_INTERVAL_MS);
}

function departureRemindersJob(deps: DepartureReminderDependencies): PeriodicJob {
  return { name: DEPARTURE_REMINDERS_JOB, run: () => remindForgottenDepartures(deps).then(() => {}) };
}

/** One run: sends what is owed now; returns how many reminders it sent. */
export async function remindForgottenDepartures(
  deps: Omit<DepartureReminderDependencies, 'jobs'>,
): Promise<number> {
  const now = deps.now();
  let sent = 0;
  for (const endOfDay of await listLiveEndsOfDay(deps.db)) {
    const window = reminderWindow(now, endOfDay);
    if (!window) continue;
    for (const candidate of await listReminderCandidates(deps.db, endOfDay, window)) {
      try {
        if (await remindOnce(deps, candidate, now)) sent++;
      } catch (error) {
        // Left unclaimed (the transaction rolled back): the next run tries again.
        deps.log.error({ err: error, entryId: candidate.entryId }, 'departure reminder not sent');
      }
    }
  }
  return sent;
}

/** Claims the entry's reminder and hands its e-mail to the mailer in one transaction. */
async function remindOnce(
  deps: Omit<DepartureReminderDependencies, 'jobs'>,
  candidate: ReminderCandidate,
  now: Date,
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    if (!(await claimReminder(tx, candidate.companyId, candidate.entryId, now))) return false;
    const company = await deps.companyContact(tx, candidate.companyId);
    if (!company) return false;
    const arrival = parisDateAndTime(candidate.clockIn);
    const mail = departureReminderMail({
      firstName: candidate.firstName,
      companyName: company.name,
      arrivalDate: arrival.date,
      arrivalTime: arrival.time,
    });
    await deps.mailer.send({ to: candidate.email, ...mail }, tx);
    return true;
  });
}
