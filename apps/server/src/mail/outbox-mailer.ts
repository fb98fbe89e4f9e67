import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../db/client';
import { mailOutbox } from '../db/schema/mail';
import type { PeriodicJob } from '../jobs/job-queue';
import { olderThanDays, purgeJob } from '../jobs/purge-job';
import type { Mailer, MailMessage } from './mailer';

const LINK = /https?:\/\/[^\s<>"]+/g;

export interface OutboxMailerOptions {
  /**
   * Log the links of each message, so a password reset works in development without a mail
   * server. Off in production: a reset link carries a live token, and logs outlive it elsewhere.
   */
  logLinks: boolean;
}

/** Keeps each message in the database and logs it, so links (password reset…) work without a mail server. */
export function createOutboxMailer(
  db: Database,
  log: FastifyBaseLogger,
  { logLinks }: OutboxMailerOptions,
): Mailer {
  return {
    kind: 'outbox',
    async send(message: MailMessage, within?: Executor) {
      await (within ?? db).insert(mailOutbox).values({
        recipient: message.to,
        replyTo: message.replyTo ?? null,
        subject: message.subject,
        text: message.text,
      });
      const mail = { to: message.to, subject: message.subject };
      if (logLinks) {
        log.info({ mail: { ...mail, links: message.text.match(LINK) ?? [] } }, 'mail kept in the outbox');
      } else {
        log.info({ mail }, 'mail kept in the outbox (its links are in the mail_outbox table only)');
      }
    },
  };
}

export const MAIL_OUTBOX_PURGE_INTERVAL_MS = 6 * 60 * 60 * 1000;
/** Longer than any link a mail carries lives (an invitation's 7 days, decision 087). */
const MAIL_OUTBOX_RETENTION_DAYS = 30;

/** Deletes the kept messages over 30 days old; the app's job queue runs it every 6 hours. */
export function mailOutboxPurgeJob(db: Database, now: () => Date): PeriodicJob {
  return purgeJob(
    'purge-mail-outbox',
    db,
    { table: mailOutbox, column: mailOutbox.createdAt },
    now,
    olderThanDays(MAIL_OUTBOX_RETENTION_DAYS),
  );
}
