import { randomUUID } from 'node:crypto';
import type { PointeoClient } from '@pointeo/api-client';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorCodeOf, issueApiKey, usePremium } from '../../../test/api-keys';
import { allowNegativeBalance } from '../../../test/leave';
import { clientOf, listenForClients } from '../../../test/public-api';
import {
  type Company,
  companyWithKiosk,
  paris,
  timesheetTestAppOfFile,
  workShift,
} from '../../../test/timesheets';
import { companies } from '../../db/schema/accounts';
import { apiIdempotencyKeys } from '../../db/schema/public-api';
import { API_KEY_AUTHOR_NAME } from './index';

/**
 * The public API (decision 076), called as a customer's code calls it: through the typed client of
 * packages/api-client, over HTTP, with a key of the company (Premium).
 */
const testApp = timesheetTestAppOfFile();
let baseUrl: string;
let martin: Company;
let dupont: Company;
let writer: PointeoClient;
let reader: PointeoClient;
let dupontWriter: PointeoClient;
let martinEmployee: string;
let dupontEmployee: string;

const problemOf = (response: Response) => response.headers.get('content-type') ?? '';

beforeAll(async () => {
  baseUrl = await listenForClients(testApp.app);
  martin = await companyWithKiosk(testApp, 'Boulangerie Martin');
  dupont = await companyWithKiosk(testApp, 'Garage Dupont');
  for (const company of [martin, dupont]) await usePremium(testApp.app, company.id);
  writer = clientOf(baseUrl, await issueApiKey(testApp.app, martin.id, { scopes: ['read', 'write'] }));
  reader = clientOf(baseUrl, await issueApiKey(testApp.app, martin.id, { scopes: ['read'] }));
  dupontWriter = clientOf(baseUrl, await issueApiKey(testApp.app, dupont.id, { scopes: ['read', 'write'] }));
  martinEmployee = await martin.addEmployee('Zoé', '111111');
  dupontEmployee = await dupont.addEmployee('Paul', '222222');
});

describe('problem details (RFC 9457)', () => {
  it('answers a call without a key with a French problem', async () => {
    const response = await fetch(`${baseUrl}/api/v1/employees`);
    expect(response.status).toBe(401);
    expect(problemOf(response)).toMatch(/^application\/problem\+json/);
    const problem = (await response.json()) as Record<string, unknown>;
    expect(problem).toMatchObject({ status: 401, title: 'Authentification requise' });
    expect(problem.type).toMatch(/^urn:pointeo:problem:/);
    expect(typeof problem.detail).toBe('string');
    expect(typeof problem.code).toBe('string');
  });

  it('lists each refused field of a bad input, in French, with a JSON pointer', async () => {
    const { error, response } = await writer.GET('/api/v1/employees', {
      params: { query: { limit: 500 } },
    });
    expect(response.status).toBe(400);
    expect(problemOf(response)).toMatch(/^application\/problem\+json/);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      title: 'Requête invalide',
      detail: 'Le paramètre limit doit être un entier entre 1 et 200',
      errors: [
        {
          pointer: '/limit',
          location: 'query',
          detail: 'Le paramètre limit doit être un entier entre 1 et 200',
        },
      ],
    });

    const created = await writer.POST('/api/v1/employees', { body: { first_name: '', last_name: 'Martin' } });
    expect(created.response.status).toBe(400);
    expect(created.error?.errors?.[0]).toMatchObject({ pointer: '/first_name', location: 'body' });
  });

  it('answers malformed JSON, an unknown address and a bad cursor with problems, never a 500', async () => {
    const headers = {
      authorization: `Bearer ${await issueApiKey(testApp.app, martin.id, { scopes: ['write'] })}`,
    };
    const malformed = await fetch(`${baseUrl}/api/v1/employees`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: '{"first_name": ',
    });
    expect(malformed.status).toBe(400);
    expect(problemOf(malformed)).toMatch(/^application\/problem\+json/);
    expect(((await malformed.json()) as { detail: string }).detail).toBe(
      "Le corps de la requête n'est pas un JSON valide.",
    );

    const unknown = await fetch(`${baseUrl}/api/v1/nothing-here`, { headers });
    expect(unknown.status).toBe(404);
    expect(problemOf(unknown)).toMatch(/^application\/problem\+json/);

    const cursor = await writer.GET('/api/v1/employees', { params: { query: { cursor: 'pas-un-curseur' } } });
    expect(cursor.response.status).toBe(400);
    expect(cursor.error).toMatchObject({ code: 'INVALID_CURSOR', errors: [{ pointer: '/cursor' }] });

    const entry = await writer.POST('/api/v1/time-entries', {
      body: {
        employee_id: martinEmployee,
        date: '2026-02-30',
        arrival: '25:00',
        departure: '18:00',
        reason: 'x',
      },
    });
    expect(entry.response.status).toBe(400);
    expect(entry.error?.errors?.map((refusal) => refusal.pointer)).toEqual(
      expect.arrayContaining(['/date', '/arrival']),
    );
  });

  it('keeps the app’s own error shape outside /api/v1', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/employees' });
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json().error.code).toBe('UNAUTHENTICATED');
  });
});

