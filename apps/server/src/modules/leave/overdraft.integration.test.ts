import { beforeAll, describe, expect, it } from 'vitest';
import { allowNegativeBalance, joinedOn, leaveRecordsOf, setPlan, typeId } from '../../../test/leave';
import { type Company, companyWithKiosk, paris, timesheetTestAppOfFile } from '../../../test/timesheets';

/** Decision 046: the balance before and after each request, and the overdraft refused or warned. */

const testApp = timesheetTestAppOfFile();
let company: Company;
let intruder: Company;
let zoe: string;
let paidLeave: string;

const NNBSP = '\u202f';
const NBSP = '\u00a0';
const CURRENT = { periodStart: '2026-06-01', periodEnd: '2027-05-31' };

beforeAll(async () => {
  company = await companyWithKiosk(testApp, 'Soldes');
  intruder = await companyWithKiosk(testApp, 'Intruse');
  await setPlan(testApp, company, 'Standard');
  await setPlan(testApp, intruder, 'Standard');
  // The other company lets its balances go negative: that is no setting of this one.
  await allowNegativeBalance(testApp, intruder);
  testApp.setNow(paris('2026-11-23', '09:00'));
  zoe = await company.addEmployee('Zoé', '111111');
  await joinedOn(testApp, zoe, paris('2026-11-23', '08:00'));
  paidLeave = await typeId(company, 'Congés payés');
  // Joined on 23 November: nothing earned for the current period but these 3 days.
  await company.request('PUT', `/api/leave/employees/${zoe}/opening-balance`, {
    periodStart: '2026-06-01',
    days: 3,
  });
});

const span = (startDate: string, endDate: string, type = paidLeave) => ({
  typeId: type,
  startDate,
  endDate,
  startHalfDay: false,
  endHalfDay: false,
});

