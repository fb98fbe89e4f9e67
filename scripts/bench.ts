import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { EMPLOYEE_PAGE_SIZE } from '@pointeo/domain/employees';
import { benchEmployeeSearch, printEmployeeSearchResult } from './bench/employee-search';
import {
  explainSearch,
  OTHER_COMPANIES_EMPLOYEES,
  registerBenchCompany,
  seedEmployees,
} from './bench/employees';
import { type HttpTarget, measure, printHttpTable } from './bench/http';
import { benchInvoicePdf } from './bench/invoice-pdf';
import { benchKiosks, printKioskResults } from './bench/kiosks';
import { benchLighthouse, printLighthouseResult } from './bench/lighthouse';
import { adminQuery, freePort, startBenchedServer, startNodeProcess, stopProcess } from './bench/processes';
import { benchPublicApi, printPublicApiResult } from './bench/public-api';
import { benchReports, printReportResult } from './bench/reports';
import { benchRushesAfterQuiet, printRushResults } from './bench/rush';
import { benchTimesheets, printTimesheetResult } from './bench/timesheets';
import { benchTwoInstances } from './bench/two-instances';
import { benchWebhooks, printWebhookResults } from './bench/webhooks';

/**
 * `npm run bench`: the server on PostgreSQL, driven by autocannon, beside a bare Fastify route
 * measured in the same run. Machines here are noisy: compare the ratios, not the absolute figures.
 */
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const databaseName = `pointeo_bench_${randomBytes(4).toString('hex')}`;
const EMPLOYEES = 5_000;
/**
 * `BENCH_ONLY=timesheets` (or `reports`) `npm run bench` runs that part alone, on a machine too busy for the whole run;
 * `BENCH_ONLY=lighthouse` runs Lighthouse alone (no PostgreSQL needed: it serves the embedded defaults);
 * `BENCH_ONLY=kiosks` the kiosk punches alone; `BENCH_ONLY=rush` a rush after a quiet period alone (a new server each run; `BENCH_RUSH_WAITS=1` adds what PostgreSQL's backends waited on at its start); `BENCH_ONLY=employees` the Employés search up to 100,000 employees; `BENCH_ONLY=instances` the two-instance checks instead of the figures; `BENCH_ONLY=webhooks` the webhook fan-out alone; `BENCH_ONLY=api` the public API's lists (1,000 employees, an API key).
 */
const ONLY = process.env.BENCH_ONLY;
/** The scale figures (kiosks, employee search, time sheets) run this many times in a row, each reported. */
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

async function repeat<T>(run: () => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let index = 0; index < RUNS; index++) results.push(await run());
  return results;
}

/** The machine's load when a figure was taken: other work on it slows every figure. */
function printLoad(when: string) {
  const [one, five] = loadavg();
  console.log(
    `Load average ${when}: ${one!.toFixed(2)} (1 min), ${five!.toFixed(2)} (5 min) on ${cpus().length} cores`,
  );
}

const admin = (statement: string) => adminQuery(serverUrl, statement);

