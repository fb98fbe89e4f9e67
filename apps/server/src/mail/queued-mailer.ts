import type { JobDefinition, JobQueue } from '../jobs/job-queue';
import type { Mailer, MailMessage } from './mailer';

const SEND_MAIL_JOB = 'send-mail';

/**
 * Retried 30 s, 1 min, 2 min … about 8.5 hours after the first failure in all: a password reset
 * asked for during an SMTP outage still arrives once the server is back.
 */
export function sendMailJob(transport: Mailer): JobDefinition<MailMessage> {
  return {
    name: SEND_MAIL_JOB,
    retryLimit: 10,
    retryDelaySeconds: 30,
    run: (message) => transport.send(message),
  };
}

/** A Mailer that queues each message for `sendMailJob`: the request never waits for the SMTP server. */
export function createQueuedMailer(queue: JobQueue, transport: Mailer): Mailer {
  return { kind: transport.kind, send: (message) => queue.send(SEND_MAIL_JOB, message) };
}
