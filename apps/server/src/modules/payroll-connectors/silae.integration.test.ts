import type {
  SilaeCheck,
  SilaeConnection,
  SilaePush,
  SilaePushList,
} from '@pointeo/domain/payroll-connectors';
import type { PayrollItem } from '@pointeo/domain/payroll-items';
import { PAYROLL_MESSAGES } from '@pointeo/domain/payroll-messages';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { startFakeSilae } from '../../../test/fake-silae';
import { setPlan } from '../../../test/leave';
import { type Company, companyWithKiosk, timesheetTestAppOfFile } from '../../../test/timesheets';
import { silaeConnections, silaePushValues } from '../../db/schema/payroll-connectors';
import { AppError } from '../../lib/app-error';
import type { PayrollSource } from '.';

const KEYS = {
  clientId: 'client-crochets',
  clientSecret: 'secret-du-client-0123456789',
  subscriptionKey: 'cle-abonnement-abcdef987654',
  dossierNumber: '0042',
};

const silae = await startFakeSilae({
  ...KEYS,
  variables: [
    { code: 'HS25', label: 'Heures supplémentaires à 25 %' },
    { code: 'HN', label: 'Heures de nuit' },
    { code: 'CP', label: 'Congés payés' },
  ],
});

/** The validated months' values, as reports' list gives them (issue 32 contract point 1). */
const validated = new Map<string, PayrollItem[]>();
const source: PayrollSource = {
  async payrollItems(_db, companyId, month) {
    const items = validated.get(`${companyId}|${month}`);
    if (!items) throw new AppError('MONTH_NOT_VALIDATED', 409, PAYROLL_MESSAGES.monthNotValidated);
    return items;
  },
  // The rule of contract point 3: no matricule, no code.
  payrollProblems: (items) => [
    ...new Set(
      items.flatMap((item) => [
        ...(item.payrollNumber === '' ? [`${item.lastName} ${item.firstName} n'a pas de matricule.`] : []),
        ...(item.code === '' ? [`«\u202f${item.label}\u202f» n'a pas de code.`] : []),
      ]),
    ),
  ],
};

const testApp = timesheetTestAppOfFile({
  env: { SILAE_TOKEN_URL: silae.tokenUrl, SILAE_API_URL: silae.apiUrl },
  payrollSource: source,
});

const MONTH = '2026-03';
const item = (fields: Partial<PayrollItem> & Pick<PayrollItem, 'kind' | 'code' | 'value'>): PayrollItem => ({
  employeeId: 'e-ada',
  payrollNumber: '0001',
  lastName: 'Lovelace',
  firstName: 'Ada',
  siteName: 'Siège',
  costCentre: '',
  source: fields.code,
  label: fields.code,
  unit: fields.kind === 'absence' ? 'days' : 'hours',
  from: '2026-03-01',
  to: '2026-03-31',
  ...fields,
});
const MARCH: PayrollItem[] = [
  item({ kind: 'hours', code: 'HS25', value: 8.5, label: 'Heures supplémentaires à 25 %' }),
  item({ kind: 'hours', code: 'HN', value: 3.25, label: 'Heures de nuit' }),
  item({ kind: 'absence', code: 'CP', value: 2, from: '2026-03-09', to: '2026-03-10', unit: 'days' }),
  item({ kind: 'absence', code: 'CP', value: 0.5, from: '2026-03-20', to: '2026-03-20', unit: 'days' }),
  item({ kind: 'variable', code: 'RepasServis', value: 12, unit: 'count' }),
  item({
    employeeId: 'e-blaise',
    payrollNumber: '0002',
    lastName: 'Pascal',
    firstName: 'Blaise',
    kind: 'hours',
    code: 'HS25',
    value: 4,
  }),
];

let company: Company;
let other: Company;
let standard: Company;

