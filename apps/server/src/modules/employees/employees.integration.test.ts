import { ACCOUNT_MESSAGES } from '@pointeo/domain/account-messages';
import { parisIsoDate } from '@pointeo/domain/dates';
import { EMPLOYEE_MESSAGES, employeeLimitReached } from '@pointeo/domain/employee-messages';
import type { Employee, EmployeeList, EmployeePinCode } from '@pointeo/domain/employees';
import type { PlanName } from '@pointeo/domain/plans';
import { and, eq } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompany } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { companies, employees } from '../../db/schema/accounts';
import { firstLiveSiteId } from '../sites';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

const db = () => testApp.database.db;
const DIRECTOR_PIN = '246810';

interface Company {
  id: string;
  cookie: string;
  request(method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object): Promise<Reply>;
  list(query?: string): Promise<EmployeeList>;
  add(employee: object): Promise<Employee>;
}
interface Reply {
  statusCode: number;
  body: string;
  json(): { error: { code: string; message: string; fields?: Record<string, string> } } & Employee &
    Partial<EmployeePinCode>;
}

/** A freshly registered company (its director holds PIN 246810), on the given plan. */
async function newCompany(name: string, plan: PlanName = 'Gratuit'): Promise<Company> {
  const { cookie } = await registerCompany(testApp.app, name);
  const request: Company['request'] = (method, url, payload) =>
    testApp.app.inject({ method, url, headers: { cookie }, ...(payload && { payload }) }) as Promise<Reply>;
  const account = await testApp.app.inject({ method: 'GET', url: '/api/account', headers: { cookie } });
  const id: string = account.json().id;
  if (plan !== 'Gratuit') await db().update(companies).set({ plan }).where(eq(companies.id, id));
  return {
    id,
    cookie,
    request,
    async list(query = '') {
      const response = await request('GET', `/api/employees${query}`);
      expect(response.statusCode).toBe(200);
      return response.json() as unknown as EmployeeList;
    },
    async add(employee) {
      const response = await request('POST', '/api/employees', employee);
      expect(response.statusCode, JSON.stringify(response.json())).toBe(201);
      return response.json();
    },
  };
}

/** Many employees at once, straight into the table (what the API would make, minus the wait). */
async function seedEmployees(companyId: string, count: number, from = 0) {
  const rows = Array.from({ length: count }, (_, index) => ({
    companyId,
    siteId: firstLiveSiteId(companyId),
    firstName: `Prénom${String(from + index).padStart(3, '0')}`,
    lastName: `Nom${String(from + index).padStart(3, '0')}`,
  }));
  await db().insert(employees).values(rows);
}

const names = (list: EmployeeList) => list.employees.map((employee) => employee.firstName);

