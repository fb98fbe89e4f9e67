import { MAX_WEBHOOK_ENDPOINTS, WEBHOOK_EVENT_TYPES, WEBHOOK_MESSAGES } from '@pointeo/domain/webhooks';
import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecordingMailer } from '../../../test/helper';
import { allowNegativeBalance, setPlan, typeId } from '../../../test/leave';
import { type Company, companyWithKiosk, paris, timesheetTestAppOfFile } from '../../../test/timesheets';
import { startWebhookReceiver, type WebhookReceiver } from '../../../test/webhook-receiver';
import { webhookDeliveries, webhookEndpoints, webhookEvents } from '../../db/schema/webhooks';
import { recordWebhookEvent } from '.';

const mailer = createRecordingMailer();
const testApp = timesheetTestAppOfFile({
  // The receiver listens on 127.0.0.1; the SSRF refusals are tested with this off (ssrf.integration.test.ts).
  env: { WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true' },
  mailer,
  webhookTimeoutMs: 300,
});
let receiver: WebhookReceiver;
let company: Company;
let other: Company;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  company = await companyWithKiosk(testApp, 'Crochets');
  other = await companyWithKiosk(testApp, 'Voisins');
  await setPlan(testApp, company, 'Premium');
  await setPlan(testApp, other, 'Premium');
  await allowNegativeBalance(testApp, company);
});
afterAll(() => receiver?.close());

const deliverDue = () => testApp.app.webhookDeliveries.deliverDue();

async function addEndpoint(owner: Company, path: string, events: readonly string[] = WEBHOOK_EVENT_TYPES) {
  const response = await owner.request('POST', '/api/developers/webhooks', {
    url: receiver.url(path),
    events,
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { endpoint: { id: string }; secret: string };
}

async function deliveriesOf(owner: Company, endpointId: string, page = 1) {
  const response = await owner.request(
    'GET',
    `/api/developers/webhooks/${endpointId}/deliveries?page=${page}`,
  );
  expect(response.statusCode).toBe(200);
  return response.json() as {
    deliveries: Array<{
      id: string;
      eventId: string;
      eventType: string;
      status: string;
      attempts: number;
      responseStatus: number | null;
      lastError: string | null;
      nextAttemptAt: string | null;
    }>;
    hasMore: boolean;
  };
}

describe('an endpoint and its signed deliveries', () => {
  it('delivers an event signed with the endpoint secret, which the library itself verifies', async () => {
    testApp.setNow(new Date());
    const { endpoint, secret } = await addEndpoint(company, '/signed', ['employee.created']);
    expect(secret).toMatch(/^whsec_/);
    const shown = await company.request('GET', `/api/developers/webhooks/${endpoint.id}/secret`);
    expect(shown.json()).toEqual({ secret });
    expect(shown.headers['cache-control']).toBe('no-store');
    // The secret is sealed at rest: the row does not hold it.
    const [row] = await testApp.database.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, endpoint.id));
    expect(row!.secret).not.toContain(secret.slice(6));

    const employeeId = await company.addEmployee('Ada', '424242');
    await deliverDue();
    const [received] = receiver.on('/signed');
    expect(received).toBeDefined();
    const verified = new Webhook(secret).verify(received!.body, {
      'webhook-id': String(received!.headers['webhook-id']),
      'webhook-timestamp': String(received!.headers['webhook-timestamp']),
      'webhook-signature': String(received!.headers['webhook-signature']),
    });
    expect(verified).toMatchObject({ type: 'employee.created', data: { id: employeeId, first_name: 'Ada' } });
    expect(received!.headers['webhook-id']).toMatch(/^msg_[0-9a-f]{32}$/);
    expect(received!.headers['content-type']).toBe('application/json');
    expect(received!.body).not.toContain('424242');
    // Another secret does not verify it.
    expect(() =>
      new Webhook(`whsec_${Buffer.alloc(24, 7).toString('base64')}`).verify(received!.body, {
        'webhook-id': String(received!.headers['webhook-id']),
        'webhook-timestamp': String(received!.headers['webhook-timestamp']),
        'webhook-signature': String(received!.headers['webhook-signature']),
      }),
    ).toThrow();

    const log = await deliveriesOf(company, endpoint.id);
    expect(log.deliveries).toEqual([
      expect.objectContaining({
        eventType: 'employee.created',
        status: 'delivered',
        attempts: 1,
        responseStatus: 200,
        eventId: received!.headers['webhook-id'],
      }),
    ]);
  });

  it('signs with the new secret and, for 24 hours, the previous one after a rotation', async () => {
    const now = new Date();
    testApp.setNow(now);
    const { endpoint, secret: first } = await addEndpoint(company, '/rotated', ['employee.created']);
    const rotated = await company.request('POST', `/api/developers/webhooks/${endpoint.id}/secret`);
    expect(rotated.statusCode).toBe(200);
    const second = rotated.json().secret as string;
    expect(second).not.toBe(first);
    await company.addEmployee('Bea', '434343');
    await deliverDue();
    const [received] = receiver.on('/rotated');
    const headers = {
      'webhook-id': String(received!.headers['webhook-id']),
      'webhook-timestamp': String(received!.headers['webhook-timestamp']),
      'webhook-signature': String(received!.headers['webhook-signature']),
    };
    expect(headers['webhook-signature'].split(' ')).toHaveLength(2);
    expect(new Webhook(second).verify(received!.body, headers)).toMatchObject({ type: 'employee.created' });
    expect(new Webhook(first).verify(received!.body, headers)).toMatchObject({ type: 'employee.created' });

    testApp.setNow(new Date(now.getTime() + DAY + 60_000));
    await company.addEmployee('Cleo', '444444');
    await deliverDue();
    const later = receiver.on('/rotated')[1]!;
    expect(String(later.headers['webhook-signature']).split(' ')).toHaveLength(1);
  });
});