beforeAll(async () => {
  company = await companyWithKiosk(testApp, 'Crochets');
  other = await companyWithKiosk(testApp, 'Voisins');
  standard = await companyWithKiosk(testApp, 'Modestes');
  await setPlan(testApp, company, 'Premium');
  await setPlan(testApp, other, 'Premium');
  await setPlan(testApp, standard, 'Standard');
  validated.set(`${company.id}|${MONTH}`, MARCH);
  validated.set(`${other.id}|${MONTH}`, [
    item({ kind: 'hours', code: 'HS25', value: 1, payrollNumber: '9999' }),
  ]);
  return () => silae.close();
});

const pushCalls = () => silae.received.filter((request) => !request.path.includes('ListeVariablesASaisir'));

let clock = Date.parse('2026-04-02T08:00:00Z');
async function push(owner: Company, dryRun: boolean) {
  // Each push a minute after the last, so the history's order is theirs.
  clock += 60_000;
  testApp.setNow(new Date(clock));
  return owner.request('POST', `/api/reports/months/${MONTH}/silae/pushes`, { dryRun });
}

describe('the Silae connection', () => {
  it('is Premium: another plan is refused with the feature named', async () => {
    const response = await standard.request('GET', '/api/reports/silae/connection');
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('FEATURE_NOT_IN_PLAN');
    expect(response.json().error.message).toContain('Intégrations sur mesure');
    const put = await standard.request('PUT', '/api/reports/silae/connection', KEYS);
    expect(put.statusCode).toBe(403);
  });

  it('needs both secrets the first time, then stores them sealed and never answers them back', async () => {
    const none = await company.request('GET', '/api/reports/silae/connection');
    expect(none.json()).toMatchObject({ connected: false, clientSecretSet: false });

    const refused = await company.request('PUT', '/api/reports/silae/connection', {
      ...KEYS,
      clientSecret: '',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.code).toBe('SILAE_SECRET_REQUIRED');
    expect(Object.keys(refused.json().error.fields)).toEqual(['clientSecret']);

    const saved = await company.request('PUT', '/api/reports/silae/connection', KEYS);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      connected: true,
      clientId: KEYS.clientId,
      dossierNumber: KEYS.dossierNumber,
      clientSecretSet: true,
      subscriptionKeySet: true,
    } satisfies Partial<SilaeConnection>);
    const read = await company.request('GET', '/api/reports/silae/connection');
    for (const body of [saved.body, read.body]) {
      expect(body).not.toContain(KEYS.clientSecret);
      expect(body).not.toContain(KEYS.subscriptionKey);
    }
    expect(read.headers['cache-control']).toBe('no-store');

    const [row] = await testApp.database.db
      .select()
      .from(silaeConnections)
      .where(eq(silaeConnections.companyId, company.id));
    expect(row!.clientSecret).toMatch(/^v1\./);
    expect(row!.subscriptionKey).toMatch(/^v1\./);
    expect(row!.clientSecret).not.toContain(KEYS.clientSecret);
    expect(row!.subscriptionKey).not.toContain(KEYS.subscriptionKey);
  });

  it('keeps the stored secrets when saved again with them left empty', async () => {
    const saved = await company.request('PUT', '/api/reports/silae/connection', {
      ...KEYS,
      clientSecret: '',
      subscriptionKey: '',
    });
    expect(saved.statusCode).toBe(200);
    // The check below signs in with them: they are still the right ones.
  });

  it("is the company's own: another company sees no connection and cannot push", async () => {
    expect((await other.request('GET', '/api/reports/silae/connection')).json()).toMatchObject({
      connected: false,
      clientId: '',
    });
    const refused = await push(other, true);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('SILAE_NOT_CONNECTED');
  });
});

