import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { CONTACT_CONFIRMATION } from '@pointeo/domain/contact';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp, createLogCapture, createRecordingMailer, type TestApp } from '../../../test/helper';
import { contactMessages } from '../../db/schema/contact';
import { mailOutbox } from '../../db/schema/mail';
import { contactPurgeJob } from './purge';

const validMessage = {
  fullName: 'Élodie Martin',
  email: 'elodie@boulangerie-martin.fr',
  company: 'Boulangerie Martin',
  message: 'Bonjour, nous avons 35 salariés sur deux sites. Pouvez-vous nous rappeler\u202f?',
};

describe('POST /api/contact', () => {
  let testApp: TestApp;
  afterEach(() => testApp.close());

  it('stores the message, mails it to CONTACT_TO and confirms in French', async () => {
    const mailer = createRecordingMailer();
    testApp = await buildTestApp({ mailer, env: { CONTACT_TO: 'equipe@pointeo.fr' } });

    const response = await testApp.app.inject({ method: 'POST', url: '/api/contact', payload: validMessage });

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: CONTACT_CONFIRMATION });
    const rows = await testApp.database.db.select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ fullName: 'Élodie Martin', company: 'Boulangerie Martin' });
    expect(rows[0]!.mailedAt).toBeInstanceOf(Date);
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]).toMatchObject({ to: 'equipe@pointeo.fr', replyTo: validMessage.email });
    expect(mailer.sent[0]!.text).toContain(validMessage.message);
  });

  it('keeps the message in the outbox when no SMTP server is configured', async () => {
    testApp = await buildTestApp();
    await testApp.app.inject({ method: 'POST', url: '/api/contact', payload: validMessage });
    const outbox = await testApp.database.db.select().from(mailOutbox);
    expect(outbox).toHaveLength(1);
    expect(outbox[0]!.subject).toBe('Nouveau message de contact\u202f: Élodie Martin');
  });

  it('answers French field errors for missing required fields and stores nothing', async () => {
    testApp = await buildTestApp();
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { fullName: '', email: 'pas-un-mail', message: '   ' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      fullName: 'Le nom complet est obligatoire',
      email: "L'adresse e-mail n'est pas valide",
      message: 'Le message est obligatoire',
    });
    expect(await testApp.database.db.select().from(contactMessages)).toHaveLength(0);
  });

  it('answers 400, not 500, to a body that is not JSON', async () => {
    testApp = await buildTestApp();
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"fullName"\u202f:',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe("Le corps de la requête n'est pas un JSON valide.");
  });

  it('still receives the message when the mail server fails', async () => {
    const failingMailer = { kind: 'smtp' as const, send: () => Promise.reject(new Error('SMTP down')) };
    testApp = await buildTestApp({ mailer: failingMailer });
    const response = await testApp.app.inject({ method: 'POST', url: '/api/contact', payload: validMessage });
    expect(response.statusCode).toBe(201);
    const [row] = await testApp.database.db.select().from(contactMessages);
    expect(row?.mailedAt).toBeNull();
  });

  it('logs a message it could not mail with its id, saying that nothing will resend it', async () => {
    const logs = createLogCapture();
    const failingMailer = { kind: 'smtp' as const, send: () => Promise.reject(new Error('SMTP down')) };
    testApp = await buildTestApp({ mailer: failingMailer, logStream: logs });
    await testApp.app.inject({ method: 'POST', url: '/api/contact', payload: validMessage });
    const [row] = await testApp.database.db.select().from(contactMessages);
    const failure = logs
      .text()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line))
      .find((entry) => entry.contactMessageId === row!.id);
    expect(failure.msg).toContain('will not be resent');
    expect(failure.err.message).toBe('SMTP down');
  });

  it('slows down a sender after five messages in ten minutes', async () => {
    testApp = await buildTestApp({ mailer: createRecordingMailer() });
    const send = () => testApp.app.inject({ method: 'POST', url: '/api/contact', payload: validMessage });
    for (let i = 0; i < 5; i++) expect((await send()).statusCode).toBe(201);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toMatch(/^Trop de tentatives/);
  });

  it('delivers the mail through a real SMTP server when SMTP_URL is set', async () => {
    const received: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => {
          data += chunk.toString('utf8');
        });
        stream.on('end', () => {
          received.push(data);
          callback();
        });
      },
    });
    smtp.listen(0, '127.0.0.1');
    await once(smtp.server, 'listening');
    const { port } = smtp.server.address() as AddressInfo;
    try {
      testApp = await buildTestApp({
        env: { SMTP_URL: `smtp://127.0.0.1:${port}`, CONTACT_TO: 'equipe@pointeo.fr' },
      });
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { ...validMessage, fullName: 'Paul Durand' },
      });
      expect(response.statusCode).toBe(201);
      // Mail leaves through the job queue, after the answer.
      await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 20_000, interval: 50 });
      expect(received[0]).toContain('To: equipe@pointeo.fr');
      expect(received[0]).toContain('Reply-To: elodie@boulangerie-martin.fr');
      expect(subjectOf(received[0]!)).toBe('Nouveau message de contact\u202f: Paul Durand');
    } finally {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });
});

describe('the contact messages', () => {
  let testApp: TestApp;
  afterEach(() => testApp.close());

  it("are deleted three years after they were sent (the CNIL's reference for prospects), not before", async () => {
    testApp = await buildTestApp();
    await testApp.database.db.insert(contactMessages).values([
      { ...validMessage, fullName: 'Ancien', createdAt: new Date('2023-11-27T08:59:00Z') },
      { ...validMessage, fullName: 'Récent', createdAt: new Date('2023-11-27T09:01:00Z') },
    ]);
    await contactPurgeJob(testApp.database.db, () => new Date('2026-11-27T09:00:00Z')).run();
    const kept = await testApp.database.db.select().from(contactMessages);
    expect(kept.map((row) => row.fullName)).toEqual(['Récent']);
  });
});

/** The Subject header of a raw message, unfolded and its UTF-8 encoded words (RFC 2047, Q) decoded. */
function subjectOf(raw: string): string {
  const header = /^Subject: (.*(?:\r\n .*)*)/m.exec(raw)?.[1] ?? '';
  return (
    header
      // Folded encoded words are one text: join them before decoding, as a mail reader does.
      .replace(/\?=\r\n =\?UTF-8\?Q\?/gi, '')
      .replace(/=\?UTF-8\?Q\?([^?]*)\?=/gi, (_word, text: string) =>
        Buffer.from(
          text
            .replace(/_/g, ' ')
            .replace(/=([0-9A-F]{2})/gi, (_hex, code: string) =>
              String.fromCharCode(Number.parseInt(code, 16)),
            ),
          'latin1',
        ).toString('utf8'),
      )
  );
}