describe('the delivery without a call of the test', () => {
  it('sends an event once the answer of its request is sent (a nudge, or the periodic job)', async () => {
    testApp.setNow(new Date());
    await addEndpoint(company, '/nudged', ['employee.created']);
    const received = receiver.next('/nudged');
    const employeeId = await company.addEmployee('Nora', '454545');
    expect((await received).payload).toMatchObject({ type: 'employee.created', data: { id: employeeId } });
  });
});

describe('the events the owners of the facts record', () => {
  it('fires each event type to the endpoints listening to it, and only to them', async () => {
    await addEndpoint(company, '/all');
    await addEndpoint(company, '/months', ['month.validated']);
    testApp.setNow(paris('2026-10-01', '08:00'));
    const zoe = await company.addEmployee('Zoé', '515151');
    expect((await company.punch('515151', paris('2026-10-05', '08:00'))).statusCode).toBe(200);
    expect((await company.punch('515151', paris('2026-10-05', '17:00'))).statusCode).toBe(200);
    await deliverDue();
    const arrival = receiver.on('/all')[1]!.payload;
    expect(arrival).toMatchObject({
      type: 'punch.created',
      timestamp: paris('2026-10-05', '08:00').toISOString(),
      data: {
        employee_id: zoe,
        kind: 'in',
        source: 'kiosk',
        punched_at: paris('2026-10-05', '08:00').toISOString(),
      },
    });
    expect(JSON.stringify(arrival)).not.toContain('515151');
    const entryId = arrival.data.entry_id as string;

    testApp.setNow(paris('2026-10-06', '09:00'));
    const corrected = await company.request('PATCH', `/api/timesheets/entries/${entryId}`, {
      arrival: '07:45',
      reason: 'Arrivée avant ouverture de la borne',
    });
    expect(corrected.statusCode).toBe(200);
    const updated = await company.request('PATCH', `/api/employees/${zoe}`, {
      firstName: 'Zoé',
      lastName: 'Crochets',
      role: 'employee',
      zone: '',
      pinCode: '515151',
      jobTitle: 'Cheffe de rang',
    });
    expect(updated.statusCode).toBe(200);

    testApp.setNow(paris('2026-11-02', '10:00'));
    expect((await company.request('POST', '/api/timesheets/months/2026-10/validate')).statusCode).toBe(200);

    const paidLeave = await typeId(company, 'Congés payés');
    const requested = await company.kioskRequest('POST', '/api/kiosk/leave/requests', {
      pin: '515151',
      typeId: paidLeave,
      startDate: '2026-12-14',
      endDate: '2026-12-16',
      startHalfDay: false,
      endHalfDay: false,
      comment: 'Vacances',
    });
    expect(requested.statusCode).toBe(201);
    const pending = await company.request('GET', '/api/leave/absences?status=pending');
    const absenceId = pending.json().absences[0].id as string;
    expect((await company.request('POST', `/api/leave/absences/${absenceId}/approve`)).statusCode).toBe(200);
    expect((await company.request('DELETE', `/api/employees/${zoe}`)).statusCode).toBe(204);
    await deliverDue();

    const types = receiver.on('/all').map((webhook) => webhook.payload.type);
    expect(types).toEqual([
      'employee.created',
      'punch.created',
      'punch.created',
      'time_entry.corrected',
      'employee.updated',
      'month.validated',
      'absence.requested',
      'absence.approved',
      'employee.archived',
    ]);
    const payloadOf = (type: string) =>
      receiver.on('/all').find((webhook) => webhook.payload.type === type)!.payload;
    expect(payloadOf('time_entry.corrected').data).toMatchObject({
      id: entryId,
      employee_id: zoe,
      kind: 'edit',
      before: { arrival: paris('2026-10-05', '08:00').toISOString() },
      after: { arrival: paris('2026-10-05', '07:45').toISOString() },
      reason: 'Arrivée avant ouverture de la borne',
    });
    expect(payloadOf('employee.updated').data).toMatchObject({ id: zoe, job_title: 'Cheffe de rang' });
    expect(payloadOf('month.validated').data).toMatchObject({
      month: '2026-10',
      employee_ids: expect.arrayContaining([zoe]),
    });
    expect(payloadOf('absence.requested').data).toMatchObject({
      id: absenceId,
      employee_id: zoe,
      status: 'pending',
      start_date: '2026-12-14',
      source: 'kiosk',
    });
    expect(payloadOf('absence.approved').data).toMatchObject({ id: absenceId, status: 'approved' });
    expect(payloadOf('employee.archived').data).toMatchObject({ id: zoe, archived: true });
    for (const webhook of receiver.on('/all')) expect(webhook.body).not.toMatch(/pin/i);
    expect(receiver.on('/months').map((webhook) => webhook.payload.type)).toEqual(['month.validated']);
  });

  it('records nothing, and sends nothing, for a fact whose transaction rolled back', async () => {
    testApp.setNow(new Date());
    await addEndpoint(company, '/rollback', ['employee.updated']);
    const before = await testApp.database.db.select().from(webhookEvents);
    await expect(
      testApp.database.db.transaction(async (tx) => {
        const queued = await recordWebhookEvent(tx, {
          companyId: company.id,
          type: 'employee.updated',
          data: { id: 'rolled-back' },
          at: new Date(),
        });
        expect(queued).toBeGreaterThan(0);
        throw new Error('the fact fails after its event');
      }),
    ).rejects.toThrow('the fact fails');
    // A refused change through the API: a PIN another employee holds.
    const holder = await company.addEmployee('Paul', '616161');
    const taken = await company.request('PATCH', `/api/employees/${holder}`, {
      firstName: 'Paul',
      lastName: 'Crochets',
      role: 'employee',
      zone: '',
      pinCode: '424242',
    });
    expect(taken.statusCode).toBe(409);
    await deliverDue();
    expect(receiver.on('/rollback')).toEqual([]);
    const after = await testApp.database.db.select().from(webhookEvents);
    expect(after.filter((event) => event.type === 'employee.updated')).toEqual(
      before.filter((event) => event.type === 'employee.updated'),
    );
  });

  it('records no event for a company without an enabled endpoint listening', async () => {
    const { endpoint } = await addEndpoint(other, '/other', ['employee.archived']);
    await other.addEmployee('Nina', '717171');
    const disabled = await other.request('PATCH', `/api/developers/webhooks/${endpoint.id}`, {
      enabled: false,
    });
    expect(disabled.json()).toMatchObject({ enabled: false, disabledReason: 'company' });
    const events = await testApp.database.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.companyId, other.id));
    expect(events).toEqual([]);
  });
});

