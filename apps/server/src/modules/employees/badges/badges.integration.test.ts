import { createHash, randomUUID } from 'node:crypto';
import { BADGE_MESSAGES } from '@pointeo/domain/badges';
import { CLOCK_MESSAGES } from '@pointeo/domain/clock-messages';
import { featureUnavailableMessage } from '@pointeo/domain/plan-features';
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { registerCompany, type SignedInCompany } from '../../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../../test/helper';
import { pairKiosk } from '../../../../test/kiosk';
import { extractPdfText } from '../../../../test/pdf-text';
import { employees } from '../../../db/schema/accounts';
import { employeeBadges } from '../../../db/schema/badges';
import { clockPunches } from '../../../db/schema/clock';
import { firstLiveSiteId } from '../../sites';
import { newBadgeSecret } from './badge-secret';

/** The secrets the sheets carry, in the order issued: what a kiosk's camera would read off the QR codes. */
const issuedSecrets: string[] = [];
const recordingSecrets = () => {
  const badge = newBadgeSecret();
  issuedSecrets.push(badge.secret);
  return badge;
};

let testApp: TestApp;
let frozenAt: Date | undefined;
beforeAll(async () => {
  testApp = await buildTestApp({ now: () => frozenAt ?? new Date(), newBadgeSecret: recordingSecrets });
});
afterEach(() => {
  frozenAt = undefined;
});
afterAll(() => testApp.close());

const inject = (options: InjectOptions) => testApp.app.inject(options);
const db = () => testApp.database.db;

interface Company {
  signedIn: SignedInCompany;
  id: string;
  kiosk: string;
}

async function companyOn(name: string, plan: 'Gratuit' | 'Standard'): Promise<Company> {
  const signedIn = await registerCompany(testApp.app, name);
  const id = (
    await inject({ method: 'GET', url: '/api/account', headers: { cookie: signedIn.cookie } })
  ).json().id;
  await setPlan(id, plan);
  const { cookie } = await pairKiosk(testApp.app, signedIn.cookie);
  return { signedIn, id, kiosk: cookie };
}

const setPlan = (companyId: string, plan: string) =>
  db().execute(sql`update entreprises set abonnement = ${plan} where id = ${companyId}`);

async function addEmployee(company: Company, firstName: string, lastName: string, pinCode: string) {
  const [row] = await db()
    .insert(employees)
    .values({ companyId: company.id, siteId: firstLiveSiteId(company.id), firstName, lastName, pinCode })
    .returning({ id: employees.id });
  return row!.id;
}

/** 'Émettre les badges': the answer, and the secrets its sheet carries. */
async function issue(company: Company, employeeIds: string[]) {
  const before = issuedSecrets.length;
  const response = await inject({
    method: 'POST',
    url: '/api/employees/badges',
    headers: { cookie: company.signedIn.cookie },
    payload: { employeeIds },
  });
  return { response, secrets: issuedSecrets.slice(before) };
}

const revoke = (company: Company, employeeId: string) =>
  inject({
    method: 'DELETE',
    url: `/api/employees/${employeeId}/badge`,
    headers: { cookie: company.signedIn.cookie },
  });

const punch = (company: Company, proof: { badge: string } | { pin: string }, punchedAt?: Date) =>
  inject({
    method: 'POST',
    url: '/api/kiosk/punches',
    headers: { cookie: company.kiosk },
    payload: { id: randomUUID(), ...proof, punchedAt: (punchedAt ?? frozenAt ?? new Date()).toISOString() },
  });