describe('employees', () => {
  it('creates, reads, changes only the fields sent, and archives an employee', async () => {
    const created = await writer.POST('/api/v1/employees', {
      body: { first_name: 'Léa', last_name: 'Durand', pin_code: '333333', payroll_number: 'M-12' },
    });
    expect(created.response.status).toBe(201);
    const lea = created.data!;
    expect(lea).toMatchObject({ first_name: 'Léa', last_name: 'Durand', has_pin: true, archived_at: null });
    expect(lea).not.toHaveProperty('pin_code');

    const read = await reader.GET('/api/v1/employees/{employee_id}', {
      params: { path: { employee_id: lea.id } },
    });
    expect(read.data).toEqual(lea);

    const changed = await writer.PATCH('/api/v1/employees/{employee_id}', {
      params: { path: { employee_id: lea.id } },
      body: { job_title: 'Vendeuse' },
    });
    expect(changed.response.status).toBe(200);
    // Only the job title moved: the PIN, the names and the matricule stay.
    expect(changed.data).toEqual({ ...lea, job_title: 'Vendeuse' });

    const archived = await writer.POST('/api/v1/employees/{employee_id}/archive', {
      params: { path: { employee_id: lea.id } },
      body: { leaving_date: '2026-11-30' },
    });
    expect(archived.response.status).toBe(200);
    expect(archived.data).toMatchObject({ leaving_date: '2026-11-30', has_pin: false });
    expect(archived.data?.archived_at).not.toBeNull();
    const list = await reader.GET('/api/v1/employees', { params: { query: { status: 'archived' } } });
    expect(list.data?.data.map((employee) => employee.id)).toContain(lea.id);
  });

  it('refuses a read-only key every write, and writes nothing', async () => {
    const before = (await reader.GET('/api/v1/employees', { params: { query: { limit: 200 } } })).data!.data;
    const { response, error } = await reader.POST('/api/v1/employees', {
      body: { first_name: 'Jean', last_name: 'Lecteur' },
    });
    expect(response.status).toBe(403);
    expect(problemOf(response)).toMatch(/^application\/problem\+json/);
    expect(errorCodeOf(error)).toBe('API_KEY_SCOPE');
    for (const call of [
      reader.PATCH('/api/v1/employees/{employee_id}', {
        params: { path: { employee_id: martinEmployee } },
        body: { job_title: 'X' },
      }),
      reader.POST('/api/v1/employees/{employee_id}/archive', {
        params: { path: { employee_id: martinEmployee } },
        body: {},
      }),
      reader.POST('/api/v1/time-entries', {
        body: {
          employee_id: martinEmployee,
          date: '2026-11-02',
          arrival: '08:00',
          departure: '12:00',
          reason: 'Oubli',
        },
      }),
    ]) {
      expect((await call).response.status).toBe(403);
    }
    const after = (await reader.GET('/api/v1/employees', { params: { query: { limit: 200 } } })).data!.data;
    expect(after).toEqual(before);
  });

  it('answers another company’s ids 404, whatever is sent, and changes nothing of theirs', async () => {
    const path = { params: { path: { employee_id: dupontEmployee } } };
    const calls = [
      writer.GET('/api/v1/employees/{employee_id}', path),
      writer.PATCH('/api/v1/employees/{employee_id}', { ...path, body: { first_name: 'Pirate' } }),
      writer.POST('/api/v1/employees/{employee_id}/archive', { ...path, body: {} }),
      writer.GET('/api/v1/employees/{employee_id}/time-sheets/months/{month}', {
        params: { path: { employee_id: dupontEmployee, month: '2026-10' } },
      }),
      writer.GET('/api/v1/employees/{employee_id}/time-sheets/weeks/{week}', {
        params: { path: { employee_id: dupontEmployee, week: '2026-W44' } },
      }),
      writer.POST('/api/v1/time-entries', {
        body: {
          employee_id: dupontEmployee,
          date: '2026-11-02',
          arrival: '08:00',
          departure: '12:00',
          reason: 'x',
        },
      }),
      writer.GET('/api/v1/employees/{employee_id}', { params: { path: { employee_id: 'pas-un-uuid' } } }),
    ];
    for (const call of calls) {
      const { response, error } = await call;
      expect(response.status).toBe(404);
      expect(error?.status).toBe(404);
    }
    const dupontSites = (await dupontWriter.GET('/api/v1/sites')).data!.data;
    const site = await writer.GET('/api/v1/sites/{site_id}', {
      params: { path: { site_id: dupontSites[0]!.id } },
    });
    expect(site.response.status).toBe(404);
    const theirs = await dupontWriter.GET('/api/v1/employees/{employee_id}', path);
    expect(theirs.data?.first_name).toBe('Paul');
    expect(theirs.data?.archived_at).toBeNull();
    const entries = await dupontWriter.GET('/api/v1/time-entries', {
      params: { query: { from: '2026-11-01', to: '2026-11-30' } },
    });
    expect(entries.data?.data).toEqual([]);
    // A list filtered on their employee is not found either.
    const filtered = [
      writer.GET('/api/v1/time-entries', {
        params: { query: { from: '2026-11-01', to: '2026-11-30', employee_id: dupontEmployee } },
      }),
      writer.GET('/api/v1/absences', { params: { query: { employee_id: dupontEmployee } } }),
    ];
    for (const call of filtered) expect((await call).response.status).toBe(404);
  });
});