describe('retries', () => {
  it('tries again after a 500 with exponential backoff, then delivers', async () => {
    const start = new Date();
    testApp.setNow(start);
    const { endpoint } = await addEndpoint(company, '/flaky', ['employee.created']);
    receiver.answer(500);
    await company.addEmployee('Rita', '818181');
    await deliverDue();
    let [delivery] = (await deliveriesOf(company, endpoint.id)).deliveries;
    expect(delivery).toMatchObject({
      status: 'pending',
      attempts: 1,
      responseStatus: 500,
      lastError: 'HTTP 500',
    });
    expect(delivery!.nextAttemptAt).toBe(new Date(start.getTime() + 30_000).toISOString());

    // Not due yet: nothing is sent.
    testApp.setNow(new Date(start.getTime() + 20_000));
    await deliverDue();
    expect(receiver.on('/flaky')).toHaveLength(1);

    testApp.setNow(new Date(start.getTime() + 31_000));
    await deliverDue();
    [delivery] = (await deliveriesOf(company, endpoint.id)).deliveries;
    expect(delivery).toMatchObject({ status: 'pending', attempts: 2 });
    expect(delivery!.nextAttemptAt).toBe(new Date(start.getTime() + 91_000).toISOString());

    receiver.answer(200);
    testApp.setNow(new Date(start.getTime() + 92_000));
    await deliverDue();
    [delivery] = (await deliveriesOf(company, endpoint.id)).deliveries;
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 3, responseStatus: 200 });
    const ids = receiver.on('/flaky').map((webhook) => webhook.headers['webhook-id']);
    expect(new Set(ids).size).toBe(1);
  });

  it('treats a receiver that does not answer in time as a failure, and gives up 24 hours after the event', async () => {
    const start = new Date();
    testApp.setNow(start);
    const { endpoint } = await addEndpoint(company, '/silent', ['employee.created']);
    receiver.answer('hang');
    await company.addEmployee('Sam', '828282');
    await deliverDue();
    let [delivery] = (await deliveriesOf(company, endpoint.id)).deliveries;
    expect(delivery).toMatchObject({
      status: 'pending',
      attempts: 1,
      responseStatus: null,
      lastError: WEBHOOK_MESSAGES.timeout,
    });

    receiver.answer(503);
    testApp.setNow(new Date(start.getTime() + 25 * HOUR));
    await deliverDue();
    [delivery] = (await deliveriesOf(company, endpoint.id)).deliveries;
    expect(delivery).toMatchObject({
      status: 'failed',
      attempts: 2,
      responseStatus: 503,
      nextAttemptAt: null,
    });

    // 'Renvoyer': a new attempt now, same webhook-id.
    receiver.answer(200);
    const retried = await company.request(
      'POST',
      `/api/developers/webhooks/${endpoint.id}/deliveries/${delivery!.id}/retry`,
    );
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ status: 'pending' });
    await deliverDue();
    [delivery] = (await deliveriesOf(company, endpoint.id)).deliveries;
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 3, responseStatus: 200 });
    const silent = receiver.on('/silent');
    expect(silent.at(-1)!.headers['webhook-id']).toBe(silent[0]!.headers['webhook-id']);
  });

  it('disables an endpoint failing for 3 days and e-mails the company', async () => {
    const start = new Date();
    testApp.setNow(start);
    const { endpoint } = await addEndpoint(other, '/down', ['employee.created']);
    receiver.answer(500);
    await other.addEmployee('Ugo', '919191');
    await deliverDue();
    testApp.setNow(new Date(start.getTime() + 2 * DAY));
    await other.addEmployee('Vic', '929292');
    await deliverDue();
    let [row] = await testApp.database.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, endpoint.id));
    expect(row).toMatchObject({ enabled: true, failingSince: start });
    expect(mailer.sent.filter((mail) => mail.subject === WEBHOOK_MESSAGES.disabledMailSubject)).toEqual([]);

    testApp.setNow(new Date(start.getTime() + 3 * DAY + 60_000));
    await other.addEmployee('Wes', '939393');
    await deliverDue();
    [row] = await testApp.database.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, endpoint.id));
    expect(row).toMatchObject({ enabled: false, disabledReason: 'failures' });
    const mails = mailer.sent.filter((mail) => mail.subject === WEBHOOK_MESSAGES.disabledMailSubject);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(receiver.url('/down'));
    expect(mails[0]!.text).toContain('Voisins');

    // Disabled: a new fact queues nothing for it, and its 'Renvoyer' asks to turn it on first.
    const before = await testApp.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint.id));
    await other.addEmployee('Xia', '949494');
    const after = await testApp.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint.id));
    expect(after).toHaveLength(before.length);
    const retry = await other.request(
      'POST',
      `/api/developers/webhooks/${endpoint.id}/deliveries/${before[0]!.id}/retry`,
    );
    expect([retry.statusCode, retry.json().error.code]).toEqual([409, 'WEBHOOK_ENDPOINT_DISABLED']);
    receiver.answer(200);
  });
});

