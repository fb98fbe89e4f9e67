import { addDays, addMonths, mondayOf, monthBounds, parisDateAndTime } from '@pointeo/domain/paris-calendar';
import { withSiretKey } from '@pointeo/domain/siret';
import pg from 'pg';
import { registerBenchCompany } from './employees';
import { type HttpResult, measure } from './http';

/**
 * The Temps tab at scale (issue item 7): companies of growing size, each employee with a month of
 * punches (two entries a working day: 08:00–12:00 and 13:00–17:00, minutes shifted per employee),
 * inserted directly; then the week view of every employee and one employee's month, one request at a
 * time (the latency a person meets) and under 10 connections.
 */

const SIZES = [100, 300, 1_000];
const WEEK_TARGET_MS = 300;
const MONTH_TARGET_MS = 30;

export interface TimesheetBenchResult {
  month: string;
  week: string;
  /** 'Valider le mois' of the largest company, one request. */
  validationMs: number;
  entriesPerEmployee: number;
  rows: Array<HttpResult & { employees: number; view: string; connections: number }>;
  plan: string;
}

/**
 * 'Valider le mois' for the company, which writes the month's record and its week records (decisions
 * 041, 050); how long it took, in ms.
 */
export async function validateBenchMonth(appUrl: string, cookie: string, month: string): Promise<number> {
  const start = performance.now();
  const response = await fetch(`${appUrl}/api/timesheets/months/${month}/validate`, {
    method: 'POST',
    headers: { cookie },
  });
  if (!response.ok) throw new Error(`validate ${month}: ${response.status} ${await response.text()}`);
  return Math.round(performance.now() - start);
}

/** The last whole month before now, and the Monday of its second week. */
export function benchPeriod() {
  const month = addMonths(parisDateAndTime(new Date()).date.slice(0, 7), -1);
  const week = mondayOf(addDays(monthBounds(month).first, 7));
  return { month, week };
}

/**
 * One company of `employees` on Premium, each with two entries every working day of the month (of
 * every month since `entriesFrom`'s, when given).
 */
export async function seedCompany(
  client: pg.Client,
  companyId: string,
  employees: number,
  month: string,
  { entriesFrom = month } = {},
) {
  const { first } = monthBounds(entriesFrom);
  const { last } = monthBounds(month);
  await client.query('begin');
  await client.query(`update entreprises set abonnement = 'Premium' where id = $1`, [companyId]);
  await client.query(
    `insert into employees (company_id, site_id, first_name, last_name)
     select $1, (select id from sites where company_id = $1 order by created_at, id limit 1),
            'Salarié', 'n°' || lpad(n::text, 4, '0')
     from generate_series(1, $2) as n`,
    [companyId, employees],
  );
  await client.query(
    `insert into time_entries (company_id, employee_id, clock_in, clock_out)
     select $1, e.id,
            (d::date + s.arrival + (e.n % 15) * interval '1 minute') at time zone 'Europe/Paris',
            (d::date + s.departure + (e.n % 20) * interval '1 minute') at time zone 'Europe/Paris'
     from (select id, row_number() over (order by id) as n from employees where company_id = $1) as e,
          generate_series($2::date, $3::date, interval '1 day') as d,
          (values (time '08:00', time '12:00'), (time '13:00', time '17:00')) as s(arrival, departure)
     where extract(isodow from d) < 6`,
    [companyId, first, last],
  );
  await client.query('commit');
}

