import { DATA_EXPORT_MESSAGES } from '@pointeo/domain/data-export';
import { issuedInvoiceContent } from '@pointeo/domain/issued-invoice';
import { and, eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { testSeller } from '../../../test/billing';
import { createRecordingMailer } from '../../../test/helper';
import { allowNegativeBalance, setPlan, typeId } from '../../../test/leave';
import { invitedSiteManager } from '../../../test/members';
import {
  type Company,
  companyWithKiosk,
  paris,
  recordsOf,
  timesheetTestAppOfFile,
  workShift,
} from '../../../test/timesheets';
import { auditEvents } from '../../db/schema/audit';
import { invoices } from '../../db/schema/billing';
import { dataExports } from '../../db/schema/data-exports';
import { purgeDataExports } from './service';

/**
 * 'Exporter les données de l'entreprise' and an employee's own export (issue 33 item 4, decision
 * 082): the ZIP's files opened and read, another company's data never in it, the link once and for
 * 24 hours, an administrator's only.
 */

const mailer = createRecordingMailer();
const testApp = timesheetTestAppOfFile({ mailer });
let company: Company;
let other: Company;
let zoe: string;
let intruder: string;
const INVOICE_NUMBER = 'FAC-20261101-0001';

beforeAll(async () => {
  testApp.setNow(paris('2026-11-16', '07:00'));
  company = await companyWithKiosk(testApp, 'Fournil Dupré');
  await setPlan(testApp, company, 'Standard');
  await allowNegativeBalance(testApp, company);
  zoe = await company.addEmployee('Zoé', '111111');
  await workShift(company, '111111', '2026-11-16', '08:00', '12:00');
  const [entry] = (await recordsOf(testApp, company.id)).entries;
  const corrected = await company.request('PATCH', `/api/timesheets/entries/${entry!.id}`, {
    arrival: '07:45',
    reason: 'Arrivée avant ouverture de la borne',
  });
  expect(corrected.statusCode).toBe(200);
  const absence = await company.request('POST', `/api/leave/employees/${zoe}/absences`, {
    typeId: await typeId(company, 'Congés payés'),
    startDate: '2026-11-19',
    endDate: '2026-11-20',
  });
  expect(absence.statusCode, absence.body).toBe(201);
  await testApp.database.db.insert(invoices).values({
    companyId: company.id,
    number: INVOICE_NUMBER,
    paidOn: '2026-11-01',
    amount: '29.00',
    plan: 'Standard',
    periodStart: '2026-11-01',
    periodEnd: '2026-11-30',
    providerReference: 'test-invoice-1',
    issuedContent: issuedInvoiceContent({
      customer: {
        name: 'Fournil Dupré',
        siret: '73282932000074',
        address: null,
        postalCode: null,
        city: null,
        email: 'compta@fournil.fr',
      },
      plan: 'Standard',
      periodStart: '2026-11-01',
      periodEnd: '2026-11-30',
      amountCents: 2900,
      seller: testSeller,
    }),
  });

  other = await companyWithKiosk(testApp, 'Intrus et Cie');
  intruder = await other.addEmployee('Intrus', '222222');
  await workShift(other, '222222', '2026-11-16', '09:00', '17:00');
});

/** Asks for the company's export, waits for its mail and its ZIP; the link's path and the answer's token. */
async function exportOf(at: Date) {
  testApp.setNow(at);
  const before = mailer.sent.length;
  const started = await company.request('POST', '/api/privacy/exports', { confirmed: true });
  expect(started.statusCode, started.body).toBe(202);
  const mail = (await mailer.whenSent(before + 1))[before]!;
  // The job mails inside the transaction that marks the export ready: on PostgreSQL the mail can
  // be recorded a moment before that transaction commits.
  await vi.waitFor(async () => {
    const { exports } = (await company.request('GET', '/api/privacy/exports')).json();
    expect(exports[0]).toMatchObject({ id: started.json().export.id, state: 'ready' });
  });
  const link = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
  return { mail, path: `${link.pathname}${link.search}`, started: started.json() };
}

const filesOf = (body: Buffer) => unzipSync(new Uint8Array(body));
const textOf = (files: Record<string, Uint8Array>, name: string) => strFromU8(files[name]!);
const jsonOf = (files: Record<string, Uint8Array>, name: string) => JSON.parse(textOf(files, name));

describe("the company's data export", () => {
  let files: Record<string, Uint8Array>;
  let path: string;

  it('is built by a job, mailed to who asked with a one-time link, and holds every table in CSV and JSON', async () => {
    const exported = await exportOf(paris('2026-11-23', '10:00'));
    path = exported.path;
    expect(exported.started.export.state).toBe('pending');
    expect(exported.started.downloadToken).toMatch(/^[\w-]{43}$/);
    expect(path).toBe(
      `/api/privacy/exports/${exported.started.export.id}/download?token=${exported.started.downloadToken}`,
    );
    expect(exported.mail.subject).toBe('Export des données de Fournil Dupré prêt');

    const list = await company.request('GET', '/api/privacy/exports');
    expect(list.json().exports[0]).toMatchObject({ id: exported.started.export.id, state: 'ready' });
    expect(list.json().exports[0].expiresAt).toBe(paris('2026-11-24', '10:00').toISOString());

    const download = await company.request('GET', path);
    expect(download.statusCode, download.body).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    expect(download.headers['content-disposition']).toBe(
      'attachment; filename="donnees-pointeo-2026-11-23.zip"',
    );
    files = filesOf(download.rawPayload);
    const tables = [
      'entreprise',
      'membres',
      'employes',
      'badges',
      'sites',
      'pointages',
      'corrections',
      'absences',
      'factures',
    ];
    expect(Object.keys(files).sort()).toEqual(
      [
        'README.txt',
        ...tables.flatMap((name) => [`${name}.csv`, `${name}.json`]),
        `factures/facture-${INVOICE_NUMBER}.pdf`,
      ].sort(),
    );
    const readme = textOf(files, 'README.txt');
    expect(readme).toContain("Données de l'entreprise Fournil Dupré");
    for (const name of tables) expect(readme).toContain(`- ${name}.csv et ${name}.json`);
  });

  it('writes French CSVs with a byte order mark and the JSON with every value', () => {
    // TextDecoder drops the byte order mark: it is read as bytes.
    expect([...files['employes.csv']!.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = textOf(files, 'employes.csv');
    expect(csv.startsWith('Identifiant;Prénom;Nom;Rôle;')).toBe(true);
    expect(csv).toContain(`${zoe};Zoé;Fournil Dupré;Employé;`);
    const [employee] = jsonOf(files, 'employes.json').filter((row: { id: string }) => row.id === zoe);
    expect(employee).toMatchObject({ firstName: 'Zoé', hasPin: true, weeklyContractHours: 35 });
    expect(employee).not.toHaveProperty('pinCode');

    const [entry] = jsonOf(files, 'pointages.json');
    expect(entry).toMatchObject({
      employeeId: zoe,
      employeeName: 'Zoé Fournil Dupré',
      clockIn: paris('2026-11-16', '07:45').toISOString(),
      clockOut: paris('2026-11-16', '12:00').toISOString(),
    });
    expect(textOf(files, 'pointages.csv')).toContain(';16/11/2026 07:45;16/11/2026 12:00;non;Pointage;');

    const [correction] = jsonOf(files, 'corrections.json');
    expect(correction).toMatchObject({
      entryId: entry.id,
      kind: 'Modification',
      arrivalBefore: paris('2026-11-16', '08:00').toISOString(),
      arrivalAfter: paris('2026-11-16', '07:45').toISOString(),
      reason: 'Arrivée avant ouverture de la borne',
    });

    expect(jsonOf(files, 'absences.json')).toEqual([
      expect.objectContaining({
        employeeId: zoe,
        typeName: 'Congés payés',
        startDate: '2026-11-19',
        endDate: '2026-11-20',
        status: 'Approuvée',
      }),
    ]);
    expect(textOf(files, 'absences.csv')).toContain(';Congés payés;19/11/2026;20/11/2026;');

    expect(jsonOf(files, 'factures.json')).toEqual([
      expect.objectContaining({
        number: INVOICE_NUMBER,
        netEuros: 24.17,
        vatEuros: 4.83,
        grossEuros: 29,
        vatRatePercent: 20,
      }),
    ]);
    expect(textOf(files, 'factures.csv')).toContain(`;${INVOICE_NUMBER};`);
    expect(strFromU8(files[`factures/facture-${INVOICE_NUMBER}.pdf`]!.slice(0, 5))).toBe('%PDF-');

    expect(jsonOf(files, 'entreprise.json')).toEqual([
      expect.objectContaining({ id: company.id, name: 'Fournil Dupré' }),
    ]);
    const [owner] = jsonOf(files, 'membres.json');
    expect(owner).toMatchObject({ userId: company.id, role: 'Administrateur' });
    expect(jsonOf(files, 'sites.json')).toHaveLength(1);
  });

  it("never holds another company's data nor a secret", () => {
    const everything = Object.entries(files)
      .filter(([name]) => !name.endsWith('.pdf'))
      .map(([, bytes]) => strFromU8(bytes))
      .join('\n');
    for (const foreign of ['Intrus', other.id, intruder]) expect(everything).not.toContain(foreign);
    for (const secret of ['password', 'pinCode', 'secretHash', 'tokenHash', '111111']) {
      expect(everything).not.toContain(secret);
    }
  });

  it('downloads once: a second download is refused in French, and the ZIP is gone from the database', async () => {
    const again = await company.request('GET', path);
    expect(again.statusCode).toBe(410);
    expect(again.json().error).toEqual({
      code: 'DATA_EXPORT_ALREADY_DOWNLOADED',
      message: DATA_EXPORT_MESSAGES.alreadyDownloaded,
    });
    const rows = await testApp.database.db
      .select()
      .from(dataExports)
      .where(eq(dataExports.companyId, company.id));
    expect(rows.map((row) => [row.status, row.archive])).toEqual([['ready', null]]);
    const list = await company.request('GET', '/api/privacy/exports');
    expect(list.json().exports[0].state).toBe('downloaded');
  });

  it('refuses a link after 24 hours, and the purge drops the expired ZIP', async () => {
    const { path: late } = await exportOf(paris('2026-11-24', '09:00'));
    testApp.setNow(paris('2026-11-25', '09:01'));
    const refused = await company.request('GET', late);
    expect(refused.statusCode).toBe(410);
    expect(refused.json().error).toEqual({
      code: 'DATA_EXPORT_EXPIRED',
      message: DATA_EXPORT_MESSAGES.expired,
    });
    expect((await company.request('GET', '/api/privacy/exports')).json().exports[0].state).toBe('expired');

    await purgeDataExports(testApp.database.db, paris('2026-11-25', '09:01'));
    const rows = await testApp.database.db
      .select()
      .from(dataExports)
      .where(eq(dataExports.companyId, company.id));
    expect(rows.every((row) => row.archive === null)).toBe(true);
  });

  it("answers a wrong token, or another company's export, as an export that does not exist", async () => {
    const { path: fresh } = await exportOf(paris('2026-11-26', '09:00'));
    const wrongToken = fresh.replace(/token=.+$/, `token=${'A'.repeat(43)}`);
    expect((await company.request('GET', wrongToken)).json().error.code).toBe('DATA_EXPORT_NOT_FOUND');
    const foreign = await other.request('GET', fresh);
    expect([foreign.statusCode, foreign.json().error.code]).toEqual([404, 'DATA_EXPORT_NOT_FOUND']);
    expect((await other.request('GET', '/api/privacy/exports')).json().exports).toEqual([]);
    expect((await company.request('GET', fresh)).statusCode).toBe(200);
  });

  it('is recorded in the activity log, asked and downloaded', async () => {
    const events = await testApp.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.companyId, company.id), eq(auditEvents.action, 'privacy.data_export')));
    expect(events.map((event) => event.details.step).sort()).toEqual(
      ['downloaded', 'downloaded', 'requested', 'requested', 'requested'].sort(),
    );
    expect(events.every((event) => event.actorUserId === company.id)).toBe(true);
  });
});

