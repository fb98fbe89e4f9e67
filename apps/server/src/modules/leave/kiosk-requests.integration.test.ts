import { WRONG_PIN_LIMIT } from '@pointeo/domain/clock-messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { leaveRecordsOf, setPlan, typeId } from '../../../test/leave';
import { type Company, companyWithKiosk, paris, timesheetTestAppOfFile } from '../../../test/timesheets';
import { kioskWrongPins } from '../../db/schema/clock';

const testApp = timesheetTestAppOfFile();
let company: Company;
let zoe: string;
let paidLeave: string;

beforeAll(async () => {
  company = await companyWithKiosk(testApp, 'Borne');
  await setPlan(testApp, company, 'Standard');
  testApp.setNow(paris('2026-11-23', '09:00'));
  zoe = await company.addEmployee('Zoé', '111111');
  paidLeave = await typeId(company, 'Congés payés');
});

const request = (pin: string, startDate: string, endDate: string) => ({
  pin,
  typeId: paidLeave,
  startDate,
  endDate,
  startHalfDay: false,
  endHalfDay: true,
  comment: 'Mariage de ma sœur',
});

describe("'Demander un congé' at the kiosk", () => {
  it('records the request as pending for the employee the PIN names', async () => {
    const types = await company.kioskRequest('GET', '/api/kiosk/leave/types');
    expect(types.json().map((type: { name: string }) => type.name)).toContain('Congés payés');

    const sent = await company.kioskRequest(
      'POST',
      '/api/kiosk/leave/requests',
      request('111111', '2026-12-14', '2026-12-16'),
    );
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toEqual({
      message: 'Demande envoyée\u202f: elle est en attente de réponse',
      firstName: 'Zoé',
    });
    const [absence] = (await company.request('GET', '/api/leave/absences?status=pending')).json().absences;
    // Monday 14 to Wednesday 16 December at noon: 2,5 days.
    expect(absence).toMatchObject({
      employee: { id: zoe },
      status: 'pending',
      source: 'kiosk',
      days: 2.5,
      comment: 'Mariage de ma sœur',
      requestedAt: paris('2026-11-23', '09:00').toISOString(),
    });
  });

  it('shows the answer once, with the next punch typed live', async () => {
    const [absence] = (await company.request('GET', '/api/leave/absences?status=pending')).json().absences;
    await company.request('POST', `/api/leave/absences/${absence.id}/refuse`, { reason: 'Inventaire' });

    const punch = await company.punch('111111', paris('2026-11-23', '10:00'));
    expect(punch.json().leaveAnswers).toEqual([
      {
        typeName: 'Congés payés',
        startDate: '2026-12-14',
        endDate: '2026-12-16',
        status: 'refused',
        refusalReason: 'Inventaire',
      },
    ]);
    const next = await company.punch('111111', paris('2026-11-23', '12:00'));
    expect(next.json().leaveAnswers).toBeUndefined();
  });

  it('counts a wrong PIN in the kiosk budget, and refuses once the budget is spent, recording nothing', async () => {
    const before = await leaveRecordsOf(testApp, company.id);
    const wrong = await company.kioskRequest(
      'POST',
      '/api/kiosk/leave/requests',
      request('999999', '2027-01-04', '2027-01-05'),
    );
    expect([wrong.statusCode, wrong.json().error.message]).toEqual([404, 'Code PIN inconnu']);
    const db = testApp.database.db;
    const counted = await db.select().from(kioskWrongPins);
    expect(counted).toHaveLength(1);

    for (let attempt = 1; attempt < WRONG_PIN_LIMIT; attempt += 1) {
      await company.kioskRequest(
        'POST',
        '/api/kiosk/leave/requests',
        request('999999', '2027-01-04', '2027-01-05'),
      );
    }
    // The right PIN now waits like a punch would: the budget is one for the whole kiosk.
    const locked = await company.kioskRequest(
      'POST',
      '/api/kiosk/leave/requests',
      request('111111', '2027-01-04', '2027-01-05'),
    );
    expect(locked.statusCode).toBe(429);
    expect(await leaveRecordsOf(testApp, company.id)).toEqual(before);
  });

  it('is refused with the French 403 on a kiosk of a company on Gratuit', async () => {
    const free = await companyWithKiosk(testApp, 'Borne gratuite');
    await free.addEmployee('Léa', '222222');
    for (const [method, url, payload] of [
      ['GET', '/api/kiosk/leave/types', undefined],
      ['POST', '/api/kiosk/leave/requests', request('222222', '2027-01-04', '2027-01-05')],
    ] as const) {
      const response = await free.kioskRequest(method, url, payload);
      expect([response.statusCode, response.json().error.message]).toEqual([
        403,
        'La fonctionnalité «\u202fGestion des congés\u202f» est réservée aux plans Standard et Premium.',
      ]);
    }
    expect((await leaveRecordsOf(testApp, free.id)).absences).toEqual([]);
  });

  it('refuses a kiosk request without its kiosk credential', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/kiosk/leave/requests',
      payload: request('111111', '2027-01-04', '2027-01-05'),
    });
    expect(response.statusCode).toBe(401);
  });
});
