import { afterEach, describe, expect, it } from 'vitest';
import { registerCompany } from '../../test/accounts';
import { buildTestApp, createLogCapture, type TestApp } from '../../test/helper';
import { mailOutbox } from '../db/schema/mail';
import { mailOutboxPurgeJob } from './outbox-mailer';

const RESET_LINK = /https?:\/\/\S+\/reset-password\?token=\S+/;

describe('the outbox mailer', () => {
  let testApp: TestApp;
  afterEach(() => testApp.close());

  async function requestResetLink(env: Record<string, string>) {
    const logs = createLogCapture();
    testApp = await buildTestApp({ env, logStream: logs });
    const company = await registerCompany(testApp.app, 'Boîte aux lettres');
    await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: company.email },
    });
    const [mail] = await testApp.database.db.select().from(mailOutbox);
    return { logs: logs.text(), link: RESET_LINK.exec(mail!.text)![0] };
  }

  it('logs the links of each mail outside production, so a reset works without a mail server', async () => {
    const { logs, link } = await requestResetLink({});
    expect(logs).toContain(link);
  });

  it('keeps the reset link out of the logs in production, in the outbox table only', async () => {
    const { logs, link } = await requestResetLink({
      NODE_ENV: 'production',
      ALLOW_EMBEDDED_IN_PRODUCTION: 'true',
      AUTH_SECRET: 'un-secret-de-test-assez-long-pour-la-production',
    });
    expect(link).toMatch(RESET_LINK);
    expect(logs).toContain('mail kept in the outbox');
    expect(logs).not.toContain(link.split('token=')[1]!);
  });

  it('deletes the mails kept over 30 days, their links long dead, and keeps the others', async () => {
    testApp = await buildTestApp();
    const now = new Date('2026-11-27T09:00:00Z');
    const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
    const mail = { recipient: 'direction@exemple.fr', subject: 'Invitation', text: 'https://pointeo.fr/…' };
    await testApp.database.db.insert(mailOutbox).values([
      { ...mail, subject: 'Vieux', createdAt: daysAgo(30.01) },
      { ...mail, subject: 'Récent', createdAt: daysAgo(29.99) },
    ]);
    await mailOutboxPurgeJob(testApp.database.db, () => now).run();
    const kept = await testApp.database.db.select().from(mailOutbox);
    expect(kept.map((row) => row.subject)).toEqual(['Récent']);
  });
});
