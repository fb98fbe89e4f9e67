import { SPACE_VIEW_MESSAGES } from '@pointeo/domain/employee-space-views';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInToSpace } from '../../../test/employee-space';
import { createRecordingMailer } from '../../../test/helper';
import { allowNegativeBalance, setPlan, typeId } from '../../../test/leave';
import { extractPdfText } from '../../../test/pdf-text';
import {
  type Company,
  companyWithKiosk,
  paris,
  timesheetTestAppOfFile,
  workShift,
} from '../../../test/timesheets';

/**
 * What the employee reads in their own space (decision 072): the figures the company's screens show
 * for them, and nobody else's, whatever the request says.
 */
const mailer = createRecordingMailer();
const testApp = timesheetTestAppOfFile({ mailer });
const NOW = paris('2026-11-27', '10:00');

let company: Company;
let other: Company;
let zoeId: string;
let leoId: string;
let zoe: string;
let hugo: string;
let leo: string;

/** Signs the employee in as their phone would: the code from the mail, then the code and the PIN. */
const signIn = (email: string, pin: string) => signInToSpace(testApp.app, mailer, email, pin);

const get = (cookie: string, url: string): Promise<LightMyRequestResponse> =>
  testApp.app.inject({ method: 'GET', url, headers: { cookie } });

