import { SPACE_MESSAGES } from '@pointeo/domain/employee-space';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompany, type SignedInCompany } from '../../../test/accounts';
import { addEmployeeAs } from '../../../test/employee-space';
import { buildTestApp, createRecordingMailer, type TestApp } from '../../../test/helper';

/** 'Envoyer le lien de son espace' (decision 071): the space's address, to the employee's own. */
const mailer = createRecordingMailer();
let testApp: TestApp;
let company: SignedInCompany;
let other: SignedInCompany;

const sendLink = (who: SignedInCompany, employeeId: string) =>
  testApp.app.inject({
    method: 'POST',
    url: `/api/employee-space/employees/${employeeId}/link`,
    headers: { cookie: who.cookie },
  });

const addEmployee = (who: SignedInCompany, payload: object) =>
  addEmployeeAs(testApp.app, who.cookie, payload);

beforeAll(async () => {
  testApp = await buildTestApp({ mailer, env: { BASE_URL: 'https://pointeo.example' } });
  company = await registerCompany(testApp.app, 'Lien Espace');
  other = await registerCompany(testApp.app, 'Lien Autre');
});

afterAll(() => testApp.close());

describe("the space's link", () => {
  it('mails the address of the space to the address on the form', async () => {
    const zoe = await addEmployee(company, { firstName: 'Zoé', lastName: 'Martin', email: 'zoe@exemple.fr' });
    const response = await sendLink(company, zoe);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(SPACE_MESSAGES.linkSent('Zoé'));
    const mail = mailer.sent.at(-1)!;
    expect(mail).toMatchObject({
      to: 'zoe@exemple.fr',
      subject: SPACE_MESSAGES.linkMailSubject('Lien Espace'),
    });
    expect(mail.text).toContain('https://pointeo.example/moi');
  });

  it("says the form has no address, and never reaches another company's employee", async () => {
    const hugo = await addEmployee(company, { firstName: 'Hugo', lastName: 'Petit' });
    const without = await sendLink(company, hugo);
    expect(without.statusCode).toBe(409);
    expect(without.json().error.message).toBe(SPACE_MESSAGES.linkNeedsEmail);

    const sent = mailer.sent.length;
    const theirs = await addEmployee(other, {
      firstName: 'Léa',
      lastName: 'Durand',
      email: 'lea@exemple.fr',
    });
    const foreign = await sendLink(company, theirs);
    expect(foreign.statusCode).toBe(404);
    expect(mailer.sent.length).toBe(sent);
  });
});
