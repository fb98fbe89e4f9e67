import type { MonthStatus } from '@pointeo/domain/timesheets';
import { describe, expect, it } from 'vitest';
import {
  type Company,
  companyWithKiosk,
  paris,
  recordsOf,
  timesheetTestAppOfFile,
  workShift,
} from '../../../test/timesheets';

const testApp = timesheetTestAppOfFile();

const PIN = '111111';
const LOCKED = 'Octobre 2026 est validé\u202f: rouvrez-le pour le corriger';

async function statusOf(company: Company, month: string): Promise<MonthStatus> {
  const response = await company.request('GET', `/api/timesheets/months/${month}`);
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('month validation', () => {
  it("is refused while an entry is 'À régulariser', then locks the month against every correction until reopened with a reason", async () => {
    const company = await companyWithKiosk(testApp, 'Clôture Mensuelle');
    const employeeId = await company.addEmployee('Zoé', PIN);
    await workShift(company, PIN, '2026-10-29', '08:00', '12:00');
    expect((await company.punch(PIN, paris('2026-10-30', '08:00'))).statusCode).toBe(200);
    await workShift(company, PIN, '2026-11-02', '08:00', '12:00');
    const validatedAt = paris('2026-11-03', '09:00');
    testApp.setNow(validatedAt);
    const [thursday, forgotten, november] = (await recordsOf(testApp, company.id)).entries;

    const refused = await company.request('POST', '/api/timesheets/months/2026-10/validate');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      'Impossible de valider ce mois\u202f: 1 pointage à régulariser',
    );
    expect(await statusOf(company, '2026-10')).toMatchObject({
      validated: false,
      toRegulariseCount: 1,
      events: [],
    });

    await company.request('POST', `/api/timesheets/entries/${forgotten!.id}/close`, {
      departure: '16:00',
      reason: 'Départ oublié',
    });
    const validated = await company.request('POST', '/api/timesheets/months/2026-10/validate');
    expect(validated.statusCode).toBe(200);
    const author = { id: company.id, name: 'Compte entreprise' };
    expect(validated.json()).toEqual({
      message: 'Mois validé',
      status: {
        month: '2026-10',
        validated: true,
        validatedAt: validatedAt.toISOString(),
        validatedBy: author,
        toRegulariseCount: 0,
        inProgressCount: 0,
        recordedAfterValidationCount: 0,
        events: [{ kind: 'validate', reason: null, author, at: validatedAt.toISOString(), changes: null }],
      },
    });
    const again = await company.request('POST', '/api/timesheets/months/2026-10/validate');
    expect([again.statusCode, again.json().error.message]).toEqual([409, 'Ce mois est déjà validé']);

    const before = await recordsOf(testApp, company.id);
    for (const [method, url, payload] of [
      [
        'POST',
        `/api/timesheets/employees/${employeeId}/entries`,
        { date: '2026-10-28', arrival: '08:00', departure: '12:00', reason: 'Oubli' },
      ],
      ['PATCH', `/api/timesheets/entries/${thursday!.id}`, { arrival: '07:30', reason: 'Oubli' }],
      ['DELETE', `/api/timesheets/entries/${thursday!.id}`, { reason: 'Erreur' }],
      // Moving a November entry into October touches the validated month too.
      ['PATCH', `/api/timesheets/entries/${november!.id}`, { date: '2026-10-27', reason: 'Mauvais jour' }],
    ] as const) {
      const response = await company.request(method, url, payload);
      expect([method, url, response.statusCode, response.json().error.message]).toEqual([
        method,
        url,
        409,
        LOCKED,
      ]);
    }
    expect(await recordsOf(testApp, company.id)).toEqual(before);
    const month = (
      await company.request('GET', `/api/timesheets/employees/${employeeId}/month?month=2026-10`)
    ).json();
    expect(month.status).toMatchObject({ validated: true, validatedBy: author });

    const withoutReason = await company.request('POST', '/api/timesheets/months/2026-10/reopen', {
      reason: '',
    });
    expect([withoutReason.statusCode, withoutReason.json().error.message]).toEqual([
      400,
      'Le motif est obligatoire',
    ]);
    const reopenedAt = paris('2026-11-04', '10:00');
    testApp.setNow(reopenedAt);
    const reopened = await company.request('POST', '/api/timesheets/months/2026-10/reopen', {
      reason: 'Heure de départ contestée',
    });
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json().message).toBe('Mois rouvert');
    expect(reopened.json().status).toMatchObject({
      validated: false,
      validatedAt: null,
      validatedBy: null,
      events: [
        { kind: 'validate', reason: null, author, at: validatedAt.toISOString() },
        { kind: 'reopen', reason: 'Heure de départ contestée', author, at: reopenedAt.toISOString() },
      ],
    });
    const edit = await company.request('PATCH', `/api/timesheets/entries/${thursday!.id}`, {
      arrival: '07:30',
      reason: 'Oubli',
    });
    expect(edit.statusCode).toBe(200);
    const twice = await company.request('POST', '/api/timesheets/months/2026-10/reopen', {
      reason: 'Encore',
    });
    expect([twice.statusCode, twice.json().error.message]).toEqual([409, "Ce mois n'est pas validé"]);
  });

  it('refuses a correction in a month whose Sunday closes a week paid by a validated month', async () => {
    const company = await companyWithKiosk(testApp, 'Semaine à Cheval');
    const employeeId = await company.addEmployee('Luc', PIN);
    await workShift(company, PIN, '2026-12-02', '08:00', '12:00');
    testApp.setNow(paris('2027-01-05', '09:00'));
    expect((await company.request('POST', '/api/timesheets/months/2027-01/validate')).statusCode).toBe(200);
    // Thursday 31 December 2026 is in the week that ends on Sunday 3 January 2027.
    const response = await company.request('POST', `/api/timesheets/employees/${employeeId}/entries`, {
      date: '2026-12-31',
      arrival: '08:00',
      departure: '12:00',
      reason: 'Oubli',
    });
    expect([response.statusCode, response.json().error.message]).toEqual([
      409,
      'Janvier 2027 est validé\u202f: rouvrez-le pour le corriger',
    ]);
  });

  it('refuses a month not yet started, and one with an entry still in progress', async () => {
    const company = await companyWithKiosk(testApp, "Avant l'Heure");
    await company.addEmployee('Inès', PIN);
    expect((await company.punch(PIN, paris('2026-11-30', '20:00'))).statusCode).toBe(200);
    testApp.setNow(paris('2026-11-30', '22:00'));
    const early = await company.request('POST', '/api/timesheets/months/2026-12/validate');
    expect([early.statusCode, early.json().error.message]).toEqual([409, "Ce mois n'a pas encore commencé"]);
    const open = await company.request('POST', '/api/timesheets/months/2026-11/validate');
    expect([open.statusCode, open.json().error.message]).toEqual([
      409,
      'Impossible de valider ce mois\u202f: 1 pointage encore en cours',
    ]);
  });

  it('still records kiosk punches in a validated month, and shows them for review', async () => {
    const company = await companyWithKiosk(testApp, 'Borne Tardive');
    const employeeId = await company.addEmployee('Nora', PIN);
    const month = '2026-12';
    testApp.setNow(paris('2026-12-20', '10:00'));
    const validated = await company.request('POST', `/api/timesheets/months/${month}/validate`);
    expect(validated.statusCode).toBe(200);

    // A kiosk back online sends what was typed before the validation reached it.
    const punch = await company.punch(PIN, paris('2026-12-20', '09:30'));
    expect(punch.statusCode).toBe(200);
    const view = (
      await company.request('GET', `/api/timesheets/employees/${employeeId}/month?month=${month}`)
    ).json();
    expect(view.days.flatMap((day: { entries: unknown[] }) => day.entries)).toEqual([
      expect.objectContaining({ source: 'kiosk', recordedAfterValidation: true }),
    ]);
    expect(await statusOf(company, month)).toMatchObject({
      validated: true,
      recordedAfterValidationCount: 1,
    });
  });
});

