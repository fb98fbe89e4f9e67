import { randomUUID } from 'node:crypto';
import { LEGAL_DOCUMENTS_VERSION } from '@pointeo/domain/legal-documents';
import { sql } from 'drizzle-orm';
import type { FastifySchema, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { EXPOSED_AUTH_PATHS } from '../src/modules/accounts';
import { COMPANY_DETAILS, registerCompany, registrationFor } from './accounts';
import { bearer, issueApiKey, usePremium } from './api-keys';
import { buildTestApp } from './helper';
import { pairKiosk } from './kiosk';

/**
 * Every route of the app, as the app itself lists them (a new route is swept without a word here),
 * receives what a careless or hostile client sends: NUL and other control characters, wrong types,
 * nulls, arrays, huge numbers, 100 kB strings, bodies that are not JSON objects. Each answer must
 * be a 4xx with a French message (a 2xx only where the input is really harmless, like an unknown
 * query parameter), and no table may gain or lose a row.
 */

interface Endpoint {
  method: string;
  /** With `:param` placeholders, as registered. */
  url: string;
  schema: FastifySchema | undefined;
}

const endpoints: Endpoint[] = [];
const testApp = await buildTestApp({
  // The company's write limit would answer 429 before validation judged the input, and a 429 counts
  // as a refusal: without it, a hostile value of a field the schema no longer reads passed unseen.
  env: { COMPANY_WRITES_PER_MINUTE: '1000000' },
  onRoute(route) {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      const urls = route.url.endsWith('/*')
        ? [...EXPOSED_AUTH_PATHS, '/inconnu'].map((path) => route.url.replace(/\/\*$/, path))
        : [route.url];
      for (const url of urls) {
        if (!endpoints.some((known) => known.method === method && known.url === url)) {
          endpoints.push({ method, url, schema: route.schema });
        }
      }
    }
  },
});
afterAll(() => testApp.close());

/** The export builder's layout (decision 078): Silae's. */
const PAYROLL_LAYOUT = {
  preset: 'silae',
  format: {
    columns: ['payrollNumber', 'code', 'value', 'from', 'to'],
    separator: ';',
    decimalMark: ',',
    encoding: 'utf8',
    dateFormat: 'JJ/MM/AAAA',
    header: true,
    headerNames: 'ascii',
    lines: 'figure',
    codePrefixes: true,
  },
  codes: {
    daysWorked: '',
    workedMinutes: 'HTRAV',
    overtime25Minutes: 'HS25',
    overtime50Minutes: 'HS50',
    complementary10Minutes: 'HC10',
    complementary25Minutes: 'HC25',
    nightMinutes: 'HN',
    sundayMinutes: 'HDIM',
    holidayMinutes: 'HFER',
    mayDayMinutes: 'H1MAI',
  },
  absenceCodes: [],
  skipped: ['daysWorked'],
};

const CUSTOM_DEFINITION = {
  from: '2026-10-01',
  to: '2026-11-30',
  employeeIds: [],
  zone: 'Atelier',
  grouping: 'week',
  columns: ['workedMinutes'],
};