describe("'Vérifier'", () => {
  it("maps each value of the month to the dossier's variable of its code and lists the missing codes", async () => {
    const response = await company.request('GET', `/api/reports/months/${MONTH}/silae/check`);
    expect(response.statusCode).toBe(200);
    const check: SilaeCheck = response.json();
    expect(
      check.lines.map((line) => [line.payrollNumber, line.code, line.silaeName, line.silaeLabel]),
    ).toEqual([
      ['0001', 'HS25', 'HS25', 'Heures supplémentaires à 25 %'],
      ['0001', 'HN', 'HN', 'Heures de nuit'],
      ['0001', 'CP', 'CP', 'Congés payés'],
      ['0001', 'CP', 'CP', 'Congés payés'],
      ['0001', 'RepasServis', null, null],
      ['0002', 'HS25', 'HS25', 'Heures supplémentaires à 25 %'],
    ]);
    expect(check.missingCodes).toEqual(['RepasServis']);
    expect(check.problems).toEqual([]);
    const [list] = silae.received;
    expect(JSON.stringify(list!.body)).toBe('{"numeroDossier":"0042"}');
    expect(list!.headers['ocp-apim-subscription-key']).toBe(KEYS.subscriptionKey);
    expect(list!.headers.authorization).toMatch(/^Bearer fake-token-/);
  });

  it('refuses a month that is not validated', async () => {
    const response = await company.request('GET', '/api/reports/months/2026-02/silae/check');
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('MONTH_NOT_VALIDATED');
  });
});

