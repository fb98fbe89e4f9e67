import { randomUUID } from 'node:crypto';
import { CORRECTION_REQUEST_MESSAGES as M } from '@pointeo/domain/correction-requests';
import { TIMESHEET_MESSAGES } from '@pointeo/domain/timesheet-messages';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInToSpace } from '../../../test/employee-space';
import { createRecordingMailer } from '../../../test/helper';
import { setPlan } from '../../../test/leave';
import { invitedSiteManager } from '../../../test/members';
import { addSite, moveToSite } from '../../../test/sites';
import {
  type Company,
  companyWithKiosk,
  paris,
  timesheetTestAppOfFile,
  workShift,
} from '../../../test/timesheets';
import { employees } from '../../db/schema/accounts';
import { entryCorrections } from '../../db/schema/timesheets';

/**
 * 'Signaler une erreur' and 'Je confirme mes heures' (issue 30 items 5 and 7, decision 073): an
 * employee's request, accepted by a member of their site, becomes a correction of the trail signed
 * by the member and naming the employee; an employee reads and writes only their own.
 */

const mailer = createRecordingMailer();
const testApp = timesheetTestAppOfFile({ mailer });

let company: Company;
let other: Company;
let zoe: string;
let zoeSpace: string;
let leoSpace: string;
let evaSpace: string;
let lyonManager: string;

/** Signs the employee in to their space as a phone does, with this address on their form. */
async function signIn(employeeId: string, email: string, pin: string): Promise<string> {
  await testApp.database.db.update(employees).set({ email }).where(eq(employees.id, employeeId));
  return signInToSpace(testApp.app, mailer, email, pin);
}