const badgesOf = (employeeId: string) =>
  db().select().from(employeeBadges).where(eq(employeeBadges.employeeId, employeeId));

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe("'Émettre les badges'", () => {
  it('answers one card per employee on an A4 PDF, and keeps only the hash of each secret', async () => {
    const company = await companyOn('Badges Boulangerie', 'Standard');
    const ines = await addEmployee(company, 'Inès', 'Moreau', '111111');
    const paul = await addEmployee(company, 'Paul', 'Durand', '222222');

    const { response, secrets } = await issue(company, [ines, paul]);

    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="badges-pointeo.pdf"');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await extractPdfText(response.rawPayload);
    expect(text.match(/Badge de pointage/g)).toHaveLength(2);
    expect(text.match(/Badges Boulangerie/g)).toHaveLength(2);
    // Sorted by last name: Durand before Moreau.
    expect(text).toMatch(/Paul Durand .*Inès Moreau/);
    expect(text).not.toContain('111111');

    expect(secrets).toHaveLength(2);
    for (const secret of secrets) expect(secret).toMatch(/^PTB1\.[A-Za-z0-9_-]{24}$/);
    const stored = await db().select().from(employeeBadges).where(eq(employeeBadges.companyId, company.id));
    expect(stored.map((row) => row.secretHash).sort()).toEqual(secrets.map(sha256).sort());
    expect(JSON.stringify(stored)).not.toMatch(/PTB1\./);

    const list = await inject({
      method: 'GET',
      url: '/api/employees',
      headers: { cookie: company.signedIn.cookie },
    });
    const shown = new Map(
      list
        .json()
        .employees.map((employee: { id: string; badgeIssuedAt: string | null }) => [
          employee.id,
          employee.badgeIssuedAt,
        ]),
    );
    expect(shown.get(ines)).toEqual(expect.any(String));
    expect(shown.get(paul)).toEqual(expect.any(String));
    expect([...shown.values()].filter((issuedAt) => issuedAt === null)).toHaveLength(1); // the direction

    const offered = await inject({
      method: 'GET',
      url: '/api/employees/badges',
      headers: { cookie: company.signedIn.cookie },
    });
    expect(offered.json().employees).toEqual([
      expect.objectContaining({ role: 'direction', badgeIssuedAt: null }),
      { id: paul, firstName: 'Paul', lastName: 'Durand', role: 'employee', badgeIssuedAt: shown.get(paul) },
      { id: ines, firstName: 'Inès', lastName: 'Moreau', role: 'employee', badgeIssuedAt: shown.get(ines) },
    ]);
  });

  it('reissued, revokes the old badge: the old card no longer punches, the new one does', async () => {
    const company = await companyOn('Badges Réémission', 'Standard');
    const ines = await addEmployee(company, 'Inès', 'Moreau', '111111');
    const first = await issue(company, [ines]);
    const second = await issue(company, [ines]);
    expect(second.response.statusCode).toBe(200);

    const rows = await badgesOf(ines);
    expect(rows).toHaveLength(2);
    expect(rows.filter((row) => row.revokedAt === null)).toEqual([
      expect.objectContaining({ secretHash: sha256(second.secrets[0]!) }),
    ]);
    const old = await punch(company, { badge: first.secrets[0]! });
    expect(old.statusCode).toBe(404);
    expect(old.json().error).toEqual({ code: 'UNKNOWN_PIN', message: CLOCK_MESSAGES.unknownBadge });
    expect((await punch(company, { badge: second.secrets[0]! })).statusCode).toBe(200);
  });

  it("issues nothing when one id is another company's employee: 404", async () => {
    const company = await companyOn('Badges Ici', 'Standard');
    const other = await companyOn('Badges Ailleurs', 'Standard');
    const ines = await addEmployee(company, 'Inès', 'Moreau', '111111');
    const stranger = await addEmployee(other, 'Paul', 'Durand', '222222');

    const { response, secrets } = await issue(company, [ines, stranger]);

    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('EMPLOYEE_NOT_FOUND');
    expect(secrets).toEqual([]);
    expect(await badgesOf(ines)).toEqual([]);
    expect(await badgesOf(stranger)).toEqual([]);
  });

  it('is refused on Gratuit with the plan gate, as is a revocation', async () => {
    const company = await companyOn('Badges Gratuit', 'Gratuit');
    const ines = await addEmployee(company, 'Inès', 'Moreau', '111111');

    const issued = await issue(company, [ines]);
    expect(issued.response.statusCode).toBe(403);
    expect(issued.response.json().error).toEqual({
      code: 'FEATURE_NOT_IN_PLAN',
      message: featureUnavailableMessage('advancedClocking'),
    });
    expect(featureUnavailableMessage('advancedClocking')).toBe(
      'La fonctionnalité «\u202fPointage avancé\u202f» est réservée aux plans Standard et Premium.',
    );
    expect((await revoke(company, ines)).statusCode).toBe(403);
    const offered = await inject({
      method: 'GET',
      url: '/api/employees/badges',
      headers: { cookie: company.signedIn.cookie },
    });
    expect(offered.statusCode).toBe(403);
    expect(await badgesOf(ines)).toEqual([]);
  });
});

