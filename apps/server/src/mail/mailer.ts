import type { Executor } from '../db/client';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  /**
   * `within`: the transaction the message belongs to. The outbox writes it there, so the message and
   * what it reports commit or roll back together; a queue of its own database connections ignores it.
   */
  send(message: MailMessage, within?: Executor): Promise<void>;
}