export async function benchTimesheets(appUrl: string, databaseUrl: string): Promise<TimesheetBenchResult> {
  const { month, week } = benchPeriod();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const companies: Array<{ cookie: string; companyId: string; employees: number }> = [];
    for (const [index, employees] of SIZES.entries()) {
      const stamp = `${Date.now()}${index}`;
      const company = await registerBenchCompany(appUrl, {
        name: `Temps ${employees}`,
        siret: withSiretKey(stamp.slice(-13).padStart(13, '2')),
        email: `temps-${stamp}@exemple.fr`,
      });
      // Three months before too: the week view reads the 11 weeks before its week (the 44 h average).
      await seedCompany(client, company.companyId, employees, month, { entriesFrom: addMonths(month, -3) });
      companies.push({ ...company, employees });
    }
    await client.query('vacuum analyze employees, time_entries');

    const largest = companies.at(-1)!;
    const { rows: employeeRows } = await client.query<{ id: string; n: number }>(
      `select e.id, (select count(*)::int from time_entries t where t.employee_id = e.id) as n
       from employees e where e.company_id = $1 and e.role = 'employee' limit 1`,
      [largest.companyId],
    );
    const employee = employeeRows[0]!;
    const { rows: planRows } = await client.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, costs off, timing off)
       select id, employee_id, clock_in, clock_out, missing_clock_out from time_entries
       where company_id = $1 and deleted_at is null
         and clock_in >= ($2::date - 2) at time zone 'Europe/Paris' and clock_in < ($2::date + 8) at time zone 'Europe/Paris'`,
      [largest.companyId, week],
    );

    const rows: TimesheetBenchResult['rows'] = [];
    const target = (company: (typeof companies)[number], path: string) => ({
      name: path,
      url: `${appUrl}${path}`,
      headers: { cookie: company.cookie },
    });
    for (const company of companies) {
      const result = await measure(target(company, `/api/timesheets/week?week=${week}`), 1);
      rows.push({ ...result, employees: company.employees, view: 'week, all employees', connections: 1 });
    }
    const monthPath = `/api/timesheets/employees/${employee.id}/month?month=${month}`;
    for (const connections of [1, 10]) {
      const result = await measure(target(largest, monthPath), connections);
      rows.push({ ...result, employees: largest.employees, view: "one employee's month", connections });
    }
    const loaded = await measure(target(largest, `/api/timesheets/week?week=${week}`), 10);
    rows.push({ ...loaded, employees: largest.employees, view: 'week, all employees', connections: 10 });
    // The month validated: its week and its months read from the records (decision 050).
    const validationMs = await validateBenchMonth(appUrl, largest.cookie, month);
    const recordedWeek = await measure(target(largest, `/api/timesheets/week?week=${week}`), 1);
    rows.push({
      ...recordedWeek,
      employees: largest.employees,
      view: 'week, month validated',
      connections: 1,
    });
    const recordedMonth = await measure(target(largest, monthPath), 1);
    rows.push({
      ...recordedMonth,
      employees: largest.employees,
      view: 'one month, validated',
      connections: 1,
    });

    return {
      month,
      week,
      validationMs,
      entriesPerEmployee: employee.n,
      rows,
      plan: planRows.map((row) => `  ${row['QUERY PLAN']}`).join('\n'),
    };
  } finally {
    await client.end();
  }
}

export function printTimesheetResult(result: TimesheetBenchResult): void {
  console.log(
    `\nTime sheets: month ${result.month} and the three before it of punches (${result.entriesPerEmployee} entries per employee), week of ${result.week}`,
  );
  console.table(
    result.rows.map((row) => ({
      view: row.view,
      employees: row.employees,
      connections: row.connections,
      'req/s': Math.round(row.requestsPerSecond),
      'p50 ms': row.p50Ms,
      'p99 ms': row.p99Ms,
      errors: row.errors,
    })),
  );
  const single = result.rows.filter((row) => row.connections === 1);
  const week = single.find((row) => row.view === 'week, all employees' && row.employees === SIZES.at(-1));
  const recordedWeek = single.find((row) => row.view === 'week, month validated');
  const month = single.find((row) => row.view.startsWith('one'));
  const verdict = (value: number | undefined, limit: number) =>
    value !== undefined && value < limit ? 'met' : 'missed';
  console.log(
    `Targets, one request at a time: week of ${SIZES.at(-1)} employees p50 < ${WEEK_TARGET_MS} ms ${verdict(week?.p50Ms, WEEK_TARGET_MS)} (p99 ${week?.p99Ms} ms); one month p50 < ${MONTH_TARGET_MS} ms ${verdict(month?.p50Ms, MONTH_TARGET_MS)} (p99 ${month?.p99Ms} ms)`,
  );
  console.log(
    `Month validated (${SIZES.at(-1)} employees, ${result.validationMs} ms to validate): week p99 < ${WEEK_TARGET_MS} ms ${verdict(recordedWeek?.p99Ms, WEEK_TARGET_MS)} (p50 ${recordedWeek?.p50Ms} ms, p99 ${recordedWeek?.p99Ms} ms)`,
  );
  console.log(`Plan of the week's entries query (${SIZES.at(-1)} employees):\n${result.plan}`);
}
