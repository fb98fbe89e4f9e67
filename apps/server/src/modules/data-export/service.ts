import { createHash, randomBytes } from 'node:crypto';
import {
  DATA_EXPORT_LIFETIME_MS,
  DATA_EXPORT_MESSAGES,
  type DataExport,
  type DataExportState,
  dataExportDownloadPath,
  type StartedDataExport,
} from '@pointeo/domain/data-export';
import type { InvoiceSeller } from '@pointeo/domain/issued-invoice';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client';
import type { JobDefinition, JobQueue, PeriodicJob } from '../../jobs/job-queue';
import { AppError } from '../../lib/app-error';
import type { Mailer } from '../../mail/mailer';
import { companyForExport, memberContact } from '../accounts';
import { buildArchive } from './archive';
import { companyContent, employeeContent } from './contents';
import { exportReadyMail } from './mails';
import {
  type DataExportRow,
  failExport,
  findPendingExport,
  finishExport,
  hasPendingExport,
  insertExport,
  listExports,
  lockCompanyExports,
  lockExportByToken,
  markDownloaded,
  purgeExports,
} from './repository';

/**
 * 'Exporter les données de l'entreprise' (issue 33 item 4, decision 082). A request queues a job
 * that reads the company's data through its owners' faces in one snapshot, writes the ZIP in the
 * export's row and mails the member who asked a one-time link, valid 24 hours. The link's token is
 * kept only as its hash; a purge drops expired ZIPs, and the rows a month later.
 */

export const DATA_EXPORT_JOB = 'data-export';
const PURGE_INTERVAL_MS = 3_600_000;
/** The row stays this long after the request, as its trace in the 'Données' section. */
const KEEP_ROWS_MS = 30 * 24 * 3_600_000;

export interface DataExportContext {
  db: Database;
  jobs: JobQueue;
  mailer: Mailer;
  baseUrl: string;
  /** Printed on invoices issued before each kept its own seller's mentions. */
  seller: InvoiceSeller;
  now: () => Date;
  log: FastifyBaseLogger;
}

