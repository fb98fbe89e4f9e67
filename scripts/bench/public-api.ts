import { createdApiKeySchema } from '@pointeo/domain/api-keys';
import pg from 'pg';
import { addEmployees, registerBenchCompany } from './employees';
import { type HttpResult, type HttpTarget, measure } from './http';
import { type ServerFigures, signalServerFigures } from './kiosks';

/**
 * The public API's lists (issue 31 item 6, decision 076): one Premium company of 1,000 employees,
 * each with 20 entries in November 2026 and an absence, read with an API key at 10 connections.
 * Every list's default page (50) must keep its p99 under 50 ms.
 */
export const API_EMPLOYEES = 1_000;
const ENTRIES_PER_EMPLOYEE = 20;
export const API_P99_BUDGET_MS = 50;

export interface ApiBenchResult {
  /** Each list's load, and what the server saw meanwhile (warm-up included) to place its tail. */
  results: (HttpResult & { budgeted: boolean; server: ServerFigures })[];
  rows: { employees: number; entries: number; absences: number };
}

async function seedFacts(databaseUrl: string, companyId: string): Promise<ApiBenchResult['rows']> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin');
    // Working days of November 2026, 08:00 to 12:00 Paris (07:00 UTC), one entry a day per employee.
    await client.query(
      `insert into time_entries (company_id, employee_id, clock_in, clock_out, source)
       select e.company_id, e.id,
              timestamptz '2026-11-02 07:00:00+00' + (d * interval '1 day'),
              timestamptz '2026-11-02 11:00:00+00' + (d * interval '1 day'),
              'correction'
       from employees e, generate_series(0, 27) d
       where e.company_id = $1 and e.role = 'employee'
         and extract(isodow from date '2026-11-02' + d) < 6
         and d < ${Math.ceil((ENTRIES_PER_EMPLOYEE * 7) / 5)}`,
      [companyId],
    );
    await client.query(
      `insert into absences (company_id, employee_id, type_id, start_date, end_date, status, source, requested_at)
       select e.company_id, e.id,
              (select id from absence_types t where t.company_id = $1 order by t.created_at, t.id limit 1),
              date '2026-12-21', date '2026-12-23', 'pending', 'kiosk', now()
       from employees e where e.company_id = $1 and e.role = 'employee'`,
      [companyId],
    );
    await client.query('commit');
    await client.query('vacuum analyze employees, time_entries, absences');
    const count = async (table: string) =>
      Number(
        (await client.query(`select count(*) from ${table} where company_id = $1`, [companyId])).rows[0]
          .count,
      );
    return {
      employees: await count('employees'),
      entries: await count('time_entries'),
      absences: await count('absences'),
    };
  } finally {
    await client.end();
  }
}

/** The cursor of the page after `pages` pages of `path` (a page deep in the list). */
async function cursorAfter(appUrl: string, path: string, headers: Record<string, string>, pages: number) {
  let cursor: string | null = null;
  for (let page = 0; page < pages; page++) {
    const separator = path.includes('?') ? '&' : '?';
    const url: string = `${appUrl}${path}${cursor ? `${separator}cursor=${encodeURIComponent(cursor)}` : ''}`;
    const response = await fetch(url, { headers });
    if (response.status !== 200) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    cursor = ((await response.json()) as { next_cursor: string | null }).next_cursor;
    if (!cursor) throw new Error(`${path}: fewer than ${pages + 1} pages`);
  }
  return cursor!;
}

export interface ApiBenchTargets {
  rows: ApiBenchResult['rows'];
  /** The read-only key's header. */
  headers: Record<string, string>;
  targets: (HttpTarget & { budgeted: boolean })[];
}