/** A body each route accepts: one field at a time is then made hostile, so that field is what is judged. */
const VALID_BODIES: Record<string, Record<string, unknown>> = {
  'POST /api/account/register': registrationFor('Balayage'),
  'POST /api/account/sign-in': { email: 'inconnu@exemple.fr', password: 'mot-de-passe', rememberMe: false },
  'POST /api/account/sign-in/code': { code: '123456' },
  'PATCH /api/account': COMPANY_DETAILS,
  'POST /api/account/terms': { version: LEGAL_DOCUMENTS_VERSION, accepted: true },
  'POST /api/account/two-factor/enable': { password: 'mot-de-passe-solide' },
  'POST /api/account/two-factor/confirm': { code: '123456' },
  'POST /api/account/two-factor/disable': { password: 'mot-de-passe-solide' },
  'POST /api/account/two-factor/recovery-codes': { password: 'mot-de-passe-solide' },
  'PUT /api/account/two-factor-requirement': { required: false },
  'POST /api/team/invitations': { email: 'invite@exemple.fr', role: 'payroll' },
  'PATCH /api/team/members/:userId': { role: 'accountant' },
  'POST /api/invitations/:token/accept': { name: 'Inès Durand', password: 'un-mot-de-passe-solide' },
  'POST /api/kiosk/punches': { id: randomUUID(), pin: '000000', punchedAt: new Date().toISOString() },
  'POST /api/kiosk/punches/cancel': { punchId: randomUUID(), pin: '000000' },
  'POST /api/employees/badges': { employeeIds: [randomUUID()] },
  'POST /api/clock/devices': { name: 'Accueil', formerQueueKeyId: 'AAAAAAAAAAAAAAAA' },
  'PUT /api/clock/settings': { otherSitePunches: true },
  'POST /api/developers/keys': { name: 'Logiciel de paie', scopes: ['read'], expiresOn: '2099-12-31' },
  'POST /api/sites': {
    name: 'Entrepôt',
    address: '1 rue du Port',
    postalCode: '57000',
    city: 'Metz',
    departement: '57',
  },
  'PATCH /api/sites/:siteId': { name: 'Entrepôt', departement: '2A' },
  'POST /api/developers/webhooks': { url: 'https://hooks.exemple.fr/pointeo', events: ['punch.created'] },
  'PATCH /api/developers/webhooks/:endpointId': { enabled: false },
  'PUT /api/reports/silae/connection': {
    clientId: 'client-id',
    clientSecret: 'secret',
    subscriptionKey: 'cle',
    dossierNumber: '0042',
  },
  'POST /api/reports/months/:month/silae/pushes': { dryRun: true },
  'POST /api/clock/pairing-codes': { name: 'Accueil' },
  'POST /api/kiosk/pairing': { code: 'ABCD-2345' },
  // Refused at the name before any password or provider (decision 083).
  'POST /api/privacy/close-account': { companyName: 'Pas cette entreprise', password: 'mot-de-passe' },
  'PUT /api/privacy/retention': { retentionYears: 5 },
  'POST /api/contact': {
    fullName: 'Marie Curie',
    email: 'marie@exemple.fr',
    company: 'Institut du radium',
    message: 'Bonjour,\nun devis ?',
  },
  'POST /api/employees': {
    firstName: 'Zoé',
    lastName: 'Martin',
    role: 'employee',
    zone: 'Quai',
    pinCode: '135790',
    weeklyContractMinutes: 2100,
    jobTitle: 'Préparatrice de commandes',
  },
  'PATCH /api/employees/:id': {
    firstName: 'Zoé',
    lastName: 'Martin',
    role: 'employee',
    zone: 'Quai',
    pinCode: '135790',
    weeklyContractMinutes: 1200,
    jobTitle: 'Cariste',
  },
  'PUT /api/employees/:id/pin': { pinCode: '135790' },
  'POST /api/employees/import/preview': { file: Buffer.from('Prénom;Nom\nZoé;Martin\n').toString('base64') },
  'POST /api/employees/import': { file: Buffer.from('Prénom;Nom\nZoé;Martin\n').toString('base64') },
  'POST /api/timesheets/employees/:employeeId/entries': {
    date: '2026-11-09',
    arrival: '22:00',
    departure: '06:00',
    reason: 'Badge oublié',
  },
  'PATCH /api/timesheets/entries/:entryId': {
    date: '2026-11-09',
    arrival: '08:00',
    departure: '12:00',
    reason: 'Oubli',
  },
  'POST /api/timesheets/entries/:entryId/close': { departure: '17:00', reason: 'Départ non pointé' },
  'DELETE /api/timesheets/entries/:entryId': { reason: 'Doublon' },
  'POST /api/timesheets/months/:month/reopen': { reason: 'Erreur de saisie' },
  'POST /api/timesheets/months/:month/validate-employees': { employeeIds: [randomUUID()] },
  'PUT /api/timesheets/settings': {
    nightStart: '22:00',
    nightEnd: '07:00',
    complementaryUpToThird: true,
    doublePunchWindowSeconds: 60,
  },
  'POST /api/reports/custom/run': CUSTOM_DEFINITION,
  'POST /api/reports/custom/run/csv': CUSTOM_DEFINITION,
  'POST /api/reports/custom/run/xlsx': CUSTOM_DEFINITION,
  'POST /api/reports/custom/run/pdf': CUSTOM_DEFINITION,
  'POST /api/reports/custom': {
    name: 'Automne',
    definition: { from: '2026-10-01', to: '2026-11-30', grouping: 'month', columns: ['workedMinutes'] },
  },
  'PUT /api/reports/payroll-settings': PAYROLL_LAYOUT,
  'POST /api/reports/months/:month/payroll/preview': PAYROLL_LAYOUT,
  'POST /api/leave/types': { name: 'Formation', paid: true, countsAsWorkedTime: false },
  'POST /api/privacy/exports': { confirmed: true },
  'PUT /api/leave/types/:typeId': { paid: true, countsAsWorkedTime: true },
  'POST /api/leave/employees/:employeeId/absences': {
    typeId: randomUUID(),
    startDate: '2026-12-07',
    endDate: '2026-12-11',
    startHalfDay: true,
    endHalfDay: false,
    comment: 'Vacances',
  },
  'POST /api/leave/employees/:employeeId/absences/preview': {
    typeId: randomUUID(),
    startDate: '2026-12-07',
    endDate: '2026-12-11',
    startHalfDay: true,
    endHalfDay: false,
    comment: 'Vacances',
  },
  'POST /api/leave/absences/:absenceId/refuse': { reason: 'Inventaire' },
  'POST /api/leave/employees/:employeeId/adjustments': {
    periodStart: '2026-06-01',
    days: 1.5,
    reason: 'Report',
  },
  'PUT /api/leave/employees/:employeeId/opening-balance': { periodStart: '2026-06-01', days: 12 },
  'POST /api/leave/opening-balances/preview': { csv: 'matricule;nom;solde;date\nM-1;;12;01/06/2026\n' },
  'POST /api/leave/opening-balances/import': { csv: 'matricule;nom;solde;date\nM-1;;12;01/06/2026\n' },
  'PUT /api/leave/settings': { counting: 'ouvres', referenceStartMonth: 1 },
  'POST /api/kiosk/leave/preview': {
    pin: '000000',
    typeId: randomUUID(),
    startDate: '2026-12-07',
    endDate: '2026-12-07',
    startHalfDay: false,
    endHalfDay: true,
    comment: null,
  },
  'POST /api/kiosk/leave/requests': {
    pin: '000000',
    typeId: randomUUID(),
    startDate: '2026-12-07',
    endDate: '2026-12-07',
    startHalfDay: false,
    endHalfDay: true,
    comment: null,
  },
  'POST /api/employee-space/codes': { email: 'zoe@exemple.fr' },
  'POST /api/employee-space/sessions': { email: 'zoe@exemple.fr', code: '123456', pin: '000000' },
  'POST /api/me/correction-requests': {
    date: '2026-11-02',
    arrival: '09:00',
    departure: '17:00',
    reason: 'Badge oublié',
  },
  'POST /api/me/punches': {
    id: randomUUID(),
    punchedAt: new Date().toISOString(),
    position: { latitude: 48.85, longitude: 2.35, accuracy: 20 },
    siteCode: 'PTS1.inconnu',
  },
  'POST /api/timesheets/correction-requests/:requestId/refuse': { reason: 'Aucune trace de cette journée' },
  'POST /api/billing/change-plan': { plan: 'Standard' },
  'POST /api/billing/confirm-checkout': { sessionId: 'cs_sim_inconnu', plan: 'Standard' },
  'POST /api/payment-simulator/checkouts/:id/pay': {
    cardNumber: '4242 4242 4242 4242',
    expiry: '12/40',
    cvc: '123',
    holder: 'Élodie Martin',
  },
  'POST /login': { email: 'inconnu@exemple.fr', password: 'mot-de-passe-inconnu' },
  'POST /login/code': { code: '123456' },
  'POST /api/auth/request-password-reset': { email: 'inconnu@exemple.fr' },
  'POST /api/auth/reset-password': { token: 'jeton-inconnu', newPassword: 'nouveau-mot-de-passe' },
  // The public API (decision 076), called with a read-write key of the company.
  'POST /api/v1/employees': { first_name: 'Zoé', last_name: 'Balayage', weekly_contract_minutes: 2100 },
  'PATCH /api/v1/employees/:employee_id': { first_name: 'Zoé', job_title: 'Vendeuse' },
  'POST /api/v1/employees/:employee_id/archive': { leaving_date: '2026-11-30' },
  'POST /api/v1/time-entries': {
    employee_id: randomUUID(),
    date: '2026-11-02',
    arrival: '09:00',
    departure: '17:00',
    reason: 'Badge oublié',
  },
  'POST /api/v1/absences': {
    employee_id: randomUUID(),
    type_id: randomUUID(),
    start_date: '2026-12-07',
    end_date: '2026-12-07',
    start_half_day: false,
    end_half_day: true,
    comment: null,
  },
  'POST /api/v1/absences/:absence_id/refuse': { reason: 'Inventaire ce jour-là' },
};

