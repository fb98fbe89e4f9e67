import { beforeAll, describe, expect, it } from 'vitest';
import { createRecordingMailer } from '../../../test/helper';
import { allowNegativeBalance, setPlan, typeId } from '../../../test/leave';
import { invitedMember } from '../../../test/members';
import {
  type Company,
  companyWithKiosk,
  paris,
  timesheetTestAppOfFile,
  workShift,
} from '../../../test/timesheets';

/**
 * Every correction, approval and validation records which member did it (issue 29 item 3, decision
 * 060): a second member's name shows in the histories, and still does once they are removed and
 * their user deleted. The owner signs as the company account; a kiosk, as the employee there.
 */

const mailer = createRecordingMailer();
const testApp = timesheetTestAppOfFile({ mailer });
const INES = 'Inès Durand';

let company: Company;
let zoe: string;
let memberId: string;
let asMember: (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: object,
) => ReturnType<Company['request']>;

/** Invites an administrator by e-mail and accepts the link as them; returns their session cookie. */
const addMember = (email: string, name: string) =>
  invitedMember(testApp.app, company.cookie, mailer, { role: 'admin', email, name });

beforeAll(async () => {
  company = await companyWithKiosk(testApp, 'Signatures');
  await setPlan(testApp, company, 'Premium');
  await allowNegativeBalance(testApp, company);
  zoe = await company.addEmployee('Zoé', '111111');
  await workShift(company, '111111', '2026-10-05', '08:00', '12:00');
  testApp.setNow(paris('2026-10-06', '09:00'));
  const cookie = await addMember('ines.durand@exemple.fr', INES);
  asMember = (method, url, payload) =>
    testApp.app.inject({ method, url, headers: { cookie }, ...(payload && { payload }) });
  const team = (await company.request('GET', '/api/team')).json();
  memberId = team.members.find((row: { name: string }) => row.name === INES).userId;
});

async function entryId(): Promise<string> {
  const month = (await company.request('GET', `/api/timesheets/employees/${zoe}/month?month=2026-10`)).json();
  return month.days.flatMap((day: { entries: { id: string }[] }) => day.entries)[0].id;
}

/** Every author the company's screens show: the entry's history, leave, balances, the month. */
async function authorsShown(entry: string) {
  const history = (await company.request('GET', `/api/timesheets/entries/${entry}/history`)).json();
  const decided = (await company.request('GET', '/api/leave/absences?status=decided')).json();
  const balances = (await company.request('GET', '/api/leave/balances')).json();
  const month = (await company.request('GET', '/api/timesheets/months/2026-10')).json();
  return {
    corrections: history.corrections.map((item: { reason: string; author: object }) => [
      item.reason,
      item.author,
    ]),
    absences: decided.absences.map((item: { status: string; decidedBy: object }) => [
      item.status,
      item.decidedBy,
    ]),
    adjustments: balances.employees
      .find((row: { employee: { id: string } }) => row.employee.id === zoe)
      .adjustments.map((item: { reason: string; author: object }) => [item.reason, item.author]),
    validatedBy: month.validatedBy,
    events: month.events.map((event: { kind: string; author: object }) => [event.kind, event.author]),
  };
}

describe('the member who acted', () => {
  it('is named in every history, and still is once removed', async () => {
    const entry = await entryId();
    const ines = { id: memberId, name: INES };
    const owner = { id: company.id, name: 'Compte entreprise' };

    // Inès corrects the arrival, the owner the departure.
    const edited = await asMember('PATCH', `/api/timesheets/entries/${entry}`, {
      arrival: '07:45',
      reason: 'Arrivée oubliée',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    testApp.setNow(paris('2026-10-06', '09:05'));
    const ownerEdit = await company.request('PATCH', `/api/timesheets/entries/${entry}`, {
      departure: '12:30',
      reason: 'Départ corrigé',
    });
    expect(ownerEdit.statusCode).toBe(200);

    // Zoé asks for two days at the kiosk; Inès approves, then refuses another request.
    const paidLeave = await typeId(company, 'Congés payés');
    const ask = (startDate: string, endDate: string) =>
      company.kioskRequest('POST', '/api/kiosk/leave/requests', {
        pin: '111111',
        typeId: paidLeave,
        startDate,
        endDate,
        startHalfDay: false,
        endHalfDay: false,
        comment: '',
      });
    const first = await ask('2026-10-12', '2026-10-13');
    expect(first.statusCode, first.body).toBe(201);
    const second = await ask('2026-10-19', '2026-10-19');
    expect(second.statusCode, second.body).toBe(201);
    const pending = (await company.request('GET', '/api/leave/absences?status=pending')).json().absences;
    const [toApprove, toRefuse] = pending.map((row: { id: string }) => row.id);
    expect((await asMember('POST', `/api/leave/absences/${toApprove}/approve`)).statusCode).toBe(200);
    const refused = await asMember('POST', `/api/leave/absences/${toRefuse}/refuse`, {
      reason: 'Équipe complète',
    });
    expect(refused.statusCode, refused.body).toBe(200);

    // Inès adjusts Zoé's balance, then validates October.
    const adjusted = await asMember('POST', `/api/leave/employees/${zoe}/adjustments`, {
      periodStart: '2026-06-01',
      days: 2,
      reason: 'Jours de fractionnement',
    });
    expect(adjusted.statusCode, adjusted.body).toBe(201);
    testApp.setNow(paris('2026-11-03', '09:00'));
    const validated = await asMember('POST', '/api/timesheets/months/2026-10/validate');
    expect(validated.statusCode, validated.body).toBe(200);

    const shown = await authorsShown(entry);
    expect(shown).toEqual({
      corrections: [
        ['Départ corrigé', owner],
        ['Arrivée oubliée', ines],
      ],
      absences: expect.arrayContaining([
        ['approved', ines],
        ['refused', ines],
      ]),
      adjustments: [['Jours de fractionnement', ines]],
      validatedBy: ines,
      events: [['validate', ines]],
    });

    // Removed, Inès's user is deleted: the records keep her name.
    const removed = await company.request('DELETE', `/api/team/members/${memberId}`);
    expect(removed.statusCode).toBe(200);
    expect((await asMember('GET', '/api/account')).statusCode).toBe(401);
    expect(await authorsShown(entry)).toEqual(shown);
  });
});
