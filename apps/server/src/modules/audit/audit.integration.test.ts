import { randomUUID } from 'node:crypto';
import {
  AUDIT_FAILURE_REASONS,
  AUDIT_MESSAGES,
  AUDIT_PAGE_SIZE,
  type AuditEvent,
} from '@pointeo/domain/audit';
import { TIMESHEET_MESSAGES } from '@pointeo/domain/timesheet-messages';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { cookieHeader } from '../../../test/accounts';
import { bearer, usePremium } from '../../../test/api-keys';
import { useSimulatorBilling } from '../../../test/billing';
import { createRecordingMailer } from '../../../test/helper';
import { type Company, companyWithKiosk, timesheetTestAppOfFile } from '../../../test/timesheets';
import { auditEvents } from '../../db/schema/audit';
import { auditPurgeJob } from './purge';
import { recordAuditEvent } from './record';

const mailer = createRecordingMailer();
const testApp = timesheetTestAppOfFile({ mailer });
let martin: Company;
let dupont: Company;
let address = 0;
let clock = new Date('2026-03-20T09:00:00Z').getTime();
/** A minute later: each action its own instant, so the newest-first order is theirs. */
const tick = () => {
  clock += 60_000;
  testApp.setNow(new Date(clock));
};
const nextIp = () => `10.81.${Math.floor(address / 250) % 250}.${address++ % 250}`;

beforeAll(async () => {
  tick();
  martin = await companyWithKiosk(testApp, 'Audit Martin');
  dupont = await companyWithKiosk(testApp, 'Audit Dupont');
  await usePremium(testApp.app, martin.id);
});