/** Signing out would end the session the sweep runs in. */
const WITHOUT_SESSION = new Set(['/api/auth/sign-out']);

const HUGE_TEXT = 'x'.repeat(100_000);

const HOSTILE_VALUES: Array<[string, unknown]> = [
  ['a NUL inside', 'Zo\u0000é'],
  ['a NUL alone', '\u0000'],
  ['a C1 control character', 'Zo\u0085é'],
  ['an escape sequence', '\u001b[2J'],
  ['an unpaired surrogate', 'Zo\ud800é'],
  ['a 100 kB string', HUGE_TEXT],
  ['a huge number', 2 ** 70],
  ['the largest number', Number.MAX_VALUE],
  ['a negative number', -1],
  ['a boolean', true],
  ['an object', { $ne: null }],
  ['an empty array', []],
  ['an array of text', ['a', 'b']],
  ['null', null],
  ['nothing', undefined],
];

const HOSTILE_BODIES: Array<[string, string, string]> = [
  ['null', 'application/json', 'null'],
  ['an array', 'application/json', '[{"a":1}]'],
  ['a string', 'application/json', '"texte"'],
  ['a number', 'application/json', '1e999'],
  ['broken JSON', 'application/json', '{"a":'],
  ['an empty JSON body', 'application/json', ''],
  ['a poisoned prototype', 'application/json', '{"__proto__":{"admin":true}}'],
  ['deeply nested arrays', 'application/json', `${'['.repeat(5000)}${']'.repeat(5000)}`],
  ['plain text', 'text/plain', 'bonjour'],
  ['a form', 'application/x-www-form-urlencoded', 'a=b'],
  ['an unknown content type', 'application/xml', '<a/>'],
  ['a 300 kB body', 'application/json', JSON.stringify({ a: 'x'.repeat(300_000) })],
];