async function main() {
  if (ONLY === 'lighthouse') {
    printLighthouseResult(await benchLighthouse());
    return;
  }
  if (ONLY === 'rush') {
    printRushResults(await benchRushesAfterQuiet(serverUrl, RUNS));
    return;
  }
  await admin(`create database ${databaseName}`);
  const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${databaseName}` }).toString();
  if (ONLY === 'webhooks') {
    try {
      await webhookFigures(databaseUrl);
    } finally {
      await admin(`drop database if exists ${databaseName} with (force)`);
    }
    return;
  }
  if (ONLY === 'instances') {
    try {
      const allHeld = await benchTwoInstances(databaseUrl);
      console.log(
        allHeld ? 'Everything that must happen once happened once.' : 'MISMATCH: see the table above.',
      );
      process.exitCode = allHeld ? 0 : 1;
    } finally {
      await admin(`drop database if exists ${databaseName} with (force)`);
    }
    return;
  }
  const [appPort, barePort] = [await freePort(), await freePort()];
  const processes: ChildProcess[] = [];
  try {
    processes.push(
      // The per-key limit (600 a minute) still counts every call, but refuses none: the lists are measured.
      await startBenchedServer(appPort, databaseUrl, { API_REQUESTS_PER_MINUTE: '100000000' }),
      await startNodeProcess(
        'scripts/bench/bare-server.ts',
        { PORT: String(barePort) },
        `http://127.0.0.1:${barePort}/bare`,
      ),
    );
    const appUrl = `http://127.0.0.1:${appPort}`;
    const serverPid = processes[0]!.pid!;
    const timesheets = async () => {
      printLoad('before the time sheets');
      for (const [index, result] of (await repeat(() => benchTimesheets(appUrl, databaseUrl))).entries()) {
        console.log(`\nTime sheets, run ${index + 1} of ${RUNS}:`);
        printTimesheetResult(result);
      }
      printLoad('after the time sheets');
    };
    if (ONLY === 'timesheets') {
      await timesheets();
      return;
    }
    const publicApi = async () => {
      printLoad('before the public API');
      // Measured in the same minutes: a busy machine slows these as much as the lists.
      const scale = [
        await measure({ name: 'GET /bare (bare Fastify)', url: `http://127.0.0.1:${barePort}/bare` }),
        await measure({ name: 'GET /api/health (database round trip)', url: `${appUrl}/api/health` }),
      ];
      if (!printPublicApiResult(await benchPublicApi(appUrl, databaseUrl, serverPid), scale)) {
        console.log('OVER BUDGET: a list of the public API has a p99 over its budget, or errors.');
      }
      printLoad('after the public API');
    };
    if (ONLY === 'api') {
      await publicApi();
      return;
    }
    if (ONLY === 'reports') {
      printReportResult(await benchReports(appUrl, databaseUrl, serverPid));
      return;
    }
    const employeeSearch = async (otherCompaniesSeeded: boolean) => {
      printLoad('before the employee search');
      printEmployeeSearchResult(await benchEmployeeSearch(appUrl, databaseUrl, RUNS, otherCompaniesSeeded));
      printLoad('after the employee search');
    };
    if (ONLY === 'employees') {
      await employeeSearch(false);
      return;
    }
    const kiosks = async () => {
      printLoad('before the kiosks');
      printKioskResults(await repeat(() => benchKiosks(appUrl, databaseUrl, serverPid)));
      printLoad('after the kiosks');
    };
    if (ONLY === 'kiosks') {
      await kiosks();
      return;
    }
    const bare = { name: 'GET /bare (bare Fastify)', url: `http://127.0.0.1:${barePort}/bare` };
    const { cookie, companyId } = await registerBenchCompany(appUrl);
    await seedEmployees(databaseUrl, companyId, EMPLOYEES);
    const signedIn = (name: string, path: string): HttpTarget => ({
      name,
      url: `${appUrl}${path}`,
      headers: { cookie },
    });
    const employeeTargets: HttpTarget[] = [
      signedIn('GET /api/account (session check, for scale)', '/api/account'),
      signedIn('employees: list, page 1', '/api/employees?page=1'),
      signedIn(
        'employees: list, last page',
        `/api/employees?page=${Math.ceil((EMPLOYEES + 1) / EMPLOYEE_PAGE_SIZE)}`,
      ),
      signedIn("employees: search 'martin'", '/api/employees?q=martin'),
      signedIn("employees: search 'zoe' (finds Zoé)", '/api/employees?q=zoe'),
      signedIn("employees: search 'entrepot nord'", '/api/employees?q=entrepot%20nord'),
    ];
    const targets: HttpTarget[] = [
      { name: 'GET /api/health (database round trip)', url: `${appUrl}/api/health` },
      { name: 'GET /api/site', url: `${appUrl}/api/site` },
      { name: 'GET /pricing (index.html)', url: `${appUrl}/pricing` },
      ...employeeTargets,
    ];
    console.log(
      `Employees: one company with ${EMPLOYEES} (Premium) beside ${OTHER_COMPANIES_EMPLOYEES} of other companies.`,
    );
    console.log(`Plan of the search 'zoe':\n${await explainSearch(databaseUrl, companyId, 'zoe')}\n`);

    console.log(`HTTP, 10 connections, PostgreSQL database ${databaseName}:`);
    const baseline = await measure(bare);
    const results = [];
    for (const target of targets) results.push(await measure(target));
    printHttpTable(baseline, results);

    console.log('HTTP, 1 connection (one request at a time, the latency a person meets):');
    const singleBaseline = await measure(bare, 1);
    const singleResults = [];
    for (const target of employeeTargets) singleResults.push(await measure(target, 1));
    printHttpTable(singleBaseline, singleResults);

    await kiosks();
    printRushResults(await benchRushesAfterQuiet(serverUrl, RUNS));

    await timesheets();

    await employeeSearch(true);

    printReportResult(await benchReports(appUrl, databaseUrl, serverPid));

    await publicApi();

    const pdf = await benchInvoicePdf();
    console.log('\nInvoice PDF (warm, in this process):');
    console.table([
      {
        'median ms': Number(pdf.medianMs.toFixed(1)),
        'p99 ms': Number(pdf.p99Ms.toFixed(1)),
        'size kB': Number((pdf.sizeBytes / 1024).toFixed(1)),
      },
    ]);
    printLighthouseResult(await benchLighthouse());
    // Alone on the database: the server above would take the deliveries and refuse 127.0.0.1.
    for (const child of processes) await stopProcess(child);
    await webhookFigures(databaseUrl);
  } finally {
    for (const child of processes) await stopProcess(child);
    await admin(`drop database if exists ${databaseName} with (force)`);
  }
}

/**
 * The webhook fan-out (decision 077) on a server of its own, allowed to POST to 127.0.0.1 and to add
 * employees faster than a company's write limit, which is not what is measured.
 */
async function webhookFigures(databaseUrl: string) {
  const port = await freePort();
  const server = await startBenchedServer(port, databaseUrl, {
    WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true',
    COMPANY_WRITES_PER_MINUTE: '1000000',
  });
  try {
    printLoad('before the webhooks');
    printWebhookResults(await benchWebhooks(`http://127.0.0.1:${port}`, databaseUrl));
    printLoad('after the webhooks');
  } finally {
    await stopProcess(server);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
