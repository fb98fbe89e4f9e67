import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompany, type SignedInCompany } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/helper';
import { employees } from '../db/schema/accounts';

/** A small limit, as COMPANY_WRITES_PER_MINUTE sets it, so the test stays short. */
const PER_MINUTE = 4;

describe('writes per signed-in company', () => {
  let testApp: TestApp;
  let bakery: SignedInCompany;
  let florist: SignedInCompany;

  beforeAll(async () => {
    testApp = await buildTestApp({ env: { COMPANY_WRITES_PER_MINUTE: String(PER_MINUTE) } });
    bakery = await registerCompany(testApp.app, 'Boulangerie Limite');
    florist = await registerCompany(testApp.app, 'Fleuriste Voisin');
  });
  afterAll(() => testApp.close());

  const addEmployee = (company: SignedInCompany, firstName: string, address: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/employees',
      headers: { cookie: company.cookie },
      remoteAddress: address,
      payload: { firstName, lastName: 'Martin' },
    });
  const staffOf = async (company: SignedInCompany) => {
    const account = await testApp.app.inject({
      method: 'GET',
      url: '/api/account',
      headers: { cookie: company.cookie },
    });
    return testApp.database.db.select().from(employees).where(eq(employees.companyId, account.json().id));
  };

  it('refuses the writes of one company past its limit in French, whatever its addresses, writing nothing', async () => {
    // One address per request: the per-address limits never see the same client twice.
    for (let index = 0; index < PER_MINUTE; index += 1) {
      expect((await addEmployee(bakery, `Employé ${index}`, `10.1.0.${index + 1}`)).statusCode).toBe(201);
    }
    const before = await staffOf(bakery);
    const refused = await addEmployee(bakery, 'De trop', '10.1.1.1');
    expect([refused.statusCode, refused.json().error]).toEqual([
      429,
      {
        code: 'COMPANY_WRITES_LIMITED',
        message:
          'Trop de modifications en peu de temps pour ce compte\u202f: veuillez patienter une minute avant de réessayer.',
        details: { retryAfterSeconds: expect.stringMatching(/^\d+$/) },
      },
    ]);
    expect(await staffOf(bakery)).toEqual(before);
  });

  it("still answers the same company's reads, and another company's writes", async () => {
    const list = await testApp.app.inject({
      method: 'GET',
      url: '/api/employees',
      headers: { cookie: bakery.cookie },
    });
    expect(list.statusCode).toBe(200);
    expect((await addEmployee(florist, 'Rose', '10.1.2.1')).statusCode).toBe(201);
  });
});