/** Text a schema must refuse wherever it goes. */
const HOSTILE_QUERY_TEXT = ['%00', 'a%00b', '%C2%85', '%1B', encodeURIComponent(HUGE_TEXT)];
/** Harmless where a route takes free text (a search for '-1' is a search). */
const HOSTILE_QUERY_NUMBERS = ['99999999999999999999', '1e309', '-1', '0', '2.5', '%ZZ'];

const HOSTILE_PARAMS = [
  '%00',
  '%ZZ',
  'a%00b',
  '%C2%85',
  'x'.repeat(300),
  '99999999999999999999',
  '-1',
  encodeURIComponent("1' or '1'='1"),
  '..%2F..%2Fetc%2Fpasswd',
  '%F0%9F%98%80',
  '%E2%80%8B',
];

/** English that zod, Fastify or better-auth would have said. */
const ENGLISH =
  /\b(invalid|expected|received|required|must|too (big|small)|not found|unexpected|error|failed|missing|input|string|number|object|array|body|token|unknown|bad request|forbidden|unauthorized)\b/i;

interface Attempt {
  label: string;
  request: InjectOptions;
  /** False where accepting is harmless (a query parameter the route does not read). */
  mustRefuse: boolean;
}

let cookie = '';
/** `Authorization` of the public API's routes: a read-write key of the company, on Premium. */
let apiKeyHeader: Record<string, string> = {};
let sequence = 0;