async function addEmployee(owner: Company, firstName: string, pinCode: string, email: string) {
  const response = await owner.request('POST', '/api/employees', {
    firstName,
    lastName: 'Martin',
    pinCode,
    email,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as string;
}

const TOTAL_KEYS = [
  'workedMinutes',
  'overtime25Minutes',
  'overtime50Minutes',
  'complementaryMinutes',
  'nightMinutes',
  'sundayMinutes',
  'holidayMinutes',
  'mayDayMinutes',
  'absenceMinutes',
] as const;
const totalsOf = (figures: Record<string, number>) =>
  Object.fromEntries(TOTAL_KEYS.map((key) => [key, figures[key]]));

/** The company's own Temps view of the employee's month. */
async function companyMonth(employeeId: string, month: string) {
  const response = await company.request(
    'GET',
    `/api/timesheets/employees/${employeeId}/month?month=${month}`,
  );
  expect(response.statusCode).toBe(200);
  return response.json();
}

beforeAll(async () => {
  company = await companyWithKiosk(testApp, 'Espace Vues');
  other = await companyWithKiosk(testApp, 'Espace Ailleurs');
  await setPlan(testApp, company, 'Premium');
  await allowNegativeBalance(testApp, company);
  zoeId = await addEmployee(company, 'Zoé', '482913', 'zoe.vues@exemple.fr');
  leoId = await addEmployee(company, 'Léo', '593024', 'leo.vues@exemple.fr');
  await addEmployee(other, 'Hugo', '604135', 'hugo.vues@exemple.fr');

  // A week straddling October and November (Sunday 1 November is a holiday), a week of 45 h, and
  // Léo's hours the same days.
  await workShift(company, '482913', '2026-10-30', '09:00', '17:00');
  await workShift(company, '482913', '2026-11-01', '08:00', '12:00');
  for (const day of ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20']) {
    await workShift(company, '482913', day, '08:00', '17:00');
    await workShift(company, '593024', day, '13:00', '23:00');
  }
  expect((await company.punch('482913', paris('2026-11-27', '08:00'))).statusCode).toBe(200);

  testApp.setNow(NOW);
  zoe = await signIn('zoe.vues@exemple.fr', '482913');
  hugo = await signIn('hugo.vues@exemple.fr', '604135');
});

describe("the employee's hours in their space", () => {
  it("are the month the company's Temps tab shows, validated or not", async () => {
    const expected = await companyMonth(zoeId, '2026-11');
    const month = await get(zoe, '/api/me/hours/month?month=2026-11');
    expect(month.statusCode, month.body).toBe(200);
    const body = month.json();
    expect(body).toMatchObject({
      first: '2026-11-01',
      last: '2026-11-30',
      previous: '2026-10',
      next: '2026-12',
      validated: false,
      partTime: false,
    });
    expect(body.totals).toEqual(totalsOf(expected.totals));
    expect(body.totals.overtime25Minutes).toBe(8 * 60);
    const expectedEntries = expected.days.flatMap((day: { entries: { id: string }[] }) =>
      day.entries.map((entry) => entry.id),
    );
    expect(
      body.days.flatMap((day: { entries: { id: string }[] }) => day.entries.map((entry) => entry.id)),
    ).toEqual(expectedEntries);
    // This month without a month.
    expect((await get(zoe, '/api/me/hours/month')).json()).toEqual(body);
  });

  it("are the week of the month that pays it, a straddling week's days read from both months", async () => {
    const november = await companyMonth(zoeId, '2026-11');
    const week = (await get(zoe, '/api/me/hours/week?week=2026-11-18')).json();
    expect(week).toMatchObject({ first: '2026-11-16', last: '2026-11-22', previous: '2026-11-09' });
    const paid = november.weeks.find((row: { weekStart: string }) => row.weekStart === '2026-11-16');
    expect(week.totals).toEqual(totalsOf(paid));
    expect(week.days.map((day: { date: string }) => day.date)).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
    ]);

    const straddling = (await get(zoe, '/api/me/hours/week?week=2026-11-01')).json();
    expect(straddling.first).toBe('2026-10-26');
    expect(straddling.totals).toEqual(totalsOf(november.weeks[0]));
    expect(straddling.totals.holidayMinutes).toBe(4 * 60);
    expect(straddling.days.map((day: { date: string }) => day.date)).toEqual(['2026-10-30', '2026-11-01']);
    expect(straddling.days[1].holidayName).toBeTruthy();

    const thisWeek = (await get(zoe, '/api/me/hours/week')).json();
    expect(thisWeek.first).toBe('2026-11-23');
    expect(thisWeek.days[0].entries[0]).toMatchObject({ departure: null, status: 'in-progress' });
  });

  it('say a month validated by the company is, its figures read from what the validation kept', async () => {
    const validated = await company.request('POST', '/api/timesheets/months/2026-10/validate');
    expect(validated.statusCode, validated.body).toBe(200);
    const october = (await get(zoe, '/api/me/hours/month?month=2026-10')).json();
    expect(october.validated).toBe(true);
    expect(october.totals).toEqual(totalsOf((await companyMonth(zoeId, '2026-10')).totals));
    expect(october.totals.workedMinutes).toBe(8 * 60);
    // The week straddling October and November: November is not validated.
    const straddling = (await get(zoe, '/api/me/hours/week?week=2026-10-28')).json();
    expect(straddling.validated).toBe(false);
    expect(straddling.totals).toEqual(totalsOf((await companyMonth(zoeId, '2026-11')).weeks[0]));
    expect(straddling.days.map((day: { date: string }) => day.date)).toEqual(['2026-10-30', '2026-11-01']);
    // A week of October alone.
    expect((await get(zoe, '/api/me/hours/week?week=2026-10-14')).json()).toMatchObject({ validated: true });
  });

  it('refuses a malformed week or month in French, never with a 500', async () => {
    for (const url of [
      '/api/me/hours/week?week=2026-13-01',
      '/api/me/hours/week?week=semaine',
      '/api/me/hours/month?month=2026-13',
      '/api/me/hours/month?month=1999-12',
    ]) {
      const response = await get(zoe, url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
    }
    expect((await get(zoe, '/api/me/hours/week?week=x')).json().error.message).toContain(
      SPACE_VIEW_MESSAGES.badWeek,
    );
  });
});

describe("the employee's last entries", () => {
  it('are theirs, the newest first, with the kiosk site they arrived at', async () => {
    const response = await get(zoe, '/api/me/entries');
    expect(response.statusCode).toBe(200);
    const { entries } = response.json();
    expect(entries).toHaveLength(8);
    expect(entries[0]).toMatchObject({
      arrival: paris('2026-11-27', '08:00').toISOString(),
      departure: null,
      status: 'in-progress',
    });
    expect(entries[0].siteName).toEqual(expect.any(String));
    expect(entries.at(-1).arrival).toBe(paris('2026-10-30', '09:00').toISOString());
    const arrivals = entries.map((entry: { arrival: string }) => entry.arrival);
    expect([...arrivals].sort().reverse()).toEqual(arrivals);
  });
});

describe("the employee's leave", () => {
  it("shows the balances 'Soldes' shows the company and the requests with their answer", async () => {
    const paidLeave = await typeId(company, 'Congés payés');
    const asked = await company.kioskRequest('POST', '/api/kiosk/leave/requests', {
      pin: '482913',
      typeId: paidLeave,
      startDate: '2026-12-07',
      endDate: '2026-12-08',
      startHalfDay: false,
      endHalfDay: false,
      comment: null,
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const refusedOne = await company.kioskRequest('POST', '/api/kiosk/leave/requests', {
      pin: '482913',
      typeId: paidLeave,
      startDate: '2026-12-21',
      endDate: '2026-12-21',
      startHalfDay: false,
      endHalfDay: false,
      comment: null,
    });
    const absences = (await company.request('GET', '/api/leave/absences?status=pending')).json().absences;
    const toRefuse = absences.find((absence: { startDate: string }) => absence.startDate === '2026-12-21');
    expect(refusedOne.statusCode).toBe(201);
    const refused = await company.request('POST', `/api/leave/absences/${toRefuse.id}/refuse`, {
      reason: 'Inventaire de fin d’année',
    });
    expect(refused.statusCode, refused.body).toBe(200);

    const leave = await get(zoe, '/api/me/leave');
    expect(leave.statusCode, leave.body).toBe(200);
    const body = leave.json();
    const balances = (await company.request('GET', '/api/leave/balances')).json();
    expect(body.balances).toEqual(
      balances.employees.find((row: { employee: { id: string } }) => row.employee.id === zoeId).periods,
    );
    expect(body.requests.map((request: { startDate: string; status: string }) => request.status)).toEqual([
      'refused',
      'pending',
    ]);
    expect(body.requests[0]).toMatchObject({
      typeName: 'Congés payés',
      refusalReason: 'Inventaire de fin d’année',
      days: 1,
    });
    // Hugo, of another company, sees none of it.
    expect((await get(hugo, '/api/me/leave')).json().requests).toEqual([]);
  });
});

describe("the employee's monthly statement", () => {
  it("is the company's statement of the month, of this employee alone", async () => {
    const response = await get(zoe, '/api/me/statements/2026-11/pdf');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="releve-2026-11.pdf"');
    const text = await extractPdfText(response.rawPayload);
    expect(text).toContain('Zoé');
    expect(text).not.toContain('Léo');
  });

  it('is refused, in French, for a month that has not started or a malformed one', async () => {
    const later = await get(zoe, '/api/me/statements/2026-12/pdf');
    expect(later.statusCode).toBe(404);
    expect(later.json().error).toMatchObject({
      code: 'MONTH_NOT_STARTED',
      message: SPACE_VIEW_MESSAGES.monthNotStarted,
    });
    const malformed = await get(zoe, '/api/me/statements/novembre/pdf');
    // A malformed address part is unknown, as everywhere (404), said in French.
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json().error.message).toBe(SPACE_VIEW_MESSAGES.badMonth);
  });
});

describe('another employee', () => {
  it("never reads this employee's data: ids sent are ignored, there is none to pass", async () => {
    leo = await signIn('leo.vues@exemple.fr', '593024');
    const leoMonth = (await get(leo, `/api/me/hours/month?month=2026-11&employeeId=${zoeId}`)).json();
    expect(leoMonth.totals).toEqual(totalsOf((await companyMonth(leoId, '2026-11')).totals));
    expect(leoMonth.totals.nightMinutes).toBeGreaterThan(0);
    const zoeEntries = new Set(
      (await get(zoe, '/api/me/entries')).json().entries.map((entry: { id: string }) => entry.id),
    );
    const leoEntries = (await get(leo, `/api/me/entries?employeeId=${zoeId}`)).json().entries;
    expect(leoEntries).toHaveLength(5);
    expect(leoEntries.some((entry: { id: string }) => zoeEntries.has(entry.id))).toBe(false);
    const leoPdf = await extractPdfText((await get(leo, '/api/me/statements/2026-11/pdf')).rawPayload);
    expect(leoPdf).toContain('Léo');
    expect(leoPdf).not.toContain('Zoé');

    // Hugo, of another company: nothing of theirs.
    expect((await get(hugo, `/api/me/entries?employeeId=${zoeId}`)).json().entries).toEqual([]);
    const hugoMonth = (await get(hugo, '/api/me/hours/month?month=2026-11')).json();
    expect(hugoMonth.totals.workedMinutes).toBe(0);
    expect(hugoMonth.days).toEqual([]);
    // A company's session opens none of it.
    const companyCookie = await company.request('GET', '/api/me/entries');
    expect(companyCookie.statusCode).toBe(401);
  });

  it("an archived employee's space is closed", async () => {
    const archived = await company.request('DELETE', `/api/employees/${leoId}`, {
      leavingDate: '2026-11-27',
    });
    expect(archived.statusCode, archived.body).toBe(204);
    for (const url of [
      '/api/me/hours/week',
      '/api/me/hours/month',
      '/api/me/entries',
      '/api/me/leave',
      '/api/me/statements/2026-11/pdf',
    ]) {
      const refused = await get(leo, url);
      expect(refused.statusCode, url).toBe(401);
      expect(refused.json().error.code).toBe('EMPLOYEE_NOT_SIGNED_IN');
    }
  });
});
