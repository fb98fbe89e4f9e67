import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema/mail';
import type { Mailer, MailMessage } from './mailer';

const LINK = /https?:\/\/[^\s<>"]+/g;

/** Keeps each message in the database and logs it, so links (password reset…) work without a mail server. */
export function createOutboxMailer(db: Database, log: FastifyBaseLogger): Mailer {
  return {
    kind: 'outbox',
    async send(message: MailMessage) {
      await db.insert(mailOutbox).values({
        recipient: message.to,
        replyTo: message.replyTo ?? null,
        subject: message.subject,
        text: message.text,
      });
      log.info(
        { mail: { to: message.to, subject: message.subject, links: message.text.match(LINK) ?? [] } },
        'mail kept in the outbox',
      );
    },
  };
}