const asEmployee = (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  testApp.app.inject({ method, url, headers: { cookie }, ...(payload && { payload }) });

const asLyonManager = (method: 'GET' | 'POST', url: string, payload?: object) =>
  testApp.app.inject({ method, url, headers: { cookie: lyonManager }, ...(payload && { payload }) });

const errorOf = (response: LightMyRequestResponse) =>
  response.json().error as { code: string; message: string };

async function ask(cookie: string, payload: object) {
  return asEmployee(cookie, 'POST', '/api/me/correction-requests', payload);
}

beforeAll(async () => {
  company = await companyWithKiosk(testApp, 'Martin');
  other = await companyWithKiosk(testApp, 'Ailleurs');
  await setPlan(testApp, company, 'Premium');
  zoe = await company.addEmployee('Zoé', '111111');
  const leo = await company.addEmployee('Léo', '222222');
  const eva = await other.addEmployee('Eva', '333333');
  const lyon = await addSite(testApp, company.id, 'Lyon', null);
  const ines = await company.addEmployee('Inès', '444444');
  await moveToSite(testApp, ines, lyon);
  lyonManager = await invitedSiteManager(testApp.app, company.cookie, mailer, [lyon]);

  // September worked, then validated; 5 October: Zoé forgot to clock out.
  await workShift(company, '111111', '2026-09-15', '08:00', '16:00');
  await workShift(company, '222222', '2026-09-15', '08:00', '16:00');
  testApp.setNow(paris('2026-10-02', '09:00'));
  expect((await company.request('POST', '/api/timesheets/months/2026-09/validate')).statusCode).toBe(200);
  expect((await company.punch('111111', paris('2026-10-05', '08:00'))).statusCode).toBe(200);
  testApp.setNow(paris('2026-10-20', '09:00'));

  zoeSpace = await signIn(zoe, 'zoe.martin@exemple.fr', '111111');
  leoSpace = await signIn(leo, 'leo.martin@exemple.fr', '222222');
  evaSpace = await signIn(eva, 'eva.ailleurs@exemple.fr', '333333');
});

describe("an employee's correction request", () => {
  let requestId: string;

  it('is recorded pending, for the employee of the session whatever the body says', async () => {
    const asked = await ask(zoeSpace, {
      date: '2026-10-05',
      arrival: '08:00',
      departure: '16:30',
      reason: 'Badge oublié au départ',
      employeeId: randomUUID(),
    });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json()).toMatchObject({ status: 'pending', date: '2026-10-05', departure: '16:30' });
    requestId = asked.json().id;

    const pending = (
      await company.request('GET', '/api/timesheets/correction-requests?status=pending')
    ).json();
    expect(pending.requests).toEqual([
      expect.objectContaining({ id: requestId, employee: { id: zoe, firstName: 'Zoé', lastName: 'Martin' } }),
    ]);
  });

  it('is neither listed to nor answered by a manager of another site, nor by another company', async () => {
    const listed = await asLyonManager('GET', '/api/timesheets/correction-requests');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().requests).toEqual([]);
    const approved = await asLyonManager('POST', `/api/timesheets/correction-requests/${requestId}/approve`);
    expect(approved.statusCode).toBe(404);
    expect(errorOf(approved).code).toBe('CORRECTION_REQUEST_NOT_FOUND');

    const elsewhere = await other.request('POST', `/api/timesheets/correction-requests/${requestId}/approve`);
    expect(elsewhere.statusCode).toBe(404);
    expect((await other.request('GET', '/api/timesheets/correction-requests')).json().requests).toEqual([]);
  });

  it('accepted, becomes the entry and a correction of the trail naming both, once', async () => {
    const approved = await company.request(
      'POST',
      `/api/timesheets/correction-requests/${requestId}/approve`,
    );
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ message: M.approved, request: { status: 'approved' } });

    const month = (
      await company.request('GET', `/api/timesheets/employees/${zoe}/month?month=2026-10`)
    ).json();
    const [entry] = month.days.flatMap((day: { entries: object[] }) => day.entries);
    expect(entry).toMatchObject({
      arrival: paris('2026-10-05', '08:00').toISOString(),
      departure: paris('2026-10-05', '16:30').toISOString(),
      corrected: true,
    });
    const history = (await company.request('GET', `/api/timesheets/entries/${entry.id}/history`)).json();
    expect(history.corrections).toEqual([
      expect.objectContaining({
        kind: 'close',
        reason: 'Demande de Zoé Martin\u202f: Badge oublié au départ',
        author: expect.objectContaining({ name: TIMESHEET_MESSAGES.companyAccount }),
      }),
    ]);
    const [correction] = await testApp.database.db
      .select()
      .from(entryCorrections)
      .where(eq(entryCorrections.entryId, entry.id));
    expect(correction!.requestId).toBe(requestId);
    expect(approved.json().request.correctionId).toBe(correction!.id);

    for (const answer of ['approve', 'refuse']) {
      const again = await company.request(
        'POST',
        `/api/timesheets/correction-requests/${requestId}/${answer}`,
        answer === 'refuse' ? { reason: 'Trop tard' } : undefined,
      );
      expect(again.statusCode).toBe(409);
      expect(errorOf(again)).toEqual(
        expect.objectContaining({ code: 'REQUEST_ALREADY_ANSWERED', message: M.alreadyAnswered }),
      );
    }

    expect(mailer.sent.filter((mail) => mail.to === 'zoe.martin@exemple.fr').at(-1)).toMatchObject({
      subject: 'Votre demande de correction du 05/10/2026 est acceptée',
    });
    const mine = (await asEmployee(zoeSpace, 'GET', '/api/me/correction-requests')).json();
    expect(mine.requests[0]).toMatchObject({
      id: requestId,
      status: 'approved',
      answeredBy: TIMESHEET_MESSAGES.companyAccount,
    });
  });

  it('refused, keeps the reason the employee reads, and changes no entry', async () => {
    const asked = await ask(zoeSpace, {
      date: '2026-10-06',
      arrival: '09:00',
      departure: '17:00',
      reason: 'Oubli',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const id = asked.json().id;
    const refused = await company.request('POST', `/api/timesheets/correction-requests/${id}/refuse`, {
      reason: 'Vous étiez en congé ce jour-là',
    });
    expect(refused.statusCode, refused.body).toBe(200);
    const mail = mailer.sent.filter((sent) => sent.to === 'zoe.martin@exemple.fr').at(-1)!;
    expect(mail.subject).toBe('Votre demande de correction du 06/10/2026 est refusée');
    expect(mail.text).toContain(M.refusalReason('Vous étiez en congé ce jour-là'));
    const mine = (await asEmployee(zoeSpace, 'GET', '/api/me/correction-requests')).json();
    expect(mine.requests.find((request: { id: string }) => request.id === id)).toMatchObject({
      status: 'refused',
      refusalReason: 'Vous étiez en congé ce jour-là',
    });
    const month = (
      await company.request('GET', `/api/timesheets/employees/${zoe}/month?month=2026-10`)
    ).json();
    expect(month.days.find((day: { date: string }) => day.date === '2026-10-06').entries).toEqual([]);
  });

  it('is refused in French for a day to come, a validated month, or a day without entry and no departure', async () => {
    const future = await ask(zoeSpace, {
      date: '2026-10-21',
      arrival: '09:00',
      departure: '17:00',
      reason: 'x',
    });
    expect(future.statusCode).toBe(422);
    expect(errorOf(future).message).toBe(M.dayInFuture);
    const validated = await ask(zoeSpace, {
      date: '2026-09-15',
      arrival: '09:00',
      departure: '17:00',
      reason: 'x',
    });
    expect(validated.statusCode).toBe(409);
    expect(errorOf(validated)).toEqual(
      expect.objectContaining({ code: 'MONTH_LOCKED', message: M.monthValidated('2026-09') }),
    );
    const noDeparture = await ask(zoeSpace, { date: '2026-10-07', arrival: '09:00', reason: 'x' });
    expect(noDeparture.statusCode).toBe(422);
    expect(errorOf(noDeparture).message).toBe(M.departureRequired);
  });

  it('lists to an employee only their own requests', async () => {
    expect(
      (await ask(leoSpace, { date: '2026-10-08', arrival: '09:00', departure: '12:00', reason: 'Léo' }))
        .statusCode,
    ).toBe(201);
    expect(
      (await ask(evaSpace, { date: '2026-10-08', arrival: '09:00', departure: '12:00', reason: 'Eva' }))
        .statusCode,
    ).toBe(201);
    const leo = (await asEmployee(leoSpace, 'GET', '/api/me/correction-requests')).json();
    expect(leo.requests.map((request: { reason: string }) => request.reason)).toEqual(['Léo']);
    const zoeReasons = (await asEmployee(zoeSpace, 'GET', '/api/me/correction-requests')).json();
    expect(zoeReasons.requests.map((request: { reason: string }) => request.reason).sort()).toEqual([
      'Badge oublié au départ',
      'Oubli',
    ]);
    const pending = (await company.request('GET', '/api/timesheets/correction-requests')).json();
    expect(pending.requests.map((request: { reason: string }) => request.reason)).toEqual(['Léo']);
    expect(
      (await asEmployee('pointeo_employee=inconnu', 'GET', '/api/me/correction-requests')).statusCode,
    ).toBe(401);
  });
});