describe('the employee list', () => {
  it('shows the direction first and counts only the other employees', async () => {
    const company = await newCompany('Boulangerie Liste');
    await company.add({ firstName: 'Zoé', lastName: 'Martin', zone: 'Fournil', pinCode: '111111' });
    await company.add({ firstName: 'Adam', lastName: 'Bernard' });

    const list = await company.list();
    expect(list.headcount).toEqual({ employees: 2, limit: 10, plan: 'Gratuit' });
    expect(list.total).toBe(3);
    expect(list.employees.map((e) => [e.firstName, e.lastName, e.role, e.zone, e.hasPin])).toEqual([
      ['Direction', 'Boulangerie Liste', 'direction', 'Toutes les zones', true],
      ['Adam', 'Bernard', 'employee', null, false],
      ['Zoé', 'Martin', 'employee', 'Fournil', true],
    ]);
    expect(list.employees[2]).toMatchObject({ lastCheckInTime: null, createdAt: expect.any(String) });
  });

  it('never carries a PIN, only whether one is set; each is read on its own, null when none', async () => {
    const company = await newCompany('PIN discrets');
    const zoe = await company.add({ firstName: 'Zoé', lastName: 'Martin', pinCode: '111111' });
    const adam = await company.add({ firstName: 'Adam', lastName: 'Bernard' });
    const body = (await company.request('GET', '/api/employees')).body;
    expect(body).not.toContain('111111');
    expect(body).not.toContain(DIRECTOR_PIN);
    expect(body).not.toContain('pinCode');
    expect(zoe).not.toHaveProperty('pinCode');

    const pinOf = async (id: string) => {
      const response = await company.request('GET', `/api/employees/${id}/pin`);
      expect(response.statusCode).toBe(200);
      return response.json();
    };
    expect(await pinOf(zoe.id)).toEqual({ pinCode: '111111' });
    expect(await pinOf(adam.id)).toEqual({ pinCode: null });
  });

  it('searches first name, last name, role and zone, ignoring case and accents', async () => {
    const company = await newCompany('Recherche SARL');
    await company.add({ firstName: 'Zoé', lastName: 'Lefèvre', zone: 'Entrepôt' });
    await company.add({ firstName: 'Lætitia', lastName: 'ÉMERY' });
    await company.add({ firstName: 'Paul', lastName: 'Durand', role: 'direction' });

    const search = async (words: string) => names(await company.list(`?q=${encodeURIComponent(words)}`));
    expect(await search('zoe')).toEqual(['Zoé']);
    expect(await search('ZOÉ')).toEqual(['Zoé']);
    expect(await search('lefevre')).toEqual(['Zoé']);
    expect(await search('entrepot')).toEqual(['Zoé']);
    expect(await search('zoé lefèvre')).toEqual(['Zoé']);
    expect(await search('laetitia emery')).toEqual(['Lætitia']);
    expect(await search('zoe emery')).toEqual([]);
    expect(await search('direction')).toEqual(['Paul', 'Direction']);
    expect(await search('employé')).toEqual(['Lætitia', 'Zoé']);
    expect(await search('non assigné')).toEqual(['Lætitia']);
    expect(await search('toutes les zones')).toEqual(['Paul', 'Direction']);
    const nothing = await company.list('?q=inconnu');
    expect(nothing.employees).toEqual([]);
    expect(nothing.total).toBe(0);
    expect(nothing.headcount.employees).toBe(2);
  });

  it('takes %, _ and \\ in a search literally', async () => {
    const company = await newCompany('Jokers');
    await company.add({ firstName: 'Anne', lastName: 'Joker', zone: 'Quai_2' });
    expect(names(await company.list('?q=%25'))).toEqual([]);
    expect(names(await company.list('?q=quai_2'))).toEqual(['Anne']);
    expect(names(await company.list('?q=quai%5F'))).toEqual(['Anne']);
    expect(names(await company.list('?q=qua__'))).toEqual([]);
    expect(names(await company.list('?q=%5C'))).toEqual([]);
  });

  it('pages through 120 employees 50 at a time, by last name', async () => {
    const company = await newCompany('Pages', 'Premium');
    await seedEmployees(company.id, 120);

    const first = await company.list();
    expect(first).toMatchObject({ total: 121, page: 1, pageSize: 50 });
    expect(first.headcount).toEqual({ employees: 120, limit: null, plan: 'Premium' });
    expect(names(first).slice(0, 3)).toEqual(['Direction', 'Prénom000', 'Prénom001']);
    const third = await company.list('?page=3');
    expect(names(third)).toEqual(
      Array.from({ length: 21 }, (_, i) => `Prénom${String(99 + i).padStart(3, '0')}`),
    );
    expect((await company.list('?page=4')).employees).toEqual([]);
    const searched = await company.list('?q=nom11&page=1');
    expect(searched.total).toBe(10);
  });

  it('refuses a bad page or an over-long search with 400', async () => {
    const company = await newCompany('Requêtes');
    for (const query of ['?page=0', '?page=abc', `?q=${'x'.repeat(101)}`]) {
      expect((await company.request('GET', `/api/employees${query}`)).statusCode).toBe(400);
    }
  });
});

