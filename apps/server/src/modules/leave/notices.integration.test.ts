import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, createRecordingMailer } from '../../../test/helper';
import { allowNegativeBalance, setPlan, typeId } from '../../../test/leave';
import { type Company, companyWithKiosk, paris, type TimesheetTestApp } from '../../../test/timesheets';
import { leaveNotices } from '../../db/schema/leave';
import { mailOutbox } from '../../db/schema/mail';
import { sites } from '../../db/schema/sites';
import { createOutboxMailer } from '../../mail/outbox-mailer';
import { type LeaveNoticeDependencies, mailNotice } from './notices';

/** Issue 28 item 4: the counts on the sections, and the e-mails of leave requests (decision 048). */

const mailer = createRecordingMailer();
const testApp = {} as TimesheetTestApp;
let company: Company;
let other: Company;
let companyEmail: string;
let paidLeave: string;

beforeAll(async () => {
  let now = paris('2026-11-23', '09:00');
  Object.assign(
    testApp,
    await buildTestApp({ mailer, now: () => now, env: { BASE_URL: 'https://pointeo.example' } }),
    {
      setNow(at: Date) {
        now = at;
      },
    },
  );
  company = await companyWithKiosk(testApp, 'Atelier');
  other = await companyWithKiosk(testApp, 'Voisin');
  for (const each of [company, other]) {
    await setPlan(testApp, each, 'Standard');
    await allowNegativeBalance(testApp, each);
  }
  companyEmail = (await company.request('GET', '/api/account')).json().email;
  paidLeave = await typeId(company, 'Congés payés');
  await company.addEmployee('Zoé', '111111');
});
afterAll(() => testApp.close());

const request = (pin: string, startDate: string, endDate: string) => ({
  pin,
  typeId: paidLeave,
  startDate,
  endDate,
  startHalfDay: false,
  endHalfDay: true,
  comment: 'Mariage de ma sœur',
});

/** What the app hands the notice job, with the mailer's send under test. */
const deps = (send: LeaveNoticeDependencies['mailer']['send']): LeaveNoticeDependencies => ({
  db: testApp.database.db,
  jobs: undefined as never,
  mailer: { kind: 'outbox', send },
  baseUrl: 'https://pointeo.example',
  // The company as accounts' face gives it to app.ts (leave cannot import accounts).
  companyContact: async () => ({ name: company.name, email: companyEmail }),
  siteManagerEmails: async () => [],
  now: () => new Date(),
  log: undefined as never,
});

async function askAtKiosk(pin: string, startDate: string, endDate: string): Promise<string> {
  const sent = await company.kioskRequest(
    'POST',
    '/api/kiosk/leave/requests',
    request(pin, startDate, endDate),
  );
  expect(sent.statusCode).toBe(201);
  const pending = (await company.request('GET', '/api/leave/absences?status=pending')).json().absences;
  return pending.find((absence: { startDate: string }) => absence.startDate === startDate).id;
}

/** The first mail to `address` sent after the first `since` ones, once it is sent. */
async function mailTo(address: string, since: number) {
  for (let count = since + 1; ; count++) {
    const found = (await mailer.whenSent(count)).slice(since).find((message) => message.to === address);
    if (found) return found;
  }
}

const noticesOf = (absenceId: string) =>
  testApp.database.db.select().from(leaveNotices).where(eq(leaveNotices.absenceId, absenceId));

const waiting = async (who: Company) => {
  const response = await who.request('GET', '/api/account/waiting');
  expect(response.statusCode).toBe(200);
  return response.json();
};