describe('the company routes', () => {
  it("answers 404 for another company's endpoints and deliveries", async () => {
    testApp.setNow(new Date());
    const { endpoint } = await addEndpoint(other, '/private', ['employee.created']);
    await other.addEmployee('Yann', '959595');
    await deliverDue();
    const [delivery] = (await deliveriesOf(other, endpoint.id)).deliveries;
    const base = `/api/developers/webhooks/${endpoint.id}`;
    for (const [method, url, payload] of [
      ['PATCH', base, { enabled: false }],
      ['DELETE', base, undefined],
      ['GET', `${base}/secret`, undefined],
      ['POST', `${base}/secret`, undefined],
      ['GET', `${base}/deliveries`, undefined],
      ['POST', `${base}/deliveries/${delivery!.id}/retry`, undefined],
    ] as const) {
      const response = await company.request(method, url, payload);
      expect([method, url, response.statusCode]).toEqual([method, url, 404]);
    }
    const list = (await company.request('GET', '/api/developers/webhooks')).json().endpoints as {
      id: string;
    }[];
    expect(list.map((item) => item.id)).not.toContain(endpoint.id);
  });

  it('refuses a bad URL or no event with a French message', async () => {
    const bad = await company.request('POST', '/api/developers/webhooks', {
      url: 'pas une url',
      events: ['employee.created'],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.url).toBe(WEBHOOK_MESSAGES.urlInvalid);
    const ftp = await company.request('POST', '/api/developers/webhooks', {
      url: 'ftp://exemple.fr/hook',
      events: ['employee.created'],
    });
    expect(ftp.statusCode).toBe(400);
    const none = await company.request('POST', '/api/developers/webhooks', {
      url: receiver.url('/x'),
      events: [],
    });
    expect(none.json().error.fields.events).toBe(WEBHOOK_MESSAGES.eventsRequired);
  });

  it(`keeps a company's endpoints under their cap of ${MAX_WEBHOOK_ENDPOINTS}, saying so in French`, async () => {
    const third = await companyWithKiosk(testApp, 'Plafond');
    await setPlan(testApp, third, 'Premium');
    for (let index = 0; index < MAX_WEBHOOK_ENDPOINTS; index += 1) await addEndpoint(third, `/cap/${index}`);
    const refused = await third.request('POST', '/api/developers/webhooks', {
      url: receiver.url('/cap/over'),
      events: ['employee.created'],
    });
    expect([refused.statusCode, refused.json().error]).toEqual([
      409,
      expect.objectContaining({ code: 'WEBHOOK_ENDPOINT_LIMIT', message: WEBHOOK_MESSAGES.tooMany }),
    ]);
  });

  it('is a Premium feature: refused on Standard, and a downgraded company is not delivered to', async () => {
    testApp.setNow(new Date());
    const { endpoint } = await addEndpoint(other, '/downgraded', ['employee.created']);
    await setPlan(testApp, other, 'Standard');
    const refused = await other.request('GET', '/api/developers/webhooks');
    expect([refused.statusCode, refused.json().error.code]).toEqual([403, 'FEATURE_NOT_IN_PLAN']);
    await other.addEmployee('Zed', '969696');
    await deliverDue();
    expect(receiver.on('/downgraded')).toEqual([]);
    const [delivery] = await testApp.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint.id));
    expect(delivery).toMatchObject({ status: 'failed', lastError: WEBHOOK_MESSAGES.notPremium });
    await setPlan(testApp, other, 'Premium');
  });

  it('lists an endpoint deliveries newest first, a page at a time, and deletes it', async () => {
    testApp.setNow(new Date());
    const { endpoint } = await addEndpoint(company, '/paged', ['time_entry.corrected']);
    const rows = Array.from({ length: 25 }, (_, index) => index);
    await testApp.database.db.transaction(async (tx) => {
      for (const index of rows) {
        await recordWebhookEvent(tx, {
          companyId: company.id,
          type: 'time_entry.corrected',
          data: { index },
          at: new Date(Date.now() - (25 - index) * 1000),
        });
      }
    });
    const first = await deliveriesOf(company, endpoint.id);
    expect(first.deliveries).toHaveLength(20);
    expect(first.hasMore).toBe(true);
    const second = await deliveriesOf(company, endpoint.id, 2);
    expect(second.deliveries).toHaveLength(5);
    expect(second.hasMore).toBe(false);
    const times = [...first.deliveries, ...second.deliveries].map((delivery) => delivery.id);
    expect(new Set(times).size).toBe(25);
    expect((await company.request('DELETE', `/api/developers/webhooks/${endpoint.id}`)).statusCode).toBe(204);
    const gone = await company.request('GET', `/api/developers/webhooks/${endpoint.id}/deliveries`);
    expect(gone.statusCode).toBe(404);
  });
});