describe("an employee's own data", () => {
  it('is a ZIP of his identity, entries with corrections, absences and badges, nobody else', async () => {
    const response = await company.request('GET', `/api/privacy/employees/${zoe}/export`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="donnees-zoe-fournil-dupre.zip"',
    );
    const files = filesOf(response.rawPayload);
    const tables = ['employe', 'badges', 'pointages', 'corrections', 'absences', 'positions'];
    expect(Object.keys(files).sort()).toEqual(
      ['README.txt', ...tables.flatMap((name) => [`${name}.csv`, `${name}.json`])].sort(),
    );
    expect(textOf(files, 'README.txt')).toContain('Données personnelles de Zoé Fournil Dupré');
    expect(jsonOf(files, 'employe.json')).toEqual([expect.objectContaining({ id: zoe, firstName: 'Zoé' })]);
    expect(jsonOf(files, 'pointages.json')).toHaveLength(1);
    expect(jsonOf(files, 'corrections.json')).toHaveLength(1);
    expect(jsonOf(files, 'absences.json')).toHaveLength(1);

    const [event] = await testApp.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.companyId, company.id), eq(auditEvents.action, 'privacy.employee_export')));
    expect(event).toMatchObject({ target: 'Zoé Fournil Dupré', actorUserId: company.id });
  });

  it("answers another company's employee as one that does not exist", async () => {
    const response = await other.request('GET', `/api/privacy/employees/${zoe}/export`);
    expect([response.statusCode, response.json().error.message]).toEqual([
      404,
      DATA_EXPORT_MESSAGES.employeeNotFound,
    ]);
  });
});