/** The company, its facts and its key, and the lists to call (the pages deep in a list found first). */
export async function prepareApiTargets(appUrl: string, databaseUrl: string): Promise<ApiBenchTargets> {
  const { cookie, companyId } = await registerBenchCompany(appUrl, {
    name: 'API Bench SAS',
    siret: '55210055400013',
    email: 'api-bench@exemple.fr',
  });
  await addEmployees(databaseUrl, companyId, API_EMPLOYEES);
  // The built-in absence types are written on the company's first read of them.
  await fetch(`${appUrl}/api/leave/types`, { headers: { cookie } });
  const rows = await seedFacts(databaseUrl, companyId);
  // 'Créer une clé', as the Développeurs section does.
  const created = await fetch(`${appUrl}/api/developers/keys`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json', origin: appUrl },
    body: JSON.stringify({ name: 'Bench', scopes: ['read'] }),
  });
  if (created.status !== 201) throw new Error(`key: ${created.status} ${await created.text()}`);
  const { secret } = createdApiKeySchema.parse(await created.json());
  const headers = { authorization: `Bearer ${secret}` };
  const api = (name: string, path: string): HttpTarget => ({ name, url: `${appUrl}${path}`, headers });
  const period = 'from=2026-11-01&to=2026-11-30';
  const deepEmployees = await cursorAfter(appUrl, '/api/v1/employees', headers, 15);
  const deepEntries = await cursorAfter(appUrl, `/api/v1/time-entries?${period}&limit=200`, headers, 50);
  // The budget is the lists' default page (50); the largest page (200) and pages deep in a list are
  // measured beside them.
  const targets: (HttpTarget & { budgeted: boolean })[] = [
    { ...api('employees (50 a page)', '/api/v1/employees'), budgeted: true },
    {
      ...api('employees, 16th page', `/api/v1/employees?cursor=${encodeURIComponent(deepEmployees)}`),
      budgeted: true,
    },
    { ...api('sites', '/api/v1/sites'), budgeted: true },
    { ...api('time entries, November (50 a page)', `/api/v1/time-entries?${period}`), budgeted: true },
    { ...api('absences (50 a page)', '/api/v1/absences'), budgeted: true },
    { ...api('employees, 200 a page', '/api/v1/employees?limit=200'), budgeted: false },
    { ...api('time entries, 200 a page', `/api/v1/time-entries?${period}&limit=200`), budgeted: false },
    {
      ...api(
        'time entries, 200 a page, 51st page',
        `/api/v1/time-entries?${period}&limit=200&cursor=${encodeURIComponent(deepEntries)}`,
      ),
      budgeted: false,
    },
    { ...api('absences, 200 a page', '/api/v1/absences?limit=200'), budgeted: false },
  ];
  return { rows, headers, targets };
}

export async function benchPublicApi(
  appUrl: string,
  databaseUrl: string,
  serverPid: number,
): Promise<ApiBenchResult> {
  const { rows, headers, targets } = await prepareApiTargets(appUrl, databaseUrl);
  // Warm: each route's first calls compile its serializer and prepare its statements.
  for (let round = 0; round < 20; round++) {
    for (const target of targets) await (await fetch(target.url, { headers })).arrayBuffer();
  }
  const results: ApiBenchResult['results'] = [];
  for (const target of targets) {
    await signalServerFigures(serverPid);
    const load = await measure(target, 10, { warmupSeconds: 2 });
    results.push({ ...load, budgeted: target.budgeted, server: await signalServerFigures(serverPid) });
  }
  return { results, rows };
}

/** The table of the lists, below the same run's bare Fastify and health check for scale; true within budget. */
export function printPublicApiResult({ results, rows }: ApiBenchResult, scale: HttpResult[] = []): boolean {
  console.log(
    `\nPublic API lists, 10 connections, one API key: ${rows.employees} employees, ${rows.entries} entries, ${rows.absences} absences (budget p99 ${API_P99_BUDGET_MS} ms):`,
  );
  console.table(
    [...scale, ...results].map((row) => ({
      list: row.name,
      'req/s': Math.round(row.requestsPerSecond),
      'p50 ms': row.p50Ms,
      'p99 ms': row.p99Ms,
      budget: 'budgeted' in row && row.budgeted ? (row.p99Ms <= API_P99_BUDGET_MS ? 'met' : 'missed') : '',
      errors: row.errors,
    })),
  );
  console.log('\nThe server meanwhile (ms; loop delay, GC pauses and queries of warm-up and timed load):');
  console.table(
    results.map(({ name, server }) => ({
      list: name,
      'loop busy %': server.loopUtilization,
      'loop delay p99 / max': `${server.loopDelay.p99} / ${server.loopDelay.max}`,
      'GC pause p99 / max': `${server.gcPauses.p99} / ${server.gcPauses.max}`,
      'GC total / major': `${server.gcPauses.totalMs} / ${server.gcPauses.majorCollections}`,
      'query p50 / p99': `${server.queries.p50} / ${server.queries.p99}`,
      'pool wait p99': server.poolWaits.p99,
      'heap MB': server.heapUsedMegabytes,
    })),
  );
  return results.every((row) => row.errors === 0 && (!row.budgeted || row.p99Ms <= API_P99_BUDGET_MS));
}
