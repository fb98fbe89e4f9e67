import { beforeAll, describe, expect, it } from 'vitest';
import {
  type Company,
  companyWithKiosk,
  paris,
  recordsOf,
  timesheetTestAppOfFile,
  workShift,
} from '../../../test/timesheets';

const testApp = timesheetTestAppOfFile();
let owner: Company;
let intruder: Company;
let employeeId: string;
let entryId: string;
beforeAll(async () => {
  owner = await companyWithKiosk(testApp, 'Propriétaire');
  intruder = await companyWithKiosk(testApp, 'Intruse');
  employeeId = await owner.addEmployee('Zoé', '111111');
  await intruder.addEmployee('Luc', '111111');
  await workShift(owner, '111111', '2026-11-09', '08:00', '12:00');
  expect((await owner.punch('111111', paris('2026-11-10', '08:00'))).statusCode).toBe(200);
  testApp.setNow(paris('2026-11-16', '09:00'));
  entryId = (await recordsOf(testApp, owner.id)).entries[0]!.id;
});

const reason = { reason: 'Tentative' };

/** Every time-sheet route that takes an employee or an entry id, with a body it would accept. */
const routesFor = (employee: string, entry: string) =>
  [
    ['GET', `/api/timesheets/employees/${employee}/month?month=2026-11`, undefined, 'Employé introuvable'],
    [
      'POST',
      `/api/timesheets/employees/${employee}/entries`,
      { date: '2026-11-13', arrival: '08:00', departure: '12:00', ...reason },
      'Employé introuvable',
    ],
    ['PATCH', `/api/timesheets/entries/${entry}`, { arrival: '07:00', ...reason }, 'Pointage introuvable'],
    [
      'POST',
      `/api/timesheets/entries/${entry}/close`,
      { departure: '17:00', ...reason },
      'Pointage introuvable',
    ],
    ['DELETE', `/api/timesheets/entries/${entry}`, reason, 'Pointage introuvable'],
    ['GET', `/api/timesheets/entries/${entry}/history`, undefined, 'Pointage introuvable'],
  ] as const;

describe('tenancy', () => {
  it("answers 404 to another company's employee and entry ids on every route, and changes nothing", async () => {
    const before = await recordsOf(testApp, owner.id);
    for (const [method, url, payload, message] of routesFor(employeeId, entryId)) {
      const response = await intruder.request(method, url, payload);
      expect([method, url, response.statusCode, response.json().error.message]).toEqual([
        method,
        url,
        404,
        message,
      ]);
    }
    expect(await recordsOf(testApp, owner.id)).toEqual(before);
    expect(await recordsOf(testApp, intruder.id)).toMatchObject({ entries: [], corrections: [] });
  });

  it('answers 404 to malformed ids, never a 500', async () => {
    for (const bad of ['42', "1' or '1'='1", '00000000-0000-0000-0000-00000000000g']) {
      for (const [method, url, payload, message] of routesFor(
        encodeURIComponent(bad),
        encodeURIComponent(bad),
      )) {
        const response = await owner.request(method, url, payload);
        expect([url, response.statusCode, response.json().error.message]).toEqual([url, 404, message]);
      }
    }
  });

  it("keeps each company's week, entries 'À régulariser', months and settings to itself", async () => {
    const week = (await intruder.request('GET', '/api/timesheets/week?week=2026-11-09')).json();
    expect(week.employees.map((row: { employee: { firstName: string } }) => row.employee.firstName)).toEqual([
      'Direction',
      'Luc',
    ]);
    expect(week.toRegularise.count).toBe(0);
    expect(
      (await owner.request('GET', '/api/timesheets/week?week=2026-11-09')).json().toRegularise.count,
    ).toBe(1);

    await intruder.request('PUT', '/api/timesheets/settings', {
      nightStart: '22:00',
      nightEnd: '07:00',
      doublePunchWindowSeconds: 0,
    });
    expect((await owner.request('GET', '/api/timesheets/settings')).json().nightStart).toBe('21:00');
    expect((await intruder.request('POST', '/api/timesheets/months/2026-10/validate')).statusCode).toBe(200);
    expect((await owner.request('GET', '/api/timesheets/months/2026-10')).json()).toMatchObject({
      validated: false,
      events: [],
    });
  });

  it('asks for a session on every time-sheet route', async () => {
    for (const [method, url] of [
      ['GET', '/api/timesheets/week'],
      ['GET', '/api/timesheets/settings'],
      ['POST', '/api/timesheets/months/2026-10/validate'],
      ...routesFor(employeeId, entryId),
    ] as const) {
      const response = await testApp.app.inject({ method, url });
      expect([url, response.statusCode]).toEqual([url, 401]);
    }
  });
});

describe('bad input', () => {
  it('refuses malformed dates and months in the query in French with a 400', async () => {
    for (const [url, message] of [
      ['/api/timesheets/week?week=2026-02-30', 'Date invalide\u202f: format attendu AAAA-MM-JJ'],
      ['/api/timesheets/week?week=semaine', 'Date invalide\u202f: format attendu AAAA-MM-JJ'],
      [
        `/api/timesheets/employees/${employeeId}/month?month=2026-13`,
        'Mois invalide\u202f: format attendu AAAA-MM',
      ],
    ] as const) {
      const response = await owner.request('GET', url);
      expect([url, response.statusCode, response.json().error.message]).toEqual([url, 400, message]);
    }
  });

  it('answers a malformed month in the path with the 404 of every malformed id, in French', async () => {
    const response = await owner.request('GET', '/api/timesheets/months/novembre');
    expect([response.statusCode, response.json().error.message]).toEqual([
      404,
      'Mois invalide\u202f: format attendu AAAA-MM',
    ]);
  });
});