describe('a punch by badge', () => {
  it("records the punch of the badge's holder, as a PIN would", async () => {
    const company = await companyOn('Badges Pointage', 'Standard');
    const ines = await addEmployee(company, 'Inès', 'Moreau', '111111');
    const { secrets } = await issue(company, [ines]);

    const response = await punch(company, { badge: secrets[0]! });

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ kind: 'in', firstName: 'Inès' });
    const punches = await db().select().from(clockPunches).where(eq(clockPunches.employeeId, ines));
    expect(punches).toEqual([expect.objectContaining({ kind: 'in' })]);
  });

  it('is refused once the badge is revoked, which a second revocation says', async () => {
    const company = await companyOn('Badges Révocation', 'Standard');
    const ines = await addEmployee(company, 'Inès', 'Moreau', '111111');
    const { secrets } = await issue(company, [ines]);

    const revoked = await revoke(company, ines);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toEqual({ message: BADGE_MESSAGES.revoked });
    const refused = await punch(company, { badge: secrets[0]! });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.message).toBe(
      'Badge inconnu ou révoqué\u202f: utilisez votre code PIN ou demandez un nouveau badge.',
    );
    const again = await revoke(company, ines);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({ code: 'NO_LIVE_BADGE', message: BADGE_MESSAGES.noLiveBadge });
    const other = await companyOn('Badges Révocation Autre', 'Standard');
    const stranger = await revoke(other, ines);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().error.code).toBe('EMPLOYEE_NOT_FOUND');
  });

  it('is refused for an archived employee, whose badge archiving revoked', async () => {
    const company = await companyOn('Badges Archive', 'Standard');
    const ines = await addEmployee(company, 'Inès', 'Moreau', '111111');
    const { secrets } = await issue(company, [ines]);
    const archived = await inject({
      method: 'DELETE',
      url: `/api/employees/${ines}`,
      headers: { cookie: company.signedIn.cookie },
      payload: {},
    });
    expect(archived.statusCode, archived.body).toBe(204);

    expect((await punch(company, { badge: secrets[0]! })).statusCode).toBe(404);
    expect((await badgesOf(ines)).every((row) => row.revokedAt !== null)).toBe(true);
  });

  it('spends the wrong-PIN budget with unknown badges: the pad locks, for a right PIN too', async () => {
    frozenAt = new Date('2030-03-04T08:00:00Z');
    const company = await companyOn('Badges Budget', 'Standard');
    await addEmployee(company, 'Inès', 'Moreau', '111111');
    const statuses = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      statuses.push((await punch(company, { badge: `PTB1.inconnu-${attempt}` })).statusCode);
    }
    expect(statuses).toEqual([404, 404, 404, 404, 404]);

    const locked = await punch(company, { pin: '111111' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.code).toBe('KIOSK_LOCKED');
  });

  it('is refused with the plan gate when the company left «Pointage avancé»; the PIN still punches', async () => {
    const company = await companyOn('Badges Rétrogradé', 'Standard');
    const ines = await addEmployee(company, 'Inès', 'Moreau', '111111');
    const { secrets } = await issue(company, [ines]);
    const status = () =>
      inject({ method: 'GET', url: '/api/kiosk/status', headers: { cookie: company.kiosk } }).then(
        (response) => response.json().badgeScan,
      );
    expect(await status()).toBe(true);
    await setPlan(company.id, 'Gratuit');
    // The kiosk's 'Scanner mon badge' goes with the feature (decision 067).
    expect(await status()).toBe(false);

    const refused = await punch(company, { badge: secrets[0]! });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(featureUnavailableMessage('advancedClocking'));
    // A badge punch a kiosk held offline before the change was answered as recorded: it is kept (064).
    const held = await punch(company, { badge: secrets[0]! }, new Date(Date.now() - 30 * 60_000));
    expect(held.statusCode, held.body).toBe(200);
    expect((await punch(company, { pin: '111111' })).statusCode).toBe(200);
  });

  it('takes a PIN or a badge, not both, not neither', async () => {
    const company = await companyOn('Badges Saisie', 'Standard');
    const both = await punch(company, { pin: '111111', badge: 'PTB1.x' } as { pin: string });
    expect(both.statusCode).toBe(400);
    expect(both.json().error.message).toBe(CLOCK_MESSAGES.pinOrBadge);
    const neither = await punch(company, {} as { pin: string });
    expect(neither.statusCode).toBe(400);
    expect(neither.json().error.message).toBe(CLOCK_MESSAGES.pinOrBadge);
  });
});