beforeAll(async () => {
  const company = await registerCompany(testApp.app, 'Balayage');
  const kiosk = await pairKiosk(testApp.app, company.cookie, 'Accueil');
  cookie = `${company.cookie}; ${kiosk.cookie}`;
  const account = await testApp.app.inject({ method: 'GET', url: '/api/account', headers: { cookie } });
  await usePremium(testApp.app, account.json().id);
  apiKeyHeader = bearer(await issueApiKey(testApp.app, account.json().id, { scopes: ['read', 'write'] }));
  // The built-in absence types are written on a company's first read of them (the payroll settings
  // list them): read once here, so no sweep counts that first write as one made by hostile input.
  const payroll = await testApp.app.inject({
    method: 'GET',
    url: '/api/reports/payroll-settings',
    headers: { cookie },
  });
  expect(payroll.statusCode).toBe(200);
});

const keyOf = ({ method, url }: Endpoint) => `${method} ${url}`;
const hasBody = (method: string) => method !== 'GET' && method !== 'DELETE';
const withParams = (url: string, value: string) => url.replace(/:\w+/g, value);

function shapeOf(schema: unknown): Record<string, z.ZodType> {
  return (schema as { shape?: Record<string, z.ZodType> } | undefined)?.shape ?? {};
}

function attemptsFor(endpoint: Endpoint): Attempt[] {
  const { method } = endpoint;
  const url = withParams(endpoint.url, randomUUID());
  const validBody = VALID_BODIES[keyOf(endpoint)];
  const bodyShape = shapeOf(endpoint.schema?.body);
  const attempts: Attempt[] = [];

  for (const [field, valid] of Object.entries(validBody ?? {})) {
    for (const [name, value] of HOSTILE_VALUES) {
      // An optional field may be left out or null: that is a choice, not an attack.
      if ((value === null || value === undefined) && bodyShape[field]?.safeParse(value).success) continue;
      if (value === valid) continue;
      // The other answer of a yes-or-no field is a choice too.
      if (typeof value === 'boolean' && typeof valid === 'boolean') continue;
      const payload = { ...validBody, [field]: value };
      if (value === undefined) delete payload[field];
      attempts.push({ label: `${field} = ${name}`, request: { method, url, payload }, mustRefuse: true });
    }
  }

  if (hasBody(method)) {
    for (const [name, contentType, payload] of HOSTILE_BODIES) {
      attempts.push({
        label: `body = ${name}`,
        request: { method, url, payload, headers: { 'content-type': contentType } },
        mustRefuse: endpoint.schema?.body !== undefined,
      });
    }
  }

  if (endpoint.url.includes(':')) {
    for (const param of HOSTILE_PARAMS) {
      attempts.push({
        label: `path parameter = ${param.slice(0, 40)}`,
        request: { method, url: withParams(endpoint.url, param), ...(validBody && { payload: validBody }) },
        mustRefuse: true,
      });
    }
  }

  // Without a body: a valid one would be acted upon whenever the query is rightly ignored.
  const queryShape = shapeOf(endpoint.schema?.querystring);
  const queryKeys = Object.keys(queryShape).length > 0 ? Object.keys(queryShape) : ['q', 'page', 'id'];
  for (const key of queryKeys) {
    for (const value of [...HOSTILE_QUERY_TEXT, ...HOSTILE_QUERY_NUMBERS]) {
      attempts.push({
        label: `?${key}=${value.slice(0, 40)}`,
        request: { method, url: `${url}?${key}=${value}` },
        mustRefuse: key in queryShape && HOSTILE_QUERY_TEXT.includes(value),
      });
    }
    attempts.push({
      label: `?${key} given twice`,
      request: { method, url: `${url}?${key}=a&${key}=b` },
      mustRefuse: key in queryShape,
    });
  }
  return attempts;
}

/** What is wrong with an answer, or undefined when it is a fair refusal (or a harmless acceptance). */
function problemWith(response: LightMyRequestResponse, mustRefuse: boolean): string | undefined {
  const status = response.statusCode;
  if (status >= 500) return `${status} ${response.body.slice(0, 200)}`;
  if (status < 400) return mustRefuse ? `accepted with ${status}` : undefined;
  let error: { message?: unknown; fields?: Record<string, unknown> } | undefined;
  try {
    const body = response.json();
    // The public API answers RFC 9457 problems (decision 076): `detail`, and each refused field's.
    error = String(response.headers['content-type']).startsWith('application/problem+json')
      ? {
          message: body.detail,
          fields: Object.fromEntries(
            (body.errors ?? []).map((refusal: { pointer: string; detail: string }) => [
              refusal.pointer,
              refusal.detail,
            ]),
          ),
        }
      : body.error;
  } catch {
    return `${status} without a JSON error: ${response.body.slice(0, 200)}`;
  }
  if (typeof error?.message !== 'string')
    return `${status} without a message: ${response.body.slice(0, 200)}`;
  const english = [error.message, ...Object.values(error.fields ?? {})].find(
    (text) => typeof text !== 'string' || ENGLISH.test(text),
  );
  return english === undefined ? undefined : `${status} not in French: ${String(english).slice(0, 200)}`;
}