describe('an absence that takes paid leave', () => {
  it('is refused at "Saisir une absence" beyond the balance, in French, and writes nothing', async () => {
    const before = await leaveRecordsOf(testApp, company.id);
    // 7–10 December: 4 days for 3. The form shows it before anything is sent.
    const preview = await company.request(
      'POST',
      `/api/leave/employees/${zoe}/absences/preview`,
      span('2026-12-07', '2026-12-10'),
    );
    expect(preview.json()).toEqual({
      balance: [{ ...CURRENT, before: 3, after: -1 }],
      allowNegativeBalance: false,
    });
    const refused = await company.request(
      'POST',
      `/api/leave/employees/${zoe}/absences`,
      span('2026-12-07', '2026-12-10'),
    );
    expect([refused.statusCode, refused.json().error.code, refused.json().error.message]).toEqual([
      409,
      'BALANCE_OVERDRAWN',
      `Solde de congés payés insuffisant${NNBSP}: 3${NBSP}jours avant, \u22121${NBSP}jour (négatif) après (du 01/06/2026 au 31/05/2027). Réduisez l'absence, ajustez le solde ou autorisez un solde négatif dans les Paramètres`,
    ]);
    expect(await leaveRecordsOf(testApp, company.id)).toEqual(before);

    // RTT does not take paid leave; 2 days of paid leave leave 1.
    const rtt = await company.request(
      'POST',
      `/api/leave/employees/${zoe}/absences`,
      span('2026-12-07', '2026-12-10', await typeId(company, 'RTT')),
    );
    expect(rtt.statusCode).toBe(201);
    const recorded = await company.request(
      'POST',
      `/api/leave/employees/${zoe}/absences`,
      span('2026-12-01', '2026-12-02'),
    );
    expect(recorded.statusCode).toBe(201);
    expect(recorded.json().warning).toBeUndefined();
  });

  it("is refused at the kiosk in the employee's words, and shows the balance before and after", async () => {
    const before = await leaveRecordsOf(testApp, company.id);
    const refused = await company.kioskRequest('POST', '/api/kiosk/leave/requests', {
      pin: '111111',
      ...span('2026-12-14', '2026-12-15'),
    });
    expect([refused.statusCode, refused.json().error.message]).toEqual([
      409,
      `Votre solde de congés payés est insuffisant${NNBSP}: 1${NBSP}jour avant, \u22121${NBSP}jour (négatif) après cette demande`,
    ]);
    expect(await leaveRecordsOf(testApp, company.id)).toEqual(before);

    // The kiosk form shows the balance before and after once the PIN and the dates are typed.
    const preview = await company.kioskRequest('POST', '/api/kiosk/leave/preview', {
      pin: '111111',
      ...span('2026-12-14', '2026-12-15'),
    });
    expect(preview.json()).toEqual({
      balance: [{ ...CURRENT, before: 1, after: -1 }],
      allowNegativeBalance: false,
    });
    const wrongPin = await company.kioskRequest('POST', '/api/kiosk/leave/preview', {
      pin: '999999',
      ...span('2026-12-14', '2026-12-15'),
    });
    expect(wrongPin.statusCode).toBe(404);
    expect(await leaveRecordsOf(testApp, company.id)).toEqual(before);

    // Two requests of one day each: a request waiting does not spend the balance, an approval does.
    for (const day of ['2026-12-14', '2026-12-15']) {
      const sent = await company.kioskRequest('POST', '/api/kiosk/leave/requests', {
        pin: '111111',
        ...span(day, day),
      });
      expect(sent.statusCode).toBe(201);
      expect(sent.json()).toMatchObject({ balance: [{ ...CURRENT, before: 1, after: 0 }] });
      expect(sent.json().warning).toBeUndefined();
    }
    const waiting = (await company.request('GET', '/api/leave/absences?status=pending')).json().absences;
    expect(waiting.map((absence: { balance: unknown }) => absence.balance)).toEqual([
      [{ ...CURRENT, before: 1, after: 0 }],
      [{ ...CURRENT, before: 1, after: 0 }],
    ]);
    // Another company sees none of them.
    expect((await intruder.request('GET', '/api/leave/absences?status=pending')).json().absences).toEqual([]);
  });

  it('is refused at "Approuver" once another approval spent the days, then passes with a warning when allowed', async () => {
    const [first, second] = (await company.request('GET', '/api/leave/absences?status=pending')).json()
      .absences;
    expect((await company.request('POST', `/api/leave/absences/${first.id}/approve`)).statusCode).toBe(200);
    const before = await leaveRecordsOf(testApp, company.id);
    const refused = await company.request('POST', `/api/leave/absences/${second.id}/approve`);
    expect([refused.statusCode, refused.json().error.code]).toEqual([409, 'BALANCE_OVERDRAWN']);
    expect(await leaveRecordsOf(testApp, company.id)).toEqual(before);
    // Another company's setting changes nothing, and it cannot approve this company's request.
    const foreign = await intruder.request('POST', `/api/leave/absences/${second.id}/approve`);
    expect([foreign.statusCode, foreign.json().error.message]).toEqual([404, 'Absence introuvable']);
    expect(await leaveRecordsOf(testApp, company.id)).toEqual(before);

    const saved = await company.request('PUT', '/api/leave/settings', {
      counting: 'ouvrables',
      referenceStartMonth: 6,
      allowNegativeBalance: true,
    });
    expect(saved.json().settings).toEqual({
      counting: 'ouvrables',
      referenceStartMonth: 6,
      allowNegativeBalance: true,
    });
    expect((await company.request('GET', '/api/leave/settings')).json().allowNegativeBalance).toBe(true);
    const approved = await company.request('POST', `/api/leave/absences/${second.id}/approve`);
    expect([approved.statusCode, approved.json().warning]).toEqual([
      200,
      `Attention${NNBSP}: le solde de congés payés devient négatif (0${NBSP}jour avant, \u22121${NBSP}jour (négatif) après)`,
    ]);
    const view = (await company.request('GET', '/api/leave/balances')).json();
    expect(view.settings.allowNegativeBalance).toBe(true);
    const balance = view.employees.find((row: { employee: { id: string } }) => row.employee.id === zoe);
    // 1–2, 14 and 15 December: approved, all still to come.
    expect(balance.periods[1]).toMatchObject({ start: '2026-06-01', taken: 4, planned: 4, remaining: -1 });
    // The 'Soldes' filter: each employee's zone (the default one here), and every zone.
    expect(balance.employee.zone).toBe('Non assigné');
    expect(view.zones).toEqual(['Non assigné', 'Toutes les zones']);
  });
});