describe('settings of a validated month', () => {
  it('keeps computing a validated month with the night window it was validated with, until it is reopened', async () => {
    const company = await companyWithKiosk(testApp, 'Nuit Figée');
    const employeeId = await company.addEmployee('Zoé', PIN);
    await workShift(company, PIN, '2026-10-05', '20:00', '23:00');
    await workShift(company, PIN, '2026-11-02', '20:00', '23:00');
    testApp.setNow(paris('2026-11-03', '09:00'));
    const nightOf = async (month: string) => {
      const view = await company.request(
        'GET',
        `/api/timesheets/employees/${employeeId}/month?month=${month}`,
      );
      const report = await company.request('GET', `/api/reports/months/${month}`);
      const row = report
        .json()
        .rows.find((line: { employee: { id: string } }) => line.employee.id === employeeId);
      return [view.json().totals.nightMinutes, row.figures.nightMinutes];
    };
    expect((await company.request('POST', '/api/timesheets/months/2026-10/validate')).statusCode).toBe(200);

    const saved = await company.request('PUT', '/api/timesheets/settings', {
      nightStart: '22:00',
      nightEnd: '06:00',
      doublePunchWindowSeconds: 60,
    });
    expect(saved.statusCode).toBe(200);
    // 21:00 was the night's start when October was validated: 2 h of night; November follows the change.
    expect(await nightOf('2026-10')).toEqual([120, 120]);
    expect(await nightOf('2026-11')).toEqual([60, 60]);

    await company.request('POST', '/api/timesheets/months/2026-10/reopen', {
      reason: 'Nouvelle plage de nuit',
    });
    expect(await nightOf('2026-10')).toEqual([60, 60]);
  });
});