/**
 * Failed sign-ins, wrong PINs and requests to a rate-limited route are counted on purpose, whatever
 * the input: that is the limiters' job. The activity log too records what was tried or done (a failed
 * sign-in, the log's own CSV read, other devices signed out), harmless acceptances included.
 */
const COUNTED_ANYWAY = new Set(['attempts', 'kiosk_wrong_pins', 'rate_limit_counters', 'audit_events']);

let countingQuery: ReturnType<typeof sql.raw> | undefined;

/** Every table's row count, in one statement (the table list read once). */
async function rowCounts(): Promise<Record<string, number>> {
  const db = testApp.database.db;
  if (!countingQuery) {
    const tables = (await db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )) as unknown as { rows: Array<{ table_name: string }> };
    const counted = tables.rows
      .map(({ table_name }) => table_name)
      .filter((table) => !COUNTED_ANYWAY.has(table));
    countingQuery = sql.raw(
      `select ${counted.map((table) => `(select count(*)::int from "${table}") as "${table}"`).join(', ')}`,
    );
  }
  const result = (await db.execute(countingQuery)) as unknown as { rows: Array<Record<string, number>> };
  return result.rows[0]!;
}

async function send(endpoint: Endpoint, request: InjectOptions) {
  sequence++;
  return testApp.app.inject({
    ...request,
    headers: {
      ...request.headers,
      ...(!WITHOUT_SESSION.has(endpoint.url) && { cookie }),
      ...(endpoint.url.startsWith('/api/v1/') && apiKeyHeader),
    },
    // One address per request: the rate limits would otherwise answer 429 before validation is reached.
    remoteAddress: `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`,
  });
}

describe('every route', () => {
  it('is listed, the better-auth paths among them', () => {
    expect(endpoints.length).toBeGreaterThan(20);
    expect(endpoints.map(keyOf)).toEqual(
      expect.arrayContaining([
        'POST /api/employees',
        'GET /api/kiosk/status',
        'POST /api/auth/request-password-reset',
        'GET /api/auth/get-session',
      ]),
    );
  });

  it('that reads a body has a valid one here, so that each hostile field is judged alone', () => {
    const missing = endpoints
      .filter((endpoint) => endpoint.schema?.body !== undefined)
      .filter((endpoint) => {
        const body = endpoint.schema?.body as z.ZodType;
        return !body.safeParse(VALID_BODIES[keyOf(endpoint)]).success;
      })
      .map(keyOf);
    expect(missing).toEqual([]);
  });

  it('that reads a body names in its valid one only fields its schema reads, so no hostile value is ignored', () => {
    const unread = endpoints.flatMap((endpoint) => {
      const shape = shapeOf(endpoint.schema?.body);
      if (Object.keys(shape).length === 0) return [];
      return Object.keys(VALID_BODIES[keyOf(endpoint)] ?? {})
        .filter((field) => !(field in shape))
        .map((field) => `${keyOf(endpoint)}: ${field}`);
    });
    expect(unread).toEqual([]);
  });

  it.each(endpoints.map((endpoint) => [keyOf(endpoint), endpoint] as const))(
    'answers %s with a French refusal to hostile input, and writes nothing',
    async (_name, endpoint) => {
      const before = await rowCounts();
      const problems: string[] = [];
      for (const attempt of attemptsFor(endpoint)) {
        const response = await send(endpoint, attempt.request);
        const problem = problemWith(response, attempt.mustRefuse);
        if (problem) problems.push(`${attempt.label}: ${problem}`);
      }
      expect(problems).toEqual([]);
      expect(await rowCounts()).toEqual(before);
    },
  );
});