const eventsOf = async (company: Company, query = ''): Promise<AuditEvent[]> => {
  const response = await company.request('GET', `/api/audit/events${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().events;
};
const actionsOf = async (company: Company, query = '') =>
  (await eventsOf(company, query)).map((e) => e.action);

async function ownerEmail(company: Company) {
  return (await company.request('GET', '/api/account')).json().email as string;
}

const signIn = (email: string, password: string) => {
  tick();
  return testApp.app.inject({
    method: 'POST',
    url: '/api/account/sign-in',
    payload: { email, password },
    remoteAddress: nextIp(),
  });
};

describe('the activity log', () => {
  it('records a sign-in as the member, and a wrong password as the e-mail typed, only for a member', async () => {
    const email = await ownerEmail(martin);
    expect((await signIn(email, 'mot-de-passe-solide')).statusCode).toBe(200);
    expect((await signIn(email, 'pas-le-bon')).statusCode).toBe(401);
    expect((await signIn('inconnu@exemple.fr', 'pas-le-bon')).statusCode).toBe(401);

    const events = await eventsOf(martin, '?category=auth');
    const failed = events.find((event) => event.action === 'auth.sign_in_failed');
    expect(failed).toMatchObject({ actorKind: 'email', actorLabel: email });
    expect(failed?.details).toEqual({ reason: AUDIT_FAILURE_REASONS.password });
    expect(failed?.ip).toMatch(/^10\.81\./);
    expect(events.find((event) => event.action === 'auth.sign_in')).toMatchObject({
      actorKind: 'member',
      actorUserId: martin.id,
      actorLabel: 'Audit Martin',
    });
    expect(events.some((event) => event.actorLabel === 'inconnu@exemple.fr')).toBe(false);
  });

  it("records a password reset through its mailed link as the member's own change, from the address that used it", async () => {
    const company = await companyWithKiosk(testApp, 'Audit Oubli');
    const email = await ownerEmail(company);
    tick();
    await testApp.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email } });
    const mail = mailer.sent.findLast((message) => message.to === email)!;
    const token = decodeURIComponent(/reset-password\?token=(\S+)/.exec(mail.text)![1]!);
    tick();
    const reset = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'un-nouveau-mot-de-passe-solide' },
      remoteAddress: '10.82.0.7',
      // What a client writes there is not the address: Fastify's is.
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(reset.statusCode, reset.body).toBe(200);

    const signedIn = await signIn(email, 'un-nouveau-mot-de-passe-solide');
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/audit/events?action=auth.password_changed',
      headers: { cookie: cookieHeader(signedIn) },
    });
    expect(response.json().events).toEqual([
      expect.objectContaining({ actorKind: 'member', actorUserId: company.id, ip: '10.82.0.7' }),
    ]);
    expect(await actionsOf(martin, '?action=auth.password_changed')).toEqual([]);
  });

  it('records a member invited, changed and removed, with the target and the grant', async () => {
    tick();
    const invited = await martin.request('POST', '/api/team/invitations', {
      email: 'paie@exemple.fr',
      role: 'payroll',
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const token = /\/invitation\/([A-Za-z0-9_-]{43})/.exec(mailer.sent.at(-1)!.text)![1]!;
    const accepted = await testApp.app.inject({
      method: 'POST',
      url: `/api/invitations/${token}/accept`,
      payload: { name: 'Paula Paie', password: 'un-mot-de-passe-solide' },
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
    const team = (await martin.request('GET', '/api/team')).json();
    const paula = team.members.find((member: { name: string }) => member.name === 'Paula Paie');
    tick();
    expect(
      (await martin.request('PATCH', `/api/team/members/${paula.userId}`, { role: 'accountant' })).statusCode,
    ).toBe(200);

    // A payroll member or an accountant does not read the log: 'audit.read' is the Administrateur's.
    const refused = await testApp.app.inject({
      method: 'GET',
      url: '/api/audit/events',
      headers: { cookie: cookieHeader(accepted) },
    });
    expect(refused.statusCode).toBe(403);
    tick();
    expect((await martin.request('DELETE', `/api/team/members/${paula.userId}`)).statusCode).toBe(200);

    const events = await eventsOf(martin, '?category=team');
    expect(events.map((event) => [event.action, event.target])).toEqual([
      ['team.member_removed', 'Paula Paie'],
      ['team.member_changed', 'Paula Paie'],
      ['team.member_invited', 'paie@exemple.fr'],
    ]);
    expect(events[1]?.details).toEqual({ role: 'Comptable', sites: null });
    expect(events[2]?.details).toEqual({ role: 'Gestionnaire de paie', sites: null });
  });

  it("records an API key created and revoked, and a correction through the API as the key's", async () => {
    tick();
    const created = await martin.request('POST', '/api/developers/keys', {
      name: 'Logiciel de paie',
      scopes: ['read', 'write'],
      expiresOn: null,
    });
    expect(created.statusCode, created.body).toBe(201);
    const employeeId = await martin.addEmployee('Léa', '135790');

    tick();
    const added = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/time-entries',
      headers: { ...bearer(created.json().secret), 'idempotency-key': randomUUID() },
      payload: {
        employee_id: employeeId,
        date: '2026-03-16',
        arrival: '08:00',
        departure: '12:00',
        reason: 'Oubli',
      },
    });
    expect(added.statusCode, added.body).toBe(201);
    tick();
    expect((await martin.request('DELETE', `/api/developers/keys/${created.json().key.id}`)).statusCode).toBe(
      200,
    );

    const events = await eventsOf(martin);
    expect(events.slice(0, 3).map((event) => [event.action, event.actorLabel, event.target])).toEqual([
      ['api_key.revoked', 'Audit Martin', 'Logiciel de paie'],
      ['timesheets.entry_corrected', "Clé d'API «\u202fLogiciel de paie\u202f»", 'Léa Audit Martin'],
      ['api_key.created', 'Audit Martin', 'Logiciel de paie'],
    ]);
    expect(events[1]?.details).toEqual({
      kind: 'Ajout',
      day: '16/03/2026',
      before: null,
      after: '08:00 → 12:00',
    });
  });

  it("records a member's correction and a report downloaded, with its kind and month", async () => {
    const employeeId = await martin.addEmployee('Hugo', '246802');
    tick();
    const added = await martin.request('POST', `/api/timesheets/employees/${employeeId}/entries`, {
      date: '2026-03-17',
      arrival: '09:00',
      departure: '17:00',
      reason: 'Badge oublié',
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().message).toBe(TIMESHEET_MESSAGES.entryAdded);
    tick();
    const csv = await martin.request('GET', '/api/reports/months/2026-03/csv');
    expect(csv.statusCode).toBe(200);

    const [download, correction] = await eventsOf(martin);
    expect(download).toMatchObject({
      action: 'export.downloaded',
      target: 'rapport-2026-03.csv',
      details: { kind: 'Rapport mensuel (CSV)', period: '2026-03' },
    });
    expect(correction).toMatchObject({
      action: 'timesheets.entry_corrected',
      actorLabel: 'Audit Martin',
      target: 'Hugo Audit Martin',
    });
  });

  it("never shows a company another's events", async () => {
    const theirs = await eventsOf(dupont);
    expect(theirs.every((event) => event.action === 'auth.sign_in' || event.actorUserId !== martin.id)).toBe(
      true,
    );
    expect(theirs.some((event) => event.target === 'Logiciel de paie')).toBe(false);
  });

  it('filters by action, member and Paris days, and pages the newest first', async () => {
    expect(new Set(await actionsOf(martin, '?action=api_key.created'))).toEqual(new Set(['api_key.created']));
    const byMember = await eventsOf(martin, `?memberId=${martin.id}`);
    expect(byMember.length).toBeGreaterThan(0);
    expect(byMember.every((event) => event.actorUserId === martin.id)).toBe(true);
    expect(await eventsOf(martin, '?from=2026-03-21')).toEqual([]);
    expect((await eventsOf(martin, '?from=2026-03-20&to=2026-03-20')).length).toBeGreaterThan(0);

    const bad = await martin.request('GET', '/api/audit/events?from=2026-03-21&to=2026-03-20');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain(AUDIT_MESSAGES.toBeforeFrom);

    const db = testApp.database.db;
    const at = new Date('2026-02-01T08:00:00Z');
    for (let index = 0; index < AUDIT_PAGE_SIZE + 3; index++) {
      await recordAuditEvent(
        db,
        { companyId: martin.id, action: 'auth.sign_in', actor: { kind: 'system' } },
        at,
      );
    }
    const first = (await martin.request('GET', '/api/audit/events?to=2026-02-28')).json();
    expect(first.events).toHaveLength(AUDIT_PAGE_SIZE);
    const second = (
      await martin.request('GET', `/api/audit/events?to=2026-02-28&cursor=${first.nextCursor}`)
    ).json();
    expect(second.events).toHaveLength(3);
    expect(second.nextCursor).toBeNull();
    const ids = new Set([...first.events, ...second.events].map((event: AuditEvent) => event.id));
    expect(ids.size).toBe(AUDIT_PAGE_SIZE + 3);
  });

  it('exports the filtered log as a French CSV, and records the export', async () => {
    tick();
    const response: LightMyRequestResponse = await martin.request(
      'GET',
      '/api/audit/events.csv?category=api_key',
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="journal-activite-2026-03-20.csv"',
    );
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Date;Auteur;Action;Catégorie;Cible;Détails;Adresse IP');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(
      /^20\/03\/2026 \d\d:\d\d;Audit Martin;Clé d'API révoquée;Clés d'API;Logiciel de paie;;127\.0\.0\.1$/,
    );
    expect(lines[2]).toMatch(
      /^20\/03\/2026 \d\d:\d\d;Audit Martin;Clé d'API créée;Clés d'API;Logiciel de paie;Droits\u202f: read, write;127\.0\.0\.1$/,
    );
    const [exported] = await eventsOf(martin);
    expect(exported).toMatchObject({
      action: 'export.downloaded',
      details: { kind: "Journal d'activité (CSV)", period: null },
    });
  });

  it('purges the events over a year old', async () => {
    const db = testApp.database.db;
    await recordAuditEvent(
      db,
      { companyId: dupont.id, action: 'auth.sign_in', actor: { kind: 'system' } },
      new Date('2025-03-01T00:00:00Z'),
    );
    const before = (await db.select().from(auditEvents)).length;
    await auditPurgeJob(db, () => new Date('2026-03-20T09:00:00Z')).run();
    const left = await db.select().from(auditEvents);
    expect(left.length).toBe(before - 1);
    expect(left.every((row) => row.at >= new Date('2025-03-20T09:00:00Z'))).toBe(true);
  });
});

describe('the plan in the activity log', () => {
  const clock = new Date('2026-11-10T09:00:00Z');
  const { newCompany, subscribe } = useSimulatorBilling(() => clock);
  let company: Awaited<ReturnType<typeof newCompany>>;

  beforeAll(async () => {
    company = await newCompany('Audit Abonnement');
  });

  it('records the subscription changing plan after its checkout', async () => {
    await subscribe(company, 'Standard');
    const events: AuditEvent[] = (
      await company.request('GET', '/api/audit/events?action=billing.plan_changed')
    ).json().events;
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      actorLabel: 'Pointeo',
      target: 'Standard',
      details: { previousPlan: 'Gratuit', plan: 'Standard' },
    });
  });
});
