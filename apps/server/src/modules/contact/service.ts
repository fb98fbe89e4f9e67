import type { ContactMessage } from '@pointeo/domain/contact';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import { insertContactMessage, markContactMessageMailed } from './repository';

export interface ContactDependencies {
  db: Database;
  mailer: Mailer;
  contactTo: string;
  log: FastifyBaseLogger;
}

/**
 * Stores the message first so it is never lost, then mails it to the team. A mail failure is
 * logged with the message's id and leaves `mailed_at` empty; nothing sends it again, so the log says
 * where to read it. The visitor's message is still received.
 */
export async function receiveContactMessage(
  deps: ContactDependencies,
  message: ContactMessage,
): Promise<void> {
  const id = await insertContactMessage(deps.db, message);
  try {
    await deps.mailer.send({
      to: deps.contactTo,
      replyTo: message.email,
      subject: `Nouveau message de contact\u202f: ${message.fullName}`,
      text: [
        `Nom\u202f: ${message.fullName}`,
        `E-mail\u202f: ${message.email}`,
        `Entreprise\u202f: ${message.company || 'Non renseignée'}`,
        '',
        message.message,
      ].join('\n'),
    });
    await markContactMessageMailed(deps.db, id);
  } catch (error) {
    deps.log.error(
      { err: error, contactMessageId: id },
      'contact message stored but not mailed, and it will not be resent: read it in contact_messages',
    );
  }
}
