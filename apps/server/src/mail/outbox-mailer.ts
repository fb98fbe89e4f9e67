import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../db/client';
import { mailOutbox } from '../db/schema/mail';
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
