import { WRONG_PIN_LIMIT } from '@pointeo/domain/clock-messages';
import { addDays } from '@pointeo/domain/paris-calendar';
import { beforeAll, describe, expect, it } from 'vitest';
import { allowNegativeBalance, leaveRecordsOf, setPlan, typeId } from '../../../test/leave';
import { type Company, companyWithKiosk, paris, timesheetTestAppOfFile } from '../../../test/timesheets';
import { kioskWrongPins } from '../../db/schema/clock';

const testApp = timesheetTestAppOfFile();
let company: Company;
let zoe: string;
let paidLeave: string;

beforeAll(async () => {
  company = await companyWithKiosk(testApp, 'Borne');
  await setPlan(testApp, company, 'Standard');
  // Zoé has earned nothing yet: decision 046's refusal is tested in overdraft.integration.test.ts.
  await allowNegativeBalance(testApp, company);
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
      balance: [{ periodStart: '2026-06-01', periodEnd: '2027-05-31', before: 0, after: -2.5 }],
      warning:
        'Attention\u202f: le solde de congés payés devient négatif (0\u00a0jour avant, \u22122,5\u00a0jours (négatif) après)',
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

/** A second kiosk of the company: its credential's cookie. */
const anotherKiosk = (company: Company) => company.pairAnotherKiosk('Tablette atelier');

/** A company on Standard with its kiosk, and its 'Congés payés' type. */
async function leaveCompany(name: string) {
  const shop = await companyWithKiosk(testApp, name);
  await setPlan(testApp, shop, 'Standard');
  await allowNegativeBalance(testApp, shop);
  return { shop, type: await typeId(shop, 'Congés payés') };
}

/** The Tuesday `weeks` weeks after 8 December 2026 (no Tuesday is a holiday until 2028): days never shared. */
const tuesdayIn = (weeks: number) => addDays('2026-12-08', 7 * weeks);

const pendingOf = async (company: Company, employeeId: string) =>
  (await company.request('GET', '/api/leave/absences?status=pending'))
    .json()
    .absences.filter((absence: { employee: { id: string } }) => absence.employee.id === employeeId);

describe('How much the kiosk can ask', () => {
  it('refuses a request sharing a day with a pending one, in words the employee reads', async () => {
    const { shop, type } = await leaveCompany('Chevauchement');
    await shop.addEmployee('Léo', '333333');
    const first = await shop.kioskRequest('POST', '/api/kiosk/leave/requests', {
      ...request('333333', '2027-02-01', '2027-02-05'),
      typeId: type,
    });
    expect(first.statusCode).toBe(201);
    const before = await leaveRecordsOf(testApp, shop.id);
    const overlapping = await shop.kioskRequest('POST', '/api/kiosk/leave/requests', {
      ...request('333333', '2027-02-05', '2027-02-08'),
      typeId: type,
    });
    expect([overlapping.statusCode, overlapping.json().error.message]).toEqual([
      409,
      'Une demande ou une absence couvre déjà ces dates',
    ]);
    expect(await leaveRecordsOf(testApp, shop.id)).toEqual(before);
  });

  it('keeps at most 5 requests of one employee waiting for an answer', async () => {
    const { shop, type } = await leaveCompany('Cinq en attente');
    const leo = await shop.addEmployee('Léo', '333333');
    for (let week = 0; week < 5; week += 1) {
      const sent = await shop.kioskRequest('POST', '/api/kiosk/leave/requests', {
        ...request('333333', tuesdayIn(week), tuesdayIn(week)),
        typeId: type,
      });
      expect(sent.statusCode).toBe(201);
    }
    const before = await leaveRecordsOf(testApp, shop.id);
    const sixth = await shop.kioskRequest('POST', '/api/kiosk/leave/requests', {
      ...request('333333', tuesdayIn(5), tuesdayIn(5)),
      typeId: type,
    });
    expect([sixth.statusCode, sixth.json().error.message]).toEqual([
      409,
      "Vous avez déjà 5 demandes en attente\u202f: attendez une réponse avant d'en envoyer une autre",
    ]);
    expect(await leaveRecordsOf(testApp, shop.id)).toEqual(before);

    // An answer frees a place.
    const [oldest] = await pendingOf(shop, leo);
    await shop.request('POST', `/api/leave/absences/${oldest.id}/refuse`, { reason: 'Inventaire' });
    const again = await shop.kioskRequest('POST', '/api/kiosk/leave/requests', {
      ...request('333333', tuesdayIn(5), tuesdayIn(5)),
      typeId: type,
    });
    expect(again.statusCode).toBe(201);
  });

  it('takes at most 20 requests of one employee in 24 hours, answered or not', async () => {
    const { shop, type } = await leaveCompany('Vingt par jour');
    const ines = await shop.addEmployee('Inès', '444444');
    testApp.setNow(paris('2026-11-23', '09:00'));
    for (let week = 0; week < 20; week += 1) {
      const sent = await shop.kioskRequest('POST', '/api/kiosk/leave/requests', {
        ...request('444444', tuesdayIn(week), tuesdayIn(week)),
        typeId: type,
      });
      expect(sent.statusCode).toBe(201);
      const [pending] = await pendingOf(shop, ines);
      await shop.request('POST', `/api/leave/absences/${pending.id}/refuse`, { reason: 'Inventaire' });
    }
    const before = await leaveRecordsOf(testApp, shop.id);
    const next = await shop.kioskRequest('POST', '/api/kiosk/leave/requests', {
      ...request('444444', tuesdayIn(20), tuesdayIn(20)),
      typeId: type,
    });
    expect([next.statusCode, next.json().error.message]).toEqual([
      429,
      'Vous avez envoyé 20 demandes en 24\u00a0heures\u202f: réessayez demain',
    ]);
    expect(await leaveRecordsOf(testApp, shop.id)).toEqual(before);

    testApp.setNow(paris('2026-11-24', '09:01'));
    const tomorrow = await shop.kioskRequest('POST', '/api/kiosk/leave/requests', {
      ...request('444444', tuesdayIn(20), tuesdayIn(20)),
      typeId: type,
    });
    expect(tomorrow.statusCode).toBe(201);
    testApp.setNow(paris('2026-11-23', '09:00'));
  });

  it('takes at most 60 requests an hour from one kiosk; another kiosk of the company still asks', async () => {
    const { shop, type } = await leaveCompany('Soixante par heure');
    await shop.addEmployee('Léo', '333333');
    for (let week = 0; week < 60; week += 1) {
      const sent = await shop.kioskRequest('POST', '/api/kiosk/leave/requests', {
        ...request('333333', tuesdayIn(week), tuesdayIn(week)),
        typeId: type,
      });
      expect(sent.statusCode).not.toBe(429);
    }
    const before = await leaveRecordsOf(testApp, shop.id);
    const refused = await shop.kioskRequest('POST', '/api/kiosk/leave/requests', {
      ...request('333333', tuesdayIn(60), tuesdayIn(60)),
      typeId: type,
    });
    expect([refused.statusCode, refused.json().error.message]).toEqual([
      429,
      'Trop de demandes envoyées depuis cette borne\u202f: réessayez dans une heure',
    ]);
    expect(await leaveRecordsOf(testApp, shop.id)).toEqual(before);
    // Only the requests are counted: the kiosk still reads its types.
    expect((await shop.kioskRequest('GET', '/api/kiosk/leave/types')).statusCode).toBe(200);

    await shop.addEmployee('Inès', '444444');
    const otherKiosk = await anotherKiosk(shop);
    const elsewhere = await testApp.app.inject({
      method: 'POST',
      url: '/api/kiosk/leave/requests',
      headers: { cookie: otherKiosk },
      payload: { ...request('444444', tuesdayIn(60), tuesdayIn(60)), typeId: type },
    });
    expect(elsewhere.statusCode).toBe(201);
  });

  it('holds the 5 waiting requests when two kiosks send the last place at once', async () => {
    const { shop, type } = await leaveCompany('Deux bornes');
    const otherKiosk = await anotherKiosk(shop);
    const send = (cookie: string | null, pin: string, week: number) => {
      const payload = { ...request(pin, tuesdayIn(week), tuesdayIn(week)), typeId: type };
      return cookie === null
        ? shop.kioskRequest('POST', '/api/kiosk/leave/requests', payload)
        : testApp.app.inject({
            method: 'POST',
            url: '/api/kiosk/leave/requests',
            headers: { cookie },
            payload,
          });
    };
    // Several employees, each one place from the limit: a race lost once would show.
    for (let employee = 0; employee < 6; employee += 1) {
      const pin = `55555${employee}`;
      const id = await shop.addEmployee(`Employé ${employee}`, pin);
      for (let week = 0; week < 4; week += 1) expect((await send(null, pin, week)).statusCode).toBe(201);
      const both = await Promise.all([send(null, pin, 10), send(otherKiosk, pin, 11)]);
      expect(both.map((response) => response.statusCode).sort()).toEqual([201, 409]);
      expect(await pendingOf(shop, id)).toHaveLength(5);
    }
  });
});