describe('who may export', () => {
  it("refuses a member who is not an administrator, the company's export as an employee's", async () => {
    const sites = (await company.request('GET', '/api/sites')).json();
    const siteId = (sites.sites ?? sites)[0].id;
    const manager = await invitedSiteManager(testApp.app, company.cookie, mailer, [siteId]);
    for (const [method, url, payload] of [
      ['POST', '/api/privacy/exports', { confirmed: true }],
      ['GET', '/api/privacy/exports'],
      ['GET', `/api/privacy/employees/${zoe}/export`],
    ] as const) {
      const response = await testApp.app.inject({
        method,
        url,
        headers: { cookie: manager },
        ...(payload && { payload }),
      });
      expect([url, response.statusCode, response.json().error.code]).toEqual([url, 403, 'ROLE_FORBIDDEN']);
    }
  });
});

// On PGlite, one connection serves the requests in turn and the in-process queue builds each export
// before the next: only PostgreSQL's connections side by side can race.
describe.skipIf(!process.env.DATABASE_URL)('two requests at once', () => {
  it('start one export: the others are refused in French while it is built', async () => {
    testApp.setNow(paris('2026-11-27', '09:00'));
    const busy = await companyWithKiosk(testApp, 'Double Clic');
    const before = mailer.sent.length;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => busy.request('POST', '/api/privacy/exports', { confirmed: true })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([202, 409, 409, 409, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().error).toEqual({
      code: 'DATA_EXPORT_RUNNING',
      message: DATA_EXPORT_MESSAGES.running,
    });
    await mailer.whenSent(before + 1);
    const rows = await testApp.database.db
      .select()
      .from(dataExports)
      .where(eq(dataExports.companyId, busy.id));
    expect(rows).toHaveLength(1);
  });
});
