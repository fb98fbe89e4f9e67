import {
  invoiceRetentionCutoffInstant,
  retentionCutoffDate,
  retentionCutoffInstant,
} from '@pointeo/domain/account-closure';
import { parisDateAndTime } from '@pointeo/domain/paris-calendar';
import type { Database, Executor } from '../../db/client';
import type { PeriodicJob } from '../../jobs/job-queue';
import { deleteClosedCompany, listCompanyIdsAfter } from '../accounts';
import { deleteInvoicesIssuedBefore, hasInvoices } from '../billing';
import { deletePunchesBefore } from '../clock';
import { deleteCompanyEmployees } from '../employees';
import { deleteAbsencesBefore } from '../leave';
import { deleteTimesheetsBefore } from '../timesheets';
import { type CompanyRetention, deleteRetention, listRetentions, markPurged } from './repository';

/**
 * The retention's purge (decision 083). Every company, open or closed: its time records and absences
 * of the months whose end is further back than its retention. A closed company, once the retention
 * has run past its closing month: what is left of it (anonymised employees, its setting). Its invoices
 * after ten years, and then the company itself. Each owner deletes its own rows, in batches; every
 * step deletes only what is due, so a second run, or two at once, finds nothing more to do.
 *
 * Every six hours: the cutoffs move once a month, but a queue's interval restarts with the server,
 * and a server restarted more often than daily would otherwise never purge.
 */
export const RETENTION_PURGE_JOB = 'purge-time-records';
export const RETENTION_PURGE_INTERVAL_MS = 6 * 60 * 60_000;
const COMPANIES_PER_PAGE = 500;
/** A cutoff after every record: a closed company's last records, whatever their date. */
const END_OF_TIME = { date: '9999-12-31', instant: new Date('9999-12-31T00:00:00Z') };

export function retentionPurgeJob(db: Database, now: () => Date): PeriodicJob {
  return { name: RETENTION_PURGE_JOB, run: () => purgeExpiredRecords(db, now()) };
}

export async function purgeExpiredRecords(db: Database, now: Date): Promise<void> {
  let after = '';
  for (;;) {
    const ids = await listCompanyIdsAfter(db, after, COMPANIES_PER_PAGE);
    for (const company of await listRetentions(db, ids)) await purgeCompany(db, company, now);
    if (ids.length < COMPANIES_PER_PAGE) return;
    after = ids.at(-1)!;
  }
}

async function purgeCompany(db: Database, company: CompanyRetention, now: Date): Promise<void> {
  const date = retentionCutoffDate(now, company.retentionYears);
  await deleteRecordsBefore(db, company.companyId, {
    date,
    instant: retentionCutoffInstant(now, company.retentionYears),
  });
  const { closure } = company;
  if (!closure) return;
  if (!closure.purgedAt && parisDateAndTime(closure.closedAt).date.slice(0, 7) < date.slice(0, 7)) {
    await db.transaction(async (tx) => {
      if (!(await markPurged(tx, company.companyId, now))) return;
      // The closing month's records went above; anything dated after it (none is expected) goes too.
      await deleteRecordsBefore(tx, company.companyId, END_OF_TIME);
      await deleteCompanyEmployees(tx, company.companyId);
      await deleteRetention(tx, company.companyId);
    });
    closure.purgedAt = now;
  }
  if (!closure.purgedAt) return;
  await deleteInvoicesIssuedBefore(db, company.companyId, invoiceRetentionCutoffInstant(now));
  // The company waits for its last invoice's ten years; then nothing of it is left.
  if (!(await hasInvoices(db, company.companyId))) await deleteClosedCompany(db, company.companyId);
}

async function deleteRecordsBefore(db: Executor, companyId: string, cutoff: { date: string; instant: Date }) {
  await deletePunchesBefore(db, companyId, cutoff.instant);
  await deleteTimesheetsBefore(db, companyId, cutoff);
  await deleteAbsencesBefore(db, companyId, cutoff.date);
}