describe('the e-mail of a new leave request', () => {
  it("mails the company's address, with a link that opens the request in the Congés section", async () => {
    const before = mailer.sent.length;
    const absenceId = await askAtKiosk('111111', '2026-12-14', '2026-12-16');
    const [message] = (await mailer.whenSent(before + 1)).slice(before);
    expect(message).toEqual({
      to: companyEmail,
      subject: 'Nouvelle demande de congé de Zoé Atelier',
      text: expect.stringContaining(
        'Zoé Atelier demande un congé à la borne\u202f: Congés payés, du 14/12/2026 au 16/12/2026 midi.',
      ),
    });
    expect(message!.text).toContain('Commentaire\u202f: «\u202fMariage de ma sœur\u202f»');
    expect(message!.text).toContain(`https://pointeo.example/account?tab=leave#demande-${absenceId}`);
    // The mailer has the e-mail before the claim's transaction commits (decision 057).
    await vi.waitFor(async () => expect((await noticesOf(absenceId))[0]!.mailedAt).not.toBeNull());
    const [notice] = await noticesOf(absenceId);
    expect(notice).toMatchObject({ kind: 'request', companyId: company.id });
  });

  it('sends a retried or repeated job once, and again only after a failed send', async () => {
    const before = mailer.sent.length;
    const absenceId = await askAtKiosk('111111', '2027-01-11', '2027-01-12');
    await mailer.whenSent(before + 1);
    const [notice] = await noticesOf(absenceId);
    const again = createRecordingMailer();
    // The app's job took it already: running it again sends nothing.
    await mailNotice(deps(again.send), notice!.id);
    expect(again.sent).toEqual([]);

    // As if the send had failed: the claim rolls back with it, and the next try sends it once.
    await testApp.database.db
      .update(leaveNotices)
      .set({ mailedAt: null })
      .where(eq(leaveNotices.id, notice!.id));
    await expect(
      mailNotice(
        deps(async () => {
          throw new Error('SMTP indisponible');
        }),
        notice!.id,
      ),
    ).rejects.toThrow('SMTP indisponible');
    expect((await noticesOf(absenceId))[0]!.mailedAt).toBeNull();
    await mailNotice(deps(again.send), notice!.id);
    await mailNotice(deps(again.send), notice!.id);
    expect(again.sent.map((message) => message.to)).toEqual([companyEmail]);
  });

  it('keeps no e-mail of a hand-over that failed, and leaves the notice to send again', async () => {
    const before = mailer.sent.length;
    const absenceId = await askAtKiosk('111111', '2027-03-08', '2027-03-09');
    await mailer.whenSent(before + 1);
    const [notice] = await noticesOf(absenceId);
    await testApp.database.db
      .update(leaveNotices)
      .set({ mailedAt: null })
      .where(eq(leaveNotices.id, notice!.id));
    const outboxRows = async () =>
      (await testApp.database.db.select().from(mailOutbox)).filter((row) => row.text.includes(absenceId));
    const outbox = createOutboxMailer(testApp.database.db, testApp.app.log, { logLinks: false });
    // The outbox wrote the e-mail, then the process died before the commit: nothing of it stays.
    await expect(
      mailNotice(
        deps(async (message, within) => {
          await outbox.send(message, within);
          throw new Error('arrêt du serveur');
        }),
        notice!.id,
      ),
    ).rejects.toThrow('arrêt du serveur');
    expect(await outboxRows()).toEqual([]);
    expect((await noticesOf(absenceId))[0]!.mailedAt).toBeNull();

    await mailNotice(deps(outbox.send), notice!.id);
    await mailNotice(deps(outbox.send), notice!.id);
    expect((await outboxRows()).map((row) => row.recipient)).toEqual([companyEmail]);
  });
});

/** Invites a Responsable de site of `siteId` and lets them join; returns their address. */
async function siteManagerOf(siteId: string, email: string): Promise<string> {
  const before = mailer.sent.length;
  const invited = await company.request('POST', '/api/team/invitations', {
    email,
    role: 'site_manager',
    siteIds: [siteId],
  });
  expect(invited.statusCode, invited.body).toBe(201);
  const mail = (await mailTo(email, before))!;
  const token = /\/invitation\/([A-Za-z0-9_-]{43})/.exec(mail.text)![1];
  const accepted = await testApp.app.inject({
    method: 'POST',
    url: `/api/invitations/${token}/accept`,
    payload: { name: email.split('@')[0], password: 'un-mot-de-passe-solide' },
  });
  expect(accepted.statusCode, accepted.body).toBe(201);
  return email;
}

describe('the e-mail of a new leave request, with several sites', () => {
  it("goes also to each Responsable de site of the employee's site, not to another site's", async () => {
    const [home] = await testApp.database.db
      .select({ id: sites.id })
      .from(sites)
      .where(eq(sites.companyId, company.id));
    const [elsewhere] = await testApp.database.db
      .insert(sites)
      .values({ companyId: company.id, name: 'Entrepôt' })
      .returning({ id: sites.id });
    const manager = await siteManagerOf(home!.id, 'chef.atelier@exemple.fr');
    const otherManager = await siteManagerOf(elsewhere!.id, 'chef.entrepot@exemple.fr');

    const before = mailer.sent.length;
    await askAtKiosk('111111', '2027-05-10', '2027-05-11');
    const sent = await mailer.whenSent(before + 2);
    const recipients = sent.slice(before).map((message) => message.to);
    expect(recipients).toEqual(expect.arrayContaining([companyEmail, manager]));
    expect(recipients).not.toContain(otherManager);
    expect(sent.slice(before).find((message) => message.to === manager)!.subject).toBe(
      'Nouvelle demande de congé de Zoé Atelier',
    );
  });
});

