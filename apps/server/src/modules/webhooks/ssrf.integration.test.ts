import { WEBHOOK_MESSAGES } from '@pointeo/domain/webhooks';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setPlan } from '../../../test/leave';
import { type Company, companyWithKiosk, timesheetTestAppOfFile } from '../../../test/timesheets';
import { startWebhookReceiver, type WebhookReceiver } from '../../../test/webhook-receiver';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/webhooks';
import { createSecretBox } from '../../lib/secret-box';
import { newWebhookSecret } from '.';

/**
 * SSRF (issue 31 item 5): WEBHOOK_ALLOW_PRIVATE_ADDRESSES is off here, as in production. A URL
 * leading to a private, loopback or link-local address is refused when saved, and a delivery to one
 * (a name that resolved elsewhere when saved: DNS rebinding) is never sent.
 */
const SECRETS_KEY = 'k'.repeat(40);
const testApp = timesheetTestAppOfFile({ env: { SECRETS_KEY } });
let receiver: WebhookReceiver;
let company: Company;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  company = await companyWithKiosk(testApp, 'Remparts');
  await setPlan(testApp, company, 'Premium');
});
afterAll(() => receiver?.close());

const refusedUrls = () => [
  'http://10.0.0.1/hook',
  `http://127.0.0.1:${receiver.port}/hook`,
  'http://169.254.169.254/latest/meta-data/',
  `http://[::1]:${receiver.port}/hook`,
  `http://[::ffff:127.0.0.1]:${receiver.port}/hook`,
  `http://localhost:${receiver.port}/hook`,
];

describe('endpoint URLs that lead inside', () => {
  it('are refused when the company saves them, with a French message', async () => {
    // 127.0.0.1 written as one number, and in hexadecimal: the URL parser reads them as that address.
    for (const url of [
      ...refusedUrls(),
      'http://2130706433/hook',
      'http://0x7f.1/hook',
      'http://[fd00::1]/hook',
    ]) {
      const response = await company.request('POST', '/api/developers/webhooks', {
        url,
        events: ['employee.created'],
      });
      expect([url, response.statusCode, response.json().error]).toEqual([
        url,
        400,
        expect.objectContaining({ code: 'WEBHOOK_URL_REFUSED', message: WEBHOOK_MESSAGES.urlPrivate }),
      ]);
    }
    const listed = await company.request('GET', '/api/developers/webhooks');
    expect(listed.json().endpoints).toEqual([]);
  });

  it('are refused when an endpoint is changed to one', async () => {
    // Saved straight into the table: the only way to get an endpoint here without a public address.
    const [endpoint] = await testApp.database.db
      .insert(webhookEndpoints)
      .values({
        companyId: company.id,
        url: 'https://hooks.exemple.fr/pointeo',
        events: ['employee.created'],
        secret: createSecretBox({ secretsKey: SECRETS_KEY, authSecret: '' }).seal(newWebhookSecret()),
        enabled: false,
      })
      .returning();
    const changed = await company.request('PATCH', `/api/developers/webhooks/${endpoint!.id}`, {
      url: 'http://169.254.169.254/latest/meta-data/',
    });
    expect([changed.statusCode, changed.json().error.code]).toEqual([400, 'WEBHOOK_URL_REFUSED']);
    await testApp.database.db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint!.id));
  });

  it('are never delivered to, whatever they resolved to when saved', async () => {
    const box = createSecretBox({ secretsKey: SECRETS_KEY, authSecret: '' });
    const urls = refusedUrls().slice(1);
    const endpoints = await testApp.database.db
      .insert(webhookEndpoints)
      .values(
        urls.map((url) => ({
          companyId: company.id,
          url,
          events: ['employee.created'],
          secret: box.seal(newWebhookSecret()),
        })),
      )
      .returning();
    await company.addEmployee('Lou', '121212');
    await testApp.app.webhookDeliveries.deliverDue();
    expect(receiver.received).toEqual([]);
    const deliveries = await testApp.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.companyId, company.id));
    expect(deliveries).toHaveLength(endpoints.length);
    for (const delivery of deliveries) {
      const url = endpoints.find((endpoint) => endpoint.id === delivery.endpointId)!.url;
      expect([url, delivery.status, delivery.lastError]).toEqual([
        url,
        'pending',
        WEBHOOK_MESSAGES.urlPrivate,
      ]);
    }
  });
});