describe("'Envoyer'", () => {
  it('shows in a dry run what would go, and sends nothing', async () => {
    const tokensBefore = silae.tokensIssued;
    const response = await push(company, true);
    expect(response.statusCode).toBe(201);
    const preview: SilaePush = response.json();
    expect(preview.status).toBe('dry-run');
    expect(preview.values.map((value) => [value.code, value.endpoint, value.status])).toEqual([
      ['HS25', '/v1/ActivitesEtHeures/SalarieAjouterHeures', 'planned'],
      ['HN', '/v1/ActivitesEtHeures/SalarieAjouterHeures', 'planned'],
      ['CP', '/v1/Absences/SalarieAjouterAbsenceV2', 'planned'],
      ['CP', '/v1/Absences/SalarieAjouterAbsenceV2', 'planned'],
      ['RepasServis', '/v1/ElementsVariables/SalarieAjouterElementVariable', 'planned'],
      ['HS25', '/v1/ActivitesEtHeures/SalarieAjouterHeures', 'planned'],
    ]);
    expect(pushCalls()).toEqual([]);
    expect(silae.tokensIssued).toBe(tokensBefore);
  });

  it('records a partial failure value by value; the resend sends only what failed, never doubling a value', async () => {
    silae.refuse({ matricule: '0002', code: 'HS25', message: 'Salarié sorti sur la période' });
    const first = await push(company, false);
    expect(first.statusCode).toBe(201);
    const partial: SilaePush = first.json();
    expect(partial).toMatchObject({ status: 'partial', sentCount: 5, failedCount: 1, alreadySentCount: 0 });
    const failed = partial.values.find((value) => value.status === 'failed')!;
    expect(failed).toMatchObject({ payrollNumber: '0002', code: 'HS25', httpStatus: 400 });
    expect(failed.answer).toContain('Salarié sorti sur la période');
    expect(
      partial.values.filter((value) => value.status === 'sent').every((value) => value.httpStatus === 200),
    ).toBe(true);

    // What Silae was sent: the bare codes on their endpoints, hours replacing ('ajouter' false).
    // Silae's field names as its OpenAPI spells them (strings: the code's names stay English).
    const bodies = pushCalls().map((request) => JSON.stringify(request.body));
    expect(bodies[0]).toBe(
      '{"numeroDossier":"0042","matriculeSalarie":"0001","heures":{"periodeHeures":"2026-03-01T00:00:00","codeHeures":"HS25","nombreHeures":8.5,"ajouter":false}}',
    );
    expect(bodies[2]).toBe(
      '{"numeroDossier":"0042","matriculeSalarie":"0001","absence":{"dateDebutAbsence":"2026-03-09T00:00:00","dateFinAbsence":"2026-03-10T00:00:00","codeAbsence":"CP"}}',
    );
    expect(bodies[3]).toBe(
      '{"numeroDossier":"0042","matriculeSalarie":"0001","absence":{"dateDebutAbsence":"2026-03-20T00:00:00","dateFinAbsence":"2026-03-20T00:00:00","codeAbsence":"CP","dureeEnJoursSiJourUnique":0.5}}',
    );
    expect(bodies[4]).toBe(
      '{"numeroDossier":"0042","matriculeSalarie":"0001","elementVariable":{"periodeElementVariable":"2026-03-01T00:00:00","codeElementVariable":"RepasServis","montantElementVariable":12}}',
    );

    silae.accept();
    const resent: SilaePush = (await push(company, false)).json();
    expect(resent).toMatchObject({ status: 'sent', sentCount: 1, failedCount: 0, alreadySentCount: 5 });
    expect(resent.values.find((value) => value.status === 'sent')).toMatchObject({ payrollNumber: '0002' });

    const again: SilaePush = (await push(company, false)).json();
    expect(again).toMatchObject({ status: 'sent', sentCount: 0, alreadySentCount: 6 });

    // The dossier holds each value once.
    expect(pushCalls()).toHaveLength(7);
    expect(Object.fromEntries(silae.hours)).toEqual({
      '0001|HS25|2026-03-01T00:00:00': 8.5,
      '0001|HN|2026-03-01T00:00:00': 3.25,
      '0002|HS25|2026-03-01T00:00:00': 4,
    });
    expect(silae.absences).toHaveLength(2);
    expect(Object.fromEntries(silae.variables)).toEqual({ '0001|RepasServis|2026-03-01T00:00:00': 12 });
  });

  it('lists the month’s pushes newest first, with who and their counts', async () => {
    const list: SilaePushList = (
      await company.request('GET', `/api/reports/months/${MONTH}/silae/pushes`)
    ).json();
    expect(
      list.pushes.map((entry) => [entry.status, entry.dryRun, entry.sentCount, entry.failedCount]),
    ).toEqual([
      ['sent', false, 0, 0],
      ['sent', false, 1, 0],
      ['partial', false, 5, 1],
      ['dry-run', true, 0, 0],
    ]);
    expect(list.pushes[0]!.authorName).toBeTruthy();
    const others: SilaePushList = (
      await other.request('GET', `/api/reports/months/${MONTH}/silae/pushes`)
    ).json();
    expect(others.pushes).toEqual([]);
    const rows = await testApp.database.db
      .select()
      .from(silaePushValues)
      .where(eq(silaePushValues.companyId, other.id));
    expect(rows).toEqual([]);
  });

  it('is blocked, with the list, by an employee without a matricule or a value without a code', async () => {
    validated.set(`${company.id}|2026-04`, [
      item({ kind: 'hours', code: 'HS25', value: 2, payrollNumber: '' }),
      item({ kind: 'variable', code: '', value: 3, label: 'Paniers repas' }),
    ]);
    const before = pushCalls().length;
    const response = await company.request('POST', '/api/reports/months/2026-04/silae/pushes', {
      dryRun: false,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('SILAE_PUSH_BLOCKED');
    expect(response.json().error.message).toContain("Lovelace Ada n'a pas de matricule.");
    expect(response.json().error.message).toContain('Paniers repas');
    expect(pushCalls()).toHaveLength(before);
  });

  it('says so when Silae refuses the keys', async () => {
    await other.request('PUT', '/api/reports/silae/connection', {
      ...KEYS,
      clientSecret: 'pas-le-bon-secret',
    });
    const response = await push(other, false);
    expect(response.statusCode).toBe(422);
    expect(response.json().error.code).toBe('SILAE_REFUSED_CREDENTIALS');
    const history: SilaePushList = (
      await other.request('GET', `/api/reports/months/${MONTH}/silae/pushes`)
    ).json();
    expect(history.pushes.map((entry) => entry.status)).toEqual(['failed']);
  });
});

describe("'Supprimer la connexion'", () => {
  it('erases the keys and keeps the history', async () => {
    const response = await company.request('DELETE', '/api/reports/silae/connection');
    expect(response.statusCode).toBe(204);
    const rows = await testApp.database.db
      .select()
      .from(silaeConnections)
      .where(eq(silaeConnections.companyId, company.id));
    expect(rows).toEqual([]);
    expect((await company.request('GET', '/api/reports/silae/connection')).json().connected).toBe(false);
    const list: SilaePushList = (
      await company.request('GET', `/api/reports/months/${MONTH}/silae/pushes`)
    ).json();
    expect(list.pushes).toHaveLength(4);
  });
});