describe('adding an employee', () => {
  it('adds an employee with no zone, no PIN and the employee role by default', async () => {
    const company = await newCompany('Ajout');
    const added = await company.add({ firstName: ' Zoé ', lastName: 'Martin', pinCode: '' });
    expect(added).toMatchObject({ firstName: 'Zoé', role: 'employee', zone: null, hasPin: false });
    const read = await company.request('GET', `/api/employees/${added.id}`);
    expect(read.json()).toEqual(added);
  });

  it("refuses missing names with 'Le prénom et le nom sont obligatoires' and a bad PIN", async () => {
    const company = await newCompany('Champs');
    const response = await company.request('POST', '/api/employees', {
      firstName: '',
      lastName: ' ',
      pinCode: '12345',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      firstName: EMPLOYEE_MESSAGES.namesRequired,
      lastName: EMPLOYEE_MESSAGES.namesRequired,
      pinCode: ACCOUNT_MESSAGES.pinFormat,
    });
    expect((await company.list()).total).toBe(1);
  });

  it('refuses a PIN already used by another employee of the company', async () => {
    const company = await newCompany('Doublon');
    const response = await company.request('POST', '/api/employees', {
      firstName: 'Luc',
      lastName: 'Petit',
      pinCode: DIRECTOR_PIN,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      message: EMPLOYEE_MESSAGES.pinTaken,
      fields: { pinCode: EMPLOYEE_MESSAGES.pinTaken },
    });
  });

  it('lets exactly one of several simultaneous requests take one PIN', async () => {
    const company = await newCompany('Course au PIN', 'Premium');
    const responses = await Promise.all(
      ['Ana', 'Béa', 'Cléo', 'Dina', 'Élie'].map((firstName) =>
        company.request('POST', '/api/employees', { firstName, lastName: 'Course', pinCode: '424242' }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409]);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json().error.message).toBe(EMPLOYEE_MESSAGES.pinTaken);
    }
    const holders = await db()
      .select()
      .from(employees)
      .where(and(eq(employees.companyId, company.id), eq(employees.pinCode, '424242')));
    expect(holders).toHaveLength(1);
  });

  it('allows the same PIN in two different companies', async () => {
    const first = await newCompany('Première PIN');
    const second = await newCompany('Seconde PIN');
    await first.add({ firstName: 'Jeanne', lastName: 'Roux', pinCode: '777777' });
    await second.add({ firstName: 'Jean', lastName: 'Roux', pinCode: '777777' });
  });
});