interface ExportJobData {
  exportId: string;
  /**
   * The link's token, for the mail. It travels in the queue's table, beside the data it opens: no
   * more than what a reader of that database holds already (decision 082).
   */
  token: string;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function stateOf(row: DataExportRow, now: Date): DataExportState {
  if (row.status !== 'ready') return row.status;
  if (row.downloadedAt) return 'downloaded';
  if (row.expiresAt && row.expiresAt <= now) return 'expired';
  return 'ready';
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

function toView(row: DataExportRow, now: Date): DataExport {
  return {
    id: row.id,
    state: stateOf(row, now),
    createdAt: row.createdAt.toISOString(),
    finishedAt: iso(row.finishedAt),
    expiresAt: iso(row.expiresAt),
    downloadedAt: iso(row.downloadedAt),
    byteSize: row.byteSize,
  };
}

/** Defines the job and the purge on the app's queue. */
export async function startDataExports(context: DataExportContext): Promise<void> {
  await context.jobs.define(dataExportJob(context));
  await context.jobs.every(dataExportPurgeJob(context), PURGE_INTERVAL_MS);
}

/** One export at a time per company: a second request while one is being built is refused. */
export async function requestCompanyExport(
  context: DataExportContext,
  companyId: string,
  userId: string,
): Promise<StartedDataExport> {
  const now = context.now();
  const token = randomBytes(32).toString('base64url');
  const row = await context.db.transaction(async (tx) => {
    await lockCompanyExports(tx, companyId);
    if (await hasPendingExport(tx, companyId)) {
      throw new AppError('DATA_EXPORT_RUNNING', 409, DATA_EXPORT_MESSAGES.running);
    }
    return insertExport(tx, { companyId, requestedBy: userId, tokenHash: hashToken(token), createdAt: now });
  });
  await context.jobs.send<ExportJobData>(DATA_EXPORT_JOB, { exportId: row.id, token });
  return { export: toView(row, now), downloadToken: token };
}

export async function listCompanyExports(db: Executor, companyId: string, now: Date) {
  return { exports: (await listExports(db, companyId)).map((row) => toView(row, now)) };
}

/**
 * The ZIP, once: the token must be the export's, the file ready, neither downloaded nor expired;
 * each refusal says which in French.
 */
export async function downloadCompanyExport(
  db: Database,
  companyId: string,
  exportId: string,
  token: string,
  now: Date,
): Promise<Buffer> {
  return db.transaction(async (tx) => {
    const row = await lockExportByToken(tx, companyId, exportId, hashToken(token));
    if (!row) throw new AppError('DATA_EXPORT_NOT_FOUND', 404, DATA_EXPORT_MESSAGES.notFound);
    if (row.downloadedAt) {
      throw new AppError('DATA_EXPORT_ALREADY_DOWNLOADED', 410, DATA_EXPORT_MESSAGES.alreadyDownloaded);
    }
    if (row.status === 'ready' && (!row.archive || (row.expiresAt && row.expiresAt <= now))) {
      throw new AppError('DATA_EXPORT_EXPIRED', 410, DATA_EXPORT_MESSAGES.expired);
    }
    if (row.status !== 'ready' || !row.archive) {
      throw new AppError('DATA_EXPORT_NOT_READY', 409, DATA_EXPORT_MESSAGES.notReady);
    }
    await markDownloaded(tx, exportId, now);
    return row.archive;
  });
}

/** An employee's own data (his right of access): built at once, it is small. */
export async function exportEmployeeData(db: Database, companyId: string, employeeId: string, now: Date) {
  const found = await db.transaction((tx) => employeeContent(tx, companyId, employeeId, now), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
  if (!found) throw new AppError('NOT_FOUND', 404, DATA_EXPORT_MESSAGES.employeeNotFound);
  return { fileName: found.fileName, archive: await buildArchive(found.content) };
}

function dataExportJob(context: DataExportContext): JobDefinition<ExportJobData> {
  return {
    name: DATA_EXPORT_JOB,
    retryLimit: 3,
    retryDelaySeconds: 30,
    run: (data) => buildCompanyExport(context, data),
  };
}

/**
 * Builds the ZIP of a pending export and mails its link, in the transaction that marks it ready. A
 * failure of the build marks it failed (another request can start); one of the database is retried.
 */
export async function buildCompanyExport(context: DataExportContext, { exportId, token }: ExportJobData) {
  const pending = await findPendingExport(context.db, exportId);
  if (!pending) return;
  let archive: Buffer;
  try {
    const content = await context.db.transaction(
      (tx) => companyContent(tx, pending.companyId, context.seller, context.now()),
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    archive = await buildArchive(content);
  } catch (error) {
    context.log.error({ err: error, exportId }, 'data export failed');
    await failExport(context.db, exportId, context.now());
    return;
  }
  await context.db.transaction(async (tx) => {
    const finishedAt = context.now();
    const expiresAt = new Date(finishedAt.getTime() + DATA_EXPORT_LIFETIME_MS);
    await finishExport(tx, exportId, { archive, finishedAt, expiresAt });
    const [member, company] = await Promise.all([
      memberContact(tx, pending.companyId, pending.requestedBy),
      companyForExport(tx, pending.companyId),
    ]);
    // A member removed meanwhile is not mailed: the section still shows the export to the others.
    if (!member || !company) return;
    const link = new URL(dataExportDownloadPath(exportId, token), context.baseUrl).toString();
    await context.mailer.send(
      exportReadyMail({
        to: member.email,
        memberName: member.name,
        companyName: company.name,
        link,
        expiresAt,
      }),
      tx,
    );
  });
}

function dataExportPurgeJob(context: DataExportContext): PeriodicJob {
  return {
    name: 'data-exports-purge',
    async run() {
      const now = context.now();
      await purgeExports(context.db, now, new Date(now.getTime() - KEEP_ROWS_MS));
    },
  };
}

/** The purge, for a test that moves the clock. */
export const purgeDataExports = (db: Executor, now: Date) =>
  purgeExports(db, now, new Date(now.getTime() - KEEP_ROWS_MS));