describe("'Autoriser un solde négatif'", () => {
  it('is kept by a PUT of the settings that leaves it out, and set by one that sends it', async () => {
    const put = (payload: object) => company.request('PUT', '/api/leave/settings', payload);
    expect(
      (await put({ counting: 'ouvrables', referenceStartMonth: 6, allowNegativeBalance: true })).statusCode,
    ).toBe(200);
    const kept = await put({ counting: 'ouvres', referenceStartMonth: 6 });
    expect([kept.statusCode, kept.json().settings]).toEqual([
      200,
      { counting: 'ouvres', referenceStartMonth: 6, allowNegativeBalance: true },
    ]);
    expect((await company.request('GET', '/api/leave/settings')).json()).toEqual({
      counting: 'ouvres',
      referenceStartMonth: 6,
      allowNegativeBalance: true,
    });
    const off = await put({ counting: 'ouvrables', referenceStartMonth: 6, allowNegativeBalance: false });
    expect(off.json().settings.allowNegativeBalance).toBe(false);
    expect(
      (await put({ counting: 'ouvrables', referenceStartMonth: 6 })).json().settings.allowNegativeBalance,
    ).toBe(false);
    // The intruder's own setting (on) is its own: this company's PUTs left it alone.
    expect((await intruder.request('GET', '/api/leave/settings')).json().allowNegativeBalance).toBe(true);
    const refused = await put({ counting: 'ouvrables', referenceStartMonth: 6, allowNegativeBalance: 'oui' });
    expect(refused.statusCode).toBe(400);
    expect((await company.request('GET', '/api/leave/settings')).json().allowNegativeBalance).toBe(false);
    expect(
      (await put({ counting: 'ouvrables', referenceStartMonth: 6, allowNegativeBalance: true })).statusCode,
    ).toBe(200);
  });
});

describe('two approvals at once', () => {
  it('spend the last day once: the second sees the first behind the employee lock', async () => {
    const shop = await companyWithKiosk(testApp, 'Deux validations');
    await setPlan(testApp, shop, 'Standard');
    const type = await typeId(shop, 'Congés payés');
    // Several employees, each with one day for two requests of one day: a race lost once would show.
    for (let employee = 0; employee < 5; employee += 1) {
      const pin = `66666${employee}`;
      const id = await shop.addEmployee(`Employé ${employee}`, pin);
      await shop.request('PUT', `/api/leave/employees/${id}/opening-balance`, {
        periodStart: '2026-06-01',
        days: 1,
      });
      for (const day of ['2027-01-05', '2027-01-06']) {
        const sent = await shop.kioskRequest('POST', '/api/kiosk/leave/requests', {
          pin,
          ...span(day, day, type),
        });
        expect(sent.statusCode).toBe(201);
      }
      const waiting = (await shop.request('GET', '/api/leave/absences?status=pending')).json().absences;
      const both = await Promise.all(
        waiting.map((absence: { id: string }) =>
          shop.request('POST', `/api/leave/absences/${absence.id}/approve`),
        ),
      );
      expect(both.map((response) => response.statusCode).sort()).toEqual([200, 409]);
      await shop.request(
        'POST',
        `/api/leave/absences/${waiting.find((_: unknown, index: number) => both[index]?.statusCode === 409).id}/refuse`,
        {
          reason: 'Solde insuffisant',
        },
      );
    }
  });
});