describe('plan limits', () => {
  it('refuses the 11th employee on Gratuit, naming the limit and /pricing; direction does not count', async () => {
    const company = await newCompany('Limite Gratuit');
    await seedEmployees(company.id, 10);

    const refused = await company.request('POST', '/api/employees', { firstName: 'Onze', lastName: 'X' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({
      code: 'EMPLOYEE_LIMIT_REACHED',
      message: employeeLimitReached('Gratuit', 10),
    });
    expect(refused.json().error.message).toContain('10 employés');
    expect(refused.json().error.message).toContain('/pricing');

    await company.add({ firstName: 'Nouvelle', lastName: 'Directrice', role: 'direction' });
    expect((await company.list()).headcount).toEqual({ employees: 10, limit: 10, plan: 'Gratuit' });
  });

  it('lets only one of three simultaneous additions take the last place', async () => {
    const company = await newCompany('Dernière place');
    await seedEmployees(company.id, 9);
    const responses = await Promise.all(
      ['A', 'B', 'C'].map((firstName) =>
        company.request('POST', '/api/employees', { firstName, lastName: 'Place' }),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 403, 403]);
    expect((await company.list()).headcount.employees).toBe(10);
  });

  it('allows 50 employees on Standard and has no limit on Premium', async () => {
    const standard = await newCompany('Limite Standard', 'Standard');
    await seedEmployees(standard.id, 49);
    await standard.add({ firstName: 'Cinquante', lastName: 'X' });
    const refused = await standard.request('POST', '/api/employees', { firstName: 'Trop', lastName: 'X' });
    expect(refused.json().error.message).toBe(employeeLimitReached('Standard', 50));

    const premium = await newCompany('Sans limite', 'Premium');
    await seedEmployees(premium.id, 60);
    await premium.add({ firstName: 'Soixante et un', lastName: 'X' });
  });

  it('frees a place when an employee is archived', async () => {
    const company = await newCompany('Place libérée');
    await seedEmployees(company.id, 9);
    const tenth = await company.add({ firstName: 'Dixième', lastName: 'X' });
    expect((await company.request('DELETE', `/api/employees/${tenth.id}`)).statusCode).toBe(204);
    await company.add({ firstName: 'Remplaçant', lastName: 'X' });
  });
});

describe('editing an employee', () => {
  it('changes the first name, last name, role, zone and PIN of an employee', async () => {
    const company = await newCompany('Édition');
    const zoe = await company.add({ firstName: 'Zoé', lastName: 'Martin' });
    const response = await company.request('PATCH', `/api/employees/${zoe.id}`, {
      firstName: 'Zoé-Anne',
      lastName: 'Martin-Roux',
      role: 'employee',
      zone: 'Caisse',
      pinCode: '135135',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: zoe.id,
      firstName: 'Zoé-Anne',
      lastName: 'Martin-Roux',
      zone: 'Caisse',
      hasPin: true,
    });
    expect((await company.request('GET', `/api/employees/${zoe.id}/pin`)).json().pinCode).toBe('135135');
    expect(names(await company.list('?q=caisse'))).toEqual(['Zoé-Anne']);
  });

  it('keeps an employee’s own PIN but refuses one held by another employee', async () => {
    const company = await newCompany('PIN en édition');
    const luc = await company.add({ firstName: 'Luc', lastName: 'Petit', pinCode: '101010' });
    const same = { firstName: 'Lucas', lastName: 'Petit', pinCode: '101010' };
    expect((await company.request('PATCH', `/api/employees/${luc.id}`, same)).statusCode).toBe(200);

    const taken = await company.request('PATCH', `/api/employees/${luc.id}`, {
      ...same,
      pinCode: DIRECTOR_PIN,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe(EMPLOYEE_MESSAGES.pinTaken);
    expect((await company.request('GET', `/api/employees/${luc.id}/pin`)).json().pinCode).toBe('101010');
  });

  it('changes only the PIN of the direction, whatever a crafted request says', async () => {
    const company = await newCompany('Direction protégée');
    const [director] = (await company.list()).employees;
    const crafted = await company.request('PATCH', `/api/employees/${director!.id}`, {
      firstName: 'Pirate',
      lastName: 'X',
      role: 'employee',
      zone: 'Ailleurs',
      pinCode: '999999',
    });
    expect(crafted.statusCode).toBe(403);
    expect(crafted.json().error.message).toBe(EMPLOYEE_MESSAGES.directionProtected);

    const pin = await company.request('PUT', `/api/employees/${director!.id}/pin`, { pinCode: '999999' });
    expect(pin.statusCode).toBe(200);
    expect((await company.list()).employees[0]).toEqual(director);
    expect((await company.request('GET', `/api/employees/${director!.id}/pin`)).json()).toEqual({
      pinCode: '999999',
    });
  });

  it('protects an employee promoted to direction like the first one', async () => {
    const company = await newCompany('Promotion');
    const paul = await company.add({ firstName: 'Paul', lastName: 'Durand' });
    const promoted = { firstName: 'Paul', lastName: 'Durand', role: 'direction' };
    expect((await company.request('PATCH', `/api/employees/${paul.id}`, promoted)).statusCode).toBe(200);
    expect((await company.list()).headcount.employees).toBe(0);

    const demoted = await company.request('PATCH', `/api/employees/${paul.id}`, {
      ...promoted,
      role: 'employee',
    });
    expect(demoted.statusCode).toBe(403);
    expect((await company.request('DELETE', `/api/employees/${paul.id}`)).statusCode).toBe(403);
  });

  it('refuses a taken PIN on the PIN route too', async () => {
    const company = await newCompany('PIN direction');
    const [director] = (await company.list()).employees;
    await company.add({ firstName: 'Inès', lastName: 'Blanc', pinCode: '565656' });
    const response = await company.request('PUT', `/api/employees/${director!.id}/pin`, {
      pinCode: '565656',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(EMPLOYEE_MESSAGES.pinTaken);
  });
});

describe("the job title ('Poste')", () => {
  it('is optional, kept as typed, cleared when emptied and left alone when not sent', async () => {
    const company = await newCompany('Postes');
    const none = await company.add({ firstName: 'Adam', lastName: 'Bernard' });
    expect(none.jobTitle).toBeNull();

    const zoe = await company.add({ firstName: 'Zoé', lastName: 'Martin', jobTitle: '  Cheffe de rayon ' });
    expect(zoe.jobTitle).toBe('Cheffe de rayon');

    const details = { firstName: 'Zoé', lastName: 'Martin' };
    const renamed = await company.request('PATCH', `/api/employees/${zoe.id}`, details);
    expect(renamed.json().jobTitle).toBe('Cheffe de rayon');

    const cleared = await company.request('PATCH', `/api/employees/${zoe.id}`, { ...details, jobTitle: '' });
    expect(cleared.json().jobTitle).toBeNull();
    expect((await company.list()).employees.map((employee) => employee.jobTitle)).toEqual([null, null, null]);
  });

  it('refuses a job title over 80 characters or with a control character, changing nothing', async () => {
    const company = await newCompany('Postes refusés');
    const zoe = await company.add({ firstName: 'Zoé', lastName: 'Martin', jobTitle: 'Caissière' });
    for (const jobTitle of ['x'.repeat(81), 'Caissi\u0000ère', 42]) {
      const response = await company.request('PATCH', `/api/employees/${zoe.id}`, {
        firstName: 'Zoé',
        lastName: 'Martin',
        jobTitle,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields?.jobTitle).toMatch(/[éèà]/);
    }
    const tooLong = await company.request('POST', '/api/employees', {
      firstName: 'Luc',
      lastName: 'Petit',
      jobTitle: 'x'.repeat(81),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.fields?.jobTitle).toBe(EMPLOYEE_MESSAGES.jobTitleTooLong);
    expect((await company.request('GET', `/api/employees/${zoe.id}`)).json().jobTitle).toBe('Caissière');
    expect(names(await company.list())).toEqual(['Direction', 'Zoé']);
  });
});

describe("the hire date ('Date d'entrée')", () => {
  it('is optional, kept, cleared when emptied, and refused unless a real day', async () => {
    const company = await newCompany('Entrées');
    const zoe = await company.add({ firstName: 'Zoé', lastName: 'Martin', hireDate: '2026-12-15' });
    expect(zoe.hireDate).toBe('2026-12-15');
    const details = { firstName: 'Zoé', lastName: 'Martin' };
    const kept = await company.request('PATCH', `/api/employees/${zoe.id}`, details);
    expect(kept.json().hireDate).toBe('2026-12-15');
    for (const hireDate of ['2026-02-30', '15/12/2026', '1900-01-01', 20261215]) {
      const refused = await company.request('PATCH', `/api/employees/${zoe.id}`, { ...details, hireDate });
      expect(refused.statusCode).toBe(400);
      if (typeof hireDate === 'string') {
        expect(refused.json().error.fields?.hireDate).toBe(EMPLOYEE_MESSAGES.badHireDate);
      }
    }
    expect((await company.request('GET', `/api/employees/${zoe.id}`)).json().hireDate).toBe('2026-12-15');
    const cleared = await company.request('PATCH', `/api/employees/${zoe.id}`, { ...details, hireDate: '' });
    expect(cleared.json().hireDate).toBeNull();
  });
});

describe('archiving an employee', () => {
  it('removes the employee from the list and the count, frees the PIN and keeps the row', async () => {
    const company = await newCompany('Archives');
    const luc = await company.add({ firstName: 'Luc', lastName: 'Petit', pinCode: '303030' });

    expect((await company.request('DELETE', `/api/employees/${luc.id}`)).statusCode).toBe(204);
    const list = await company.list();
    expect(names(list)).toEqual(['Direction']);
    expect(list.headcount.employees).toBe(0);
    expect((await company.request('GET', `/api/employees/${luc.id}`)).statusCode).toBe(404);
    expect((await company.request('DELETE', `/api/employees/${luc.id}`)).statusCode).toBe(404);

    const [row] = await db().select().from(employees).where(eq(employees.id, luc.id));
    expect(row).toMatchObject({ firstName: 'Luc', pinCode: null, archivedAt: expect.any(Date) });
    await company.add({ firstName: 'Léa', lastName: 'Neuve', pinCode: '303030' });
  });

  it('stores the leaving date and lists the employee under Archivés, not in the active list', async () => {
    const company = await newCompany('Sorties');
    const ines = await company.add({ firstName: 'Inès', lastName: 'Lefèvre', hireDate: '2024-03-01' });
    await company.add({ firstName: 'Paul', lastName: 'Durand' });

    const archived = await company.request('DELETE', `/api/employees/${ines.id}`, {
      leavingDate: '2026-10-31',
    });
    expect(archived.statusCode).toBe(204);
    expect(names(await company.list())).toEqual(['Direction', 'Paul']);

    const list = await company.list('?status=archived');
    expect(list.total).toBe(1);
    expect(list.employees).toEqual([
      { ...ines, hasPin: false, leavingDate: '2026-10-31', archivedAt: expect.any(String) },
    ]);
    expect(list.headcount).toEqual({ employees: 1, limit: 10, plan: 'Gratuit' });
    expect(names(await company.list('?status=archived&q=lef'))).toEqual(['Inès']);
    expect((await company.list('?status=archived&q=durand')).total).toBe(0);
  });

  it('leaves today (Paris) when no leaving date is sent', async () => {
    const company = await newCompany('Sortie du jour');
    const luc = await company.add({ firstName: 'Luc', lastName: 'Petit' });
    expect((await company.request('DELETE', `/api/employees/${luc.id}`)).statusCode).toBe(204);
    const [archived] = (await company.list('?status=archived')).employees;
    expect(archived?.leavingDate).toBe(parisIsoDate(new Date(archived!.archivedAt!)));
  });

  it('refuses a wrong leaving date in French and archives nothing', async () => {
    const company = await newCompany('Dates de sortie');
    const luc = await company.add({ firstName: 'Luc', lastName: 'Petit', hireDate: '2025-09-01' });
    for (const [leavingDate, message] of [
      ['2026-02-30', EMPLOYEE_MESSAGES.badLeavingDate],
      ['31/10/2026', EMPLOYEE_MESSAGES.badLeavingDate],
      [42, EMPLOYEE_MESSAGES.badLeavingDate],
      ['2025-08-31', EMPLOYEE_MESSAGES.leavingBeforeHire],
    ] as const) {
      const response = await company.request('DELETE', `/api/employees/${luc.id}`, { leavingDate });
      expect(response.statusCode, String(leavingDate)).toBe(400);
      expect(response.json().error.fields?.leavingDate).toBe(message);
    }
    expect(names(await company.list())).toEqual(['Direction', 'Luc']);
    expect((await company.list('?status=archived')).total).toBe(0);
  });

  it('refuses an unknown list filter in French', async () => {
    const company = await newCompany('Filtre');
    const response = await company.request('GET', '/api/employees?status=supprimes');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields?.status).toBe(EMPLOYEE_MESSAGES.badStatus);
  });

  it('never archives the direction', async () => {
    const company = await newCompany('Direction durable');
    const [director] = (await company.list()).employees;
    const response = await company.request('DELETE', `/api/employees/${director!.id}`);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(EMPLOYEE_MESSAGES.directionProtected);
    expect(names(await company.list())).toEqual(['Direction']);
  });
});

describe('restoring an archived employee', () => {
  it('brings the employee back to the list without a PIN nor a leaving date', async () => {
    const company = await newCompany('Retours');
    const luc = await company.add({ firstName: 'Luc', lastName: 'Petit', pinCode: '515151' });
    await company.request('DELETE', `/api/employees/${luc.id}`, { leavingDate: '2026-10-31' });

    const restored = await company.request('POST', `/api/employees/${luc.id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toEqual({ ...luc, hasPin: false, leavingDate: null, archivedAt: null });
    expect(names(await company.list())).toEqual(['Direction', 'Luc']);
    expect((await company.list('?status=archived')).total).toBe(0);
    expect((await company.request('POST', `/api/employees/${luc.id}/restore`)).statusCode).toBe(404);
  });

  it("refuses beyond the plan's limit with the plan's message, and the employee stays archived", async () => {
    const company = await newCompany('Retour refusé');
    const luc = await company.add({ firstName: 'Luc', lastName: 'Petit' });
    await company.request('DELETE', `/api/employees/${luc.id}`, { leavingDate: '2026-10-31' });
    await seedEmployees(company.id, 10);

    const refused = await company.request('POST', `/api/employees/${luc.id}/restore`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({
      code: 'EMPLOYEE_LIMIT_REACHED',
      message: employeeLimitReached('Gratuit', 10),
    });
    expect(names(await company.list('?status=archived'))).toEqual(['Luc']);
    expect((await company.list()).headcount.employees).toBe(10);
  });

  it('lets only one of two simultaneous restorations take the last place', async () => {
    const company = await newCompany('Dernier retour');
    const first = await company.add({ firstName: 'Ana', lastName: 'Retour' });
    const second = await company.add({ firstName: 'Béa', lastName: 'Retour' });
    for (const { id } of [first, second]) await company.request('DELETE', `/api/employees/${id}`);
    await seedEmployees(company.id, 9);

    const responses = await Promise.all(
      [first, second].map(({ id }) => company.request('POST', `/api/employees/${id}/restore`)),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 403]);
    expect((await company.list()).headcount.employees).toBe(10);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('a restoration behind an addition (PostgreSQL)', () => {
  it('waits for the company row and counts the employee added meanwhile', async () => {
    const company = await newCompany('Retour en attente');
    const luc = await company.add({ firstName: 'Luc', lastName: 'Petit' });
    await company.request('DELETE', `/api/employees/${luc.id}`);
    await seedEmployees(company.id, 9);

    // An addition in progress on a connection of its own: the company row locked, the 10th inserted.
    const pool = (db() as unknown as { $client: pg.Pool }).$client;
    const addition = await pool.connect();
    try {
      await addition.query('begin');
      await addition.query('select id from entreprises where id = $1 for update', [company.id]);
      await addition.query(
        `insert into employees (company_id, site_id, first_name, last_name) values ($1, (select id from sites where company_id = $1 limit 1), 'Dix', 'X')`,
        [company.id],
      );
      const restoring = company.request('POST', `/api/employees/${luc.id}/restore`);
      await waitForLockWaiter(addition);
      await addition.query('commit');

      const refused = await restoring;
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe(employeeLimitReached('Gratuit', 10));
      expect((await company.list()).headcount.employees).toBe(10);
    } finally {
      addition.release();
    }
  });
});

/** Until a statement of this database waits for a lock (at most 2 s: without the lock, none ever will). */
async function waitForLockWaiter(connection: pg.PoolClient) {
  for (let tries = 0; tries < 200; tries++) {
    const { rows } = await connection.query(
      `select count(*)::int as n from pg_stat_activity
       where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if (rows[0].n >= 1) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('company boundaries', () => {
  it("answers 404 for another company's employee on read, edit, PIN read and change, and archive, and changes nothing", async () => {
    const owner = await newCompany('Propriétaire');
    const intruder = await newCompany('Intruse');
    const luc = await owner.add({ firstName: 'Luc', lastName: 'Petit', pinCode: '121212' });
    const [director] = (await owner.list()).employees;

    for (const id of [luc.id, director!.id]) {
      const attempts = await Promise.all([
        intruder.request('GET', `/api/employees/${id}`),
        intruder.request('GET', `/api/employees/${id}/pin`),
        intruder.request('PATCH', `/api/employees/${id}`, {
          firstName: 'X',
          lastName: 'Y',
          pinCode: '000000',
          jobTitle: 'Intrus',
        }),
        intruder.request('PUT', `/api/employees/${id}/pin`, { pinCode: '000000' }),
        intruder.request('DELETE', `/api/employees/${id}`),
        intruder.request('DELETE', `/api/employees/${id}`, { leavingDate: '2026-10-31' }),
      ]);
      for (const attempt of attempts) {
        expect(attempt.statusCode).toBe(404);
        expect(attempt.json().error.message).toBe(EMPLOYEE_MESSAGES.notFound);
      }
    }
    expect((await owner.list()).employees).toEqual([director, luc]);
    expect(names(await intruder.list())).toEqual(['Direction']);
  });

  it("neither lists nor restores another company's archived employee", async () => {
    const owner = await newCompany('Archives privées');
    const intruder = await newCompany('Curieuse');
    const luc = await owner.add({ firstName: 'Luc', lastName: 'Petit' });
    await owner.request('DELETE', `/api/employees/${luc.id}`, { leavingDate: '2026-10-31' });

    expect((await intruder.list('?status=archived')).total).toBe(0);
    const attempt = await intruder.request('POST', `/api/employees/${luc.id}/restore`);
    expect(attempt.statusCode).toBe(404);
    expect(attempt.json().error.message).toBe(EMPLOYEE_MESSAGES.notFound);
    expect(names(await owner.list('?status=archived'))).toEqual(['Luc']);
    expect(names(await intruder.list())).toEqual(['Direction']);
  });

  it('answers 404, never 500, for an id that is not a uuid', async () => {
    const company = await newCompany('Identifiants');
    for (const [method, url] of [
      ['GET', '/api/employees/42'],
      ['PATCH', "/api/employees/1' or '1'='1"],
      ['PUT', '/api/employees/abc/pin'],
      ['GET', '/api/employees/abc/pin'],
      ['DELETE', '/api/employees/00000000-0000-0000-0000-00000000000g'],
      ['POST', '/api/employees/abc/restore'],
    ] as const) {
      const response = await company.request(method, url, { firstName: 'A', lastName: 'B', pinCode: '' });
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toEqual({ code: 'NOT_FOUND', message: EMPLOYEE_MESSAGES.notFound });
    }
  });

  it('answers 404 for a well-formed id that exists nowhere', async () => {
    const company = await newCompany('Fantôme');
    const response = await company.request('GET', `/api/employees/${crypto.randomUUID()}`);
    expect(response.statusCode).toBe(404);
  });

  it('asks for a session on every employee route', async () => {
    for (const [method, url] of [
      ['GET', '/api/employees'],
      ['POST', '/api/employees'],
      ['GET', `/api/employees/${crypto.randomUUID()}`],
      ['DELETE', `/api/employees/${crypto.randomUUID()}`],
      ['POST', `/api/employees/${crypto.randomUUID()}/restore`],
    ] as const) {
      const response = await testApp.app.inject({ method, url });
      expect(response.statusCode).toBe(401);
      expect(response.json().error.message).toBe(ACCOUNT_MESSAGES.notAuthenticated);
    }
  });
});