describe('Idempotency-Key', () => {
  it('replays the first answer to a retry with the same key and body, without a second employee', async () => {
    const key = randomUUID();
    const body = { first_name: 'Hugo', last_name: 'Idempotent' };
    const first = await writer.POST('/api/v1/employees', { body, headers: { 'idempotency-key': key } });
    const retry = await writer.POST('/api/v1/employees', { body, headers: { 'idempotency-key': key } });
    expect(first.response.status).toBe(201);
    expect(retry.response.status).toBe(201);
    expect(retry.response.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.data).toEqual(first.data);
    const all = (await reader.GET('/api/v1/employees', { params: { query: { limit: 200 } } })).data!.data;
    expect(all.filter((employee) => employee.last_name === 'Idempotent')).toHaveLength(1);

    // Another company may use the same key: keys are the company's own.
    const theirs = await dupontWriter.POST('/api/v1/employees', {
      body,
      headers: { 'idempotency-key': key },
    });
    expect(theirs.response.status).toBe(201);
    expect(theirs.data?.id).not.toBe(first.data?.id);
  });

  it('replays a refusal too, and refuses the same key with another body (422)', async () => {
    const key = randomUUID();
    const nobody = {
      params: { path: { employee_id: randomUUID() } },
      headers: { 'idempotency-key': key },
      body: {},
    };
    const refused = await writer.POST('/api/v1/employees/{employee_id}/archive', nobody);
    expect(refused.response.status).toBe(404);
    const again = await writer.POST('/api/v1/employees/{employee_id}/archive', nobody);
    expect(again.response.status).toBe(404);
    expect(again.response.headers.get('idempotent-replayed')).toBe('true');

    const other = await writer.POST('/api/v1/employees', {
      body: { first_name: 'Autre', last_name: 'Corps' },
      headers: { 'idempotency-key': key },
    });
    expect(other.response.status).toBe(422);
    expect(problemOf(other.response)).toMatch(/^application\/problem\+json/);
    expect(other.error?.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('answers 409 while the first request with the key still runs, and runs a key again after 24 hours', async () => {
    const key = randomUUID();
    const body = { first_name: 'Inès', last_name: 'Concurrente' };
    const running = await writer.POST('/api/v1/employees', { body, headers: { 'idempotency-key': key } });
    const db = testApp.database.db;
    // As if it were still running: no answer recorded.
    await db
      .update(apiIdempotencyKeys)
      .set({ statusCode: null, body: null })
      .where(eq(apiIdempotencyKeys.key, key));
    const concurrent = await writer.POST('/api/v1/employees', { body, headers: { 'idempotency-key': key } });
    expect(concurrent.response.status).toBe(409);
    expect(concurrent.error?.code).toBe('IDEMPOTENCY_KEY_IN_USE');

    await db
      .update(apiIdempotencyKeys)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(apiIdempotencyKeys.key, key));
    const later = await writer.POST('/api/v1/employees', { body, headers: { 'idempotency-key': key } });
    expect(later.response.status).toBe(201);
    expect(later.response.headers.get('idempotent-replayed')).toBeNull();
    expect(later.data?.id).not.toBe(running.data?.id);
  });
});

describe('cursor pagination', () => {
  it('finds every employee once when others are added between pages, the new ones at the end', async () => {
    const [company] = [await companyWithKiosk(testApp, 'Pagination SARL')];
    await usePremium(testApp.app, company!.id);
    const client = clientOf(
      baseUrl,
      await issueApiKey(testApp.app, company!.id, { scopes: ['read', 'write'] }),
    );
    for (let index = 0; index < 7; index += 1) {
      await client.POST('/api/v1/employees', { body: { first_name: `Avant${index}`, last_name: 'Liste' } });
    }
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const { data } = await client.GET('/api/v1/employees', { params: { query: { limit: 3, cursor } } });
      seen.push(...data!.data.map((employee) => employee.first_name));
      cursor = data!.next_cursor ?? undefined;
      pages += 1;
      // Two arrive after the first page is read.
      if (pages === 1) {
        for (const name of ['Pendant1', 'Pendant2']) {
          await client.POST('/api/v1/employees', { body: { first_name: name, last_name: 'Liste' } });
        }
      }
    } while (cursor);
    const expected = ['Direction', ...Array.from({ length: 7 }, (_, index) => `Avant${index}`)];
    const before = seen.filter((name) => !name.startsWith('Pendant'));
    expect(new Set(seen).size).toBe(seen.length);
    expect(before.slice(-7)).toEqual(expected.slice(1));
    expect(seen.slice(-2)).toEqual(['Pendant1', 'Pendant2']);
    expect(pages).toBe(Math.ceil(seen.length / 3));
  });
});

describe('time entries', () => {
  it('adds an entry as a correction whose reason is in the trail, signed by the key', async () => {
    const { data, response } = await writer.POST('/api/v1/time-entries', {
      body: {
        employee_id: martinEmployee,
        date: '2026-11-03',
        arrival: '08:00',
        departure: '12:30',
        reason: 'Badge oublié, heures confirmées par le responsable',
      },
    });
    expect(response.status).toBe(201);
    expect(data).toMatchObject({
      employee_id: martinEmployee,
      date: '2026-11-03',
      arrival: paris('2026-11-03', '08:00').toISOString(),
      departure: paris('2026-11-03', '12:30').toISOString(),
      source: 'correction',
      corrected: true,
    });
    const history = await martin.request('GET', `/api/timesheets/entries/${data!.id}/history`);
    expect(history.statusCode).toBe(200);
    expect(history.json().corrections).toEqual([
      expect.objectContaining({
        kind: 'add',
        reason: 'Badge oublié, heures confirmées par le responsable',
        author: expect.objectContaining({ name: API_KEY_AUTHOR_NAME }),
      }),
    ]);
  });

  it('lists the period’s entries of one employee, the kiosk’s included, read-only for the API', async () => {
    await workShift(martin, '111111', '2026-11-04', '09:00', '17:00');
    const { data } = await reader.GET('/api/v1/time-entries', {
      params: { query: { from: '2026-11-01', to: '2026-11-30', employee_id: martinEmployee } },
    });
    const kiosk = data!.data.find((entry) => entry.date === '2026-11-04');
    expect(kiosk).toMatchObject({ source: 'kiosk', corrected: false, missing_clock_out: false });
    expect(data!.data.every((entry) => entry.employee_id === martinEmployee)).toBe(true);
    const none = await reader.GET('/api/v1/time-entries', {
      params: { query: { from: '2026-12-01', to: '2026-12-31', employee_id: martinEmployee } },
    });
    expect(none.data).toEqual({ data: [], next_cursor: null });
    const reversed = await reader.GET('/api/v1/time-entries', {
      params: { query: { from: '2026-11-30', to: '2026-11-01' } },
    });
    expect(reversed.response.status).toBe(400);
  });
});

describe('time sheets and reports: the app’s figures', () => {
  let worker: string;
  beforeAll(async () => {
    worker = await martin.addEmployee('Nora', '444444');
    await workShift(martin, '444444', '2026-10-05', '08:00', '19:30');
    await workShift(martin, '444444', '2026-10-06', '21:00', '06:00');
    await workShift(martin, '444444', '2026-10-11', '10:00', '14:00');
    testApp.setNow(new Date('2026-11-20T10:00:00Z'));
  });

  it('gives the month sheet of the Temps tab', async () => {
    const app = (
      await martin.request('GET', `/api/timesheets/employees/${worker}/month?month=2026-10`)
    ).json();
    const { data } = await reader.GET('/api/v1/employees/{employee_id}/time-sheets/months/{month}', {
      params: { path: { employee_id: worker, month: '2026-10' } },
    });
    expect(data!.totals).toMatchObject({
      worked_minutes: app.totals.workedMinutes,
      night_minutes: app.totals.nightMinutes,
      sunday_minutes: app.totals.sundayMinutes,
      overtime_25_minutes: app.totals.overtime25Minutes,
      overtime_50_minutes: app.totals.overtime50Minutes,
      absence_minutes: app.totals.absenceMinutes,
    });
    expect(data!.totals.worked_minutes).toBeGreaterThan(0);
    expect(data!.totals.night_minutes).toBeGreaterThan(0);
    expect(data!.days).toHaveLength(31);
    expect(data!.weeks.map((week) => week.totals.worked_minutes)).toEqual(
      app.weeks.map((week: { workedMinutes: number }) => week.workedMinutes),
    );
  });

  it('gives the week sheet of the Temps tab for an ISO week', async () => {
    const app = (await martin.request('GET', '/api/timesheets/week?week=2026-10-05')).json();
    const row = app.employees.find(
      (employee: { employee: { id: string } }) => employee.employee.id === worker,
    );
    const { data } = await reader.GET('/api/v1/employees/{employee_id}/time-sheets/weeks/{week}', {
      params: { path: { employee_id: worker, week: '2026-W41' } },
    });
    expect(data).toMatchObject({ week: '2026-W41', start_date: '2026-10-05', end_date: '2026-10-11' });
    expect(data!.totals.worked_minutes).toBe(row.workedMinutes);
    expect(data!.totals.sunday_minutes).toBe(row.sundayMinutes);
    expect(data!.totals.night_minutes).toBe(row.nightMinutes);
    expect(data!.days_worked).toBe(row.daysWorked);
    expect(data!.days.map((day) => day.worked_minutes)).toEqual(
      row.days.map((day: { workedMinutes: number }) => day.workedMinutes),
    );
    const bad = await reader.GET('/api/v1/employees/{employee_id}/time-sheets/weeks/{week}', {
      params: { path: { employee_id: worker, week: '2026-W60' } },
    });
    expect(bad.response.status).toBe(404);
  });

  it('gives the monthly report as JSON, and its CSV byte for byte', async () => {
    const app = (await martin.request('GET', '/api/reports/months/2026-10')).json();
    const { data } = await reader.GET('/api/v1/reports/monthly/{month}', {
      params: { path: { month: '2026-10' } },
    });
    expect(data!.rows.map((row) => row.employee.id)).toEqual(
      app.rows.map((row: { employee: { id: string } }) => row.employee.id),
    );
    expect(data!.total.worked_minutes).toBe(app.total.workedMinutes);
    expect(data!.total.overtime_25_minutes).toBe(app.total.overtime25Minutes);

    const appCsv = await martin.request('GET', '/api/reports/months/2026-10/csv');
    const apiCsv = await reader.GET('/api/v1/reports/monthly/{month}/csv', {
      params: { path: { month: '2026-10' } },
      parseAs: 'arrayBuffer',
    });
    expect(apiCsv.response.headers.get('content-type')).toBe(appCsv.headers['content-type']);
    expect(Buffer.from(apiCsv.data as ArrayBuffer).equals(appCsv.rawPayload)).toBe(true);
  });
});

describe('absences', () => {
  let paidLeave: string;
  let sickness: string;
  beforeAll(async () => {
    await allowNegativeBalance(testApp, martin);
    const types = (await reader.GET('/api/v1/absence-types')).data!.data;
    paidLeave = types.find((type) => type.code === 'conges-payes')!.id;
    sickness = types.find((type) => type.code === 'maladie')!.id;
  });

  it('records an absence approved at once, and lists it', async () => {
    const { data, response } = await writer.POST('/api/v1/absences', {
      body: {
        employee_id: martinEmployee,
        type_id: sickness,
        start_date: '2026-12-21',
        end_date: '2026-12-23',
      },
    });
    expect(response.status).toBe(201);
    expect(data!.absence).toMatchObject({ status: 'approved', source: 'company', start_date: '2026-12-21' });
    const list = await reader.GET('/api/v1/absences', {
      params: { query: { employee_id: martinEmployee, from: '2026-12-01', to: '2026-12-31' } },
    });
    expect(list.data!.data.map((absence) => absence.id)).toEqual([data!.absence.id]);

    const reversed = await writer.POST('/api/v1/absences', {
      body: {
        employee_id: martinEmployee,
        type_id: sickness,
        start_date: '2026-12-23',
        end_date: '2026-12-21',
      },
    });
    expect(reversed.response.status).toBe(400);
    expect(reversed.error?.errors?.[0]?.pointer).toBe('/end_date');
  });

  it('approves and refuses the kiosk’s requests', async () => {
    const request = async (startDate: string) => {
      const response = await martin.kioskRequest('POST', '/api/kiosk/leave/requests', {
        pin: '111111',
        typeId: paidLeave,
        startDate,
        endDate: startDate,
      });
      expect(response.statusCode, response.body).toBe(201);
    };
    await request('2027-01-11');
    await request('2027-01-12');
    const pending = (
      await reader.GET('/api/v1/absences', {
        params: { query: { status: 'pending', employee_id: martinEmployee } },
      })
    ).data!.data;
    expect(pending).toHaveLength(2);

    const approved = await writer.POST('/api/v1/absences/{absence_id}/approve', {
      params: { path: { absence_id: pending[0]!.id } },
    });
    expect(approved.data?.absence.status).toBe('approved');
    const refused = await writer.POST('/api/v1/absences/{absence_id}/refuse', {
      params: { path: { absence_id: pending[1]!.id } },
      body: { reason: 'Inventaire ce jour-là' },
    });
    expect(refused.data?.absence).toMatchObject({
      status: 'refused',
      refusal_reason: 'Inventaire ce jour-là',
    });
    const twice = await writer.POST('/api/v1/absences/{absence_id}/approve', {
      params: { path: { absence_id: pending[1]!.id } },
    });
    expect(twice.response.status).toBe(409);

    // Dupont's key finds none of Martin's absences.
    const theirs = await dupontWriter.POST('/api/v1/absences/{absence_id}/refuse', {
      params: { path: { absence_id: pending[0]!.id } },
      body: { reason: 'Non' },
    });
    expect(theirs.response.status).toBe(404);
  });

  it("counts a listed absence's days in the company's counting, the default until it saves one", async () => {
    const types = (await dupontWriter.GET('/api/v1/absence-types')).data!.data;
    const created = await dupontWriter.POST('/api/v1/absences', {
      body: {
        employee_id: dupontEmployee,
        type_id: types.find((type) => type.code === 'maladie')!.id,
        // Monday to Saturday: 6 jours ouvrables, 5 jours ouvrés.
        start_date: '2027-02-01',
        end_date: '2027-02-06',
      },
    });
    expect(created.response.status).toBe(201);
    const daysListed = async () => {
      const unfiltered = (await dupontWriter.GET('/api/v1/absences')).data!.data;
      const filtered = (
        await dupontWriter.GET('/api/v1/absences', {
          params: { query: { from: '2027-02-01', to: '2027-02-28' } },
        })
      ).data!.data;
      return [unfiltered, filtered].map(
        (list) => list.find((absence) => absence.id === created.data!.absence.id)?.days,
      );
    };
    expect(await daysListed()).toEqual([6, 6]);
    const saved = await dupont.request('PUT', '/api/leave/settings', {
      counting: 'ouvres',
      referenceStartMonth: 6,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await daysListed()).toEqual([5, 5]);
  });
});

it('refuses a company not on Premium (the plan gate of the keys)', async () => {
  await testApp.database.db.update(companies).set({ plan: 'Standard' }).where(eq(companies.id, dupont.id));
  const { response, error } = await dupontWriter.GET('/api/v1/employees');
  expect(response.status).toBe(403);
  expect(error?.code).toBe('FEATURE_NOT_IN_PLAN');
  await usePremium(testApp.app, dupont.id);
});

describe('the per-key limit', () => {
  const limited = timesheetTestAppOfFile({ env: { API_REQUESTS_PER_MINUTE: '2' } });

  it('answers past it with a problem, Retry-After and the RateLimit headers', async () => {
    const company = await companyWithKiosk(limited, 'Limite SARL');
    await usePremium(limited.app, company.id);
    const client = clientOf(await listenForClients(limited.app), await issueApiKey(limited.app, company.id));
    for (let call = 0; call < 2; call++)
      expect((await client.GET('/api/v1/sites')).response.status).toBe(200);
    const { response, error } = await client.GET('/api/v1/sites');
    expect(response.status).toBe(429);
    expect(problemOf(response)).toMatch(/^application\/problem\+json/);
    expect(error).toMatchObject({ status: 429, title: 'Trop de requêtes' });
    expect(error?.detail).toMatch(/\S/);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(response.headers.get('ratelimit-limit')).toBe('2');
  });
});