describe("'Je confirme mes heures'", () => {
  it('lists the validated months, confirms one once, and shows it to the company', async () => {
    const months = (await asEmployee(zoeSpace, 'GET', '/api/me/months')).json();
    expect(months.months).toEqual([{ month: '2026-09', confirmedAt: null }]);

    const confirmed = await asEmployee(zoeSpace, 'POST', '/api/me/months/2026-09/confirmation');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const at = paris('2026-10-20', '09:00').toISOString();
    expect(confirmed.json()).toEqual({ message: M.confirmed, month: { month: '2026-09', confirmedAt: at } });

    testApp.setNow(paris('2026-10-20', '10:00'));
    const again = await asEmployee(zoeSpace, 'POST', '/api/me/months/2026-09/confirmation');
    expect(again.json().month.confirmedAt).toBe(at);

    const month = (
      await company.request('GET', `/api/timesheets/employees/${zoe}/month?month=2026-09`)
    ).json();
    expect(month.employeeConfirmedAt).toBe(at);
    const leoMonths = (await asEmployee(leoSpace, 'GET', '/api/me/months')).json();
    expect(leoMonths.months).toEqual([{ month: '2026-09', confirmedAt: null }]);
  });

  it('is refused for a month not validated', async () => {
    const refused = await asEmployee(zoeSpace, 'POST', '/api/me/months/2026-10/confirmation');
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toEqual(
      expect.objectContaining({ code: 'MONTH_NOT_VALIDATED', message: M.monthNotValidated }),
    );
  });
});