describe('the e-mail of the answer', () => {
  it('mails nobody when the employee has no address, and records no notice', async () => {
    const absenceId = await askAtKiosk('111111', '2027-02-08', '2027-02-09');
    const before = (await mailer.whenSent(0)).length;
    const refused = await company.request('POST', `/api/leave/absences/${absenceId}/refuse`, {
      reason: 'Inventaire',
    });
    expect(refused.statusCode).toBe(200);
    expect((await noticesOf(absenceId)).map((notice) => notice.kind)).toEqual(['request']);
    expect(mailer.sent.slice(before).filter((message) => message.to !== companyEmail)).toEqual([]);
  });

  it("mails the answer to the employee's address, the company's for the reply", async () => {
    const added = await company.request('POST', '/api/employees', {
      firstName: 'Éric',
      lastName: 'Atelier',
      pinCode: '222222',
      email: ' Eric@Exemple.fr ',
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().email).toBe('eric@exemple.fr');
    // Jobs send the mails, an earlier test's maybe still among them: the first one to Éric.
    const before = mailer.sent.length;
    const absenceId = await askAtKiosk('222222', '2027-03-08', '2027-03-10');
    const approved = await company.request('POST', `/api/leave/absences/${absenceId}/approve`);
    expect(approved.statusCode).toBe(200);
    const answer = await mailTo('eric@exemple.fr', before);
    expect(answer).toEqual({
      to: 'eric@exemple.fr',
      replyTo: companyEmail,
      subject: 'Votre demande de congé est approuvée',
      text: expect.stringContaining(
        'Votre demande (Congés payés) du 08/03/2027 au 10/03/2027 est approuvée.',
      ),
    });
    expect(answer!.text).toMatch(/^Bonjour Éric,/);
    expect((await noticesOf(absenceId)).map((notice) => notice.kind).sort()).toEqual(['answer', 'request']);
  });

  it('refuses a bad address in French and adds nobody', async () => {
    const added = await company.request('POST', '/api/employees', {
      firstName: 'Paul',
      lastName: 'Atelier',
      email: 'paul@',
    });
    expect(added.statusCode).toBe(400);
    expect(added.json().error.message).toContain("L'adresse e-mail n'est pas valide");
    const list = (await company.request('GET', '/api/employees?q=paul')).json();
    expect(list.employees).toEqual([]);
  });
});

describe('what waits for the manager', () => {
  it("counts the company's pending requests and entries 'À régulariser', not another company's", async () => {
    const start = await waiting(company);
    expect(await waiting(other)).toEqual({ leaveRequests: 0, toRegularise: 0 });
    const absenceId = await askAtKiosk('111111', '2027-04-12', '2027-04-13');
    expect(await waiting(company)).toEqual({ ...start, leaveRequests: start.leaveRequests + 1 });

    // Zoé arrives and never leaves: 'À régulariser' once the shift passes 16 hours.
    expect((await company.punch('111111', paris('2026-11-24', '08:00'))).statusCode).toBe(200);
    testApp.setNow(paris('2026-11-25', '01:00'));
    const withEntry = await waiting(company);
    expect(withEntry.toRegularise).toBe(start.toRegularise + 1);
    expect(await waiting(other)).toEqual({ leaveRequests: 0, toRegularise: 0 });

    // Another company answering this request by its id finds nothing, and mails nothing.
    const foreign = await other.request('POST', `/api/leave/absences/${absenceId}/approve`);
    expect(foreign.statusCode).toBe(404);
    expect(await waiting(company)).toEqual(withEntry);
    expect((await noticesOf(absenceId)).map((notice) => notice.kind)).toEqual(['request']);

    await company.request('POST', `/api/leave/absences/${absenceId}/approve`);
    expect(await waiting(company)).toEqual({ ...withEntry, leaveRequests: withEntry.leaveRequests - 1 });
  });

  it('refuses the count to a visitor without a session', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/account/waiting' });
    expect(response.statusCode).toBe(401);
  });
});
