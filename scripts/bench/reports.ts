import { readFileSync } from 'node:fs';
import { addDays, mondayOf, monthBounds } from '@pointeo/domain/paris-calendar';
import { withSiretKey } from '@pointeo/domain/siret';
import pg from 'pg';
import { benchCustomReports, type CustomReportRow } from './custom-reports';
import { registerBenchCompany } from './employees';
import { measure } from './http';
import { benchPeriod, seedCompany, validateBenchMonth } from './timesheets';

/**
 * The 'Rapports' tab at scale (issue 14 item 5): companies of 300 and 1,000 employees with a month of
 * punches (and of every earlier month since January, which the statements read for their overtime
 * since 1 January) and two days of paid leave for one employee in five; the monthly report one request at a time, then each download fetched whole a few times
 * (time to first byte and to last byte, size) and the server's peak resident memory after each size,
 * which says how memory grows with the number of employees.
 */

const SIZES = [300, 1_000];
const DOWNLOADS = ['csv', 'xlsx', 'pdf'] as const;
const RUNS = 3;
const TARGETS_MS = { report: 500, csv: 2_000, xlsx: 2_000, pdf: 5_000 } as const;

interface DownloadRow {
  employees: number;
  file: string;
  'first byte ms': number;
  'last byte ms': number;
  'size kB': number;
}

/** Peak resident memory of a process so far (Linux), in MB. */
function peakMemoryMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return Math.round(kb / 1024);
}

async function download(url: string, cookie: string) {
  const start = performance.now();
  const response = await fetch(url, { headers: { cookie } });
  if (!response.ok || !response.body) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  let firstByte = 0;
  let bytes = 0;
  for await (const chunk of response.body) {
    if (bytes === 0) firstByte = performance.now() - start;
    bytes += chunk.length;
  }
  return { firstByte, lastByte: performance.now() - start, bytes };
}

/**
 * Paid leave for one employee in five: the Monday and Tuesday of the month's second week, approved,
 * so the reports load and place absence days as they would in a real month.
 */
async function seedAbsences(client: pg.Client, companyId: string, month: string) {
  const monday = mondayOf(addDays(monthBounds(month).first, 7));
  const {
    rows: [type],
  } = await client.query<{ id: string }>(
    `insert into absence_types (company_id, code, name, paid, counts_as_worked_time, accrual, takes_paid_leave)
     values ($1, 'conges-payes', 'Congés payés', true, false, 'work', true) returning id`,
    [companyId],
  );
  await client.query(
    `insert into absences (company_id, employee_id, type_id, start_date, end_date, status, source,
                           requested_at, decided_at, decided_by)
     select $1, e.id, $2, $3::date, $4::date, 'approved', 'company', now(), now(), $1
     from (select id, row_number() over (order by id) as n from employees where company_id = $1) as e
     where e.n % 5 = 0`,
    [companyId, type!.id, monday, addDays(monday, 1)],
  );
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function benchReports(appUrl: string, databaseUrl: string, serverPid: number) {
  const { month } = benchPeriod();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const reportRows = [];
  const validatedRows = [];
  const downloads: DownloadRow[] = [];
  const customReports: Array<{ employees: number } & CustomReportRow> = [];
  const memory: Array<{ employees: number; 'peak RSS MB': number }> = [
    { employees: 0, 'peak RSS MB': peakMemoryMb(serverPid) },
  ];
  try {
    for (const [index, employees] of SIZES.entries()) {
      const stamp = `${Date.now()}${index}`;
      const company = await registerBenchCompany(appUrl, {
        name: `Rapports ${employees}`,
        siret: withSiretKey(stamp.slice(-13).padStart(13, '3')),
        email: `rapports-${stamp}@exemple.fr`,
      });
      // Punches since January: the statements count the overtime of every earlier month.
      await seedCompany(client, company.companyId, employees, month, {
        entriesFrom: `${month.slice(0, 4)}-01`,
      });
      await seedAbsences(client, company.companyId, month);
      await client.query('vacuum analyze employees, time_entries, absences');

      const report = await measure(
        { name: 'report', url: `${appUrl}/api/reports/months/${month}`, headers: { cookie: company.cookie } },
        1,
      );
      reportRows.push({
        employees,
        'req/s': Math.round(report.requestsPerSecond),
        'p50 ms': report.p50Ms,
        'p99 ms': report.p99Ms,
        errors: report.errors,
      });

      for (const format of DOWNLOADS) {
        const runs = [];
        for (let run = 0; run < RUNS; run++) {
          runs.push(await download(`${appUrl}/api/reports/months/${month}/${format}`, company.cookie));
        }
        downloads.push({
          employees,
          file: format,
          'first byte ms': Math.round(median(runs.map((run) => run.firstByte))),
          'last byte ms': Math.round(median(runs.map((run) => run.lastByte))),
          'size kB': Math.round(runs[0]!.bytes / 1024),
        });
      }
      memory.push({ employees, 'peak RSS MB': peakMemoryMb(serverPid) });
      for (const row of await benchCustomReports(appUrl, company.cookie, month, serverPid)) {
        customReports.push({ employees, ...row });
      }
      // The month validated: the report read from its record (decisions 041, 050).
      const validationMs = await validateBenchMonth(appUrl, company.cookie, month);
      const recorded = await measure(
        { name: 'report', url: `${appUrl}/api/reports/months/${month}`, headers: { cookie: company.cookie } },
        1,
      );
      validatedRows.push({
        employees,
        'validate ms': validationMs,
        'req/s': Math.round(recorded.requestsPerSecond),
        'p50 ms': recorded.p50Ms,
        'p99 ms': recorded.p99Ms,
        errors: recorded.errors,
      });
    }
  } finally {
    await client.end();
  }
  return { month, reportRows, validatedRows, downloads, memory, customReports };
}

export function printReportResult(result: Awaited<ReturnType<typeof benchReports>>): void {
  console.log(`\nReports: month ${result.month}, two entries a working day per employee`);
  console.log('Monthly report (JSON), 1 connection:');
  console.table(result.reportRows);
  console.log(
    "Monthly report (JSON) of the month validated, 1 connection ('validate ms': 'Valider le mois'):",
  );
  console.table(result.validatedRows);
  console.log(`Downloads, median of ${RUNS} (time to the first and the last byte at the client):`);
  console.table(result.downloads);
  console.log('Server peak resident memory after each size (cumulative high-water mark):');
  console.table(result.memory);
  console.log(
    `Custom reports, 1 January to the end of ${result.month}, every column (one request each; RSS growth: the server's resident memory during the request over before it):`,
  );
  console.table(result.customReports);
  const largest = SIZES.at(-1);
  const verdict = (value: number | undefined, limit: number) =>
    value !== undefined && value < limit ? 'met' : 'missed';
  const report = result.reportRows.find((row) => row.employees === largest);
  const file = (format: string) =>
    result.downloads.find((row) => row.employees === largest && row.file === format)?.['last byte ms'];
  console.log(
    `Targets for ${largest} employees: report p50 < ${TARGETS_MS.report} ms ${verdict(report?.['p50 ms'], TARGETS_MS.report)}; ` +
      DOWNLOADS.map(
        (format) => `${format} < ${TARGETS_MS[format]} ms ${verdict(file(format), TARGETS_MS[format])}`,
      ).join('; '),
  );
}
