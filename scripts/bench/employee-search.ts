import { withSiretKey } from '@pointeo/domain/siret';
import { addEmployees, explainSearch, registerBenchCompany, seedEmployees } from './employees';
import { type HttpResult, measure } from './http';

/**
 * The Employés search at scale (issue 16 item 7): companies of 1,000, 10,000 and 100,000 employees
 * beside other companies' employees, each search one request at a time (the latency a person meets),
 * repeated `runs` times in a row.
 */
const SIZES = [1_000, 10_000, 100_000];
const SEARCHES: Array<[string, string]> = [
  ["'zoe' (finds Zoé, 1 in 24)", 'zoe'],
  ["'martin' (1 in 32, Martinez too)", 'martin'],
  ["'entrepot nord' (1 in 7)", 'entrepot%20nord'],
  ["'zoe dupont-97' (a few)", 'zoe%20dupont-97'],
  ['no search, page 1', ''],
];
const TARGET_P99_MS = 50;
/** A common word and a rare one: the planner answers them from different indexes. */
const PLANNED_SEARCHES = ['zoe', 'zoe dupont-97'];

export interface EmployeeSearchBenchResult {
  rows: Array<HttpResult & { employees: number; run: number }>;
  plans: Array<{ employees: number; word: string; plan: string }>;
}

export async function benchEmployeeSearch(
  appUrl: string,
  databaseUrl: string,
  runs: number,
  /** The full bench seeded the other companies already, with its own 5,000. */
  otherCompaniesSeeded: boolean,
): Promise<EmployeeSearchBenchResult> {
  const companies: Array<{ cookie: string; companyId: string; employees: number }> = [];
  for (const [index, employees] of SIZES.entries()) {
    const stamp = `${Date.now()}${index}`;
    const company = await registerBenchCompany(appUrl, {
      name: `Recherche ${employees}`,
      siret: withSiretKey(stamp.slice(-13).padStart(13, '3')),
      email: `recherche-${stamp}@exemple.fr`,
    });
    // The other companies' employees are seeded once, with the first company.
    const seed = index === 0 && !otherCompaniesSeeded ? seedEmployees : addEmployees;
    await seed(databaseUrl, company.companyId, employees);
    companies.push({ ...company, employees });
  }
  const plans = [];
  for (const company of companies) {
    for (const word of PLANNED_SEARCHES) {
      plans.push({
        employees: company.employees,
        word,
        plan: await explainSearch(databaseUrl, company.companyId, word),
      });
    }
  }
  const rows: EmployeeSearchBenchResult['rows'] = [];
  for (let run = 1; run <= runs; run++) {
    for (const company of companies) {
      for (const [name, q] of SEARCHES) {
        const result = await measure(
          {
            name,
            url: `${appUrl}/api/employees?page=1${q ? `&q=${q}` : ''}`,
            headers: { cookie: company.cookie },
          },
          1,
        );
        rows.push({ ...result, employees: company.employees, run });
      }
    }
  }
  return { rows, plans };
}

export function printEmployeeSearchResult(result: EmployeeSearchBenchResult): void {
  console.log('\nEmployés search, one request at a time, each size and search run in turn:');
  console.table(
    result.rows.map((row) => ({
      run: row.run,
      employees: row.employees,
      search: row.name,
      'req/s': Math.round(row.requestsPerSecond),
      'p50 ms': row.p50Ms,
      'p97.5 ms': row.p97_5Ms,
      'p99 ms': row.p99Ms,
      errors: row.errors,
    })),
  );
  const largest = result.rows.filter((row) => row.employees === SIZES.at(-1));
  const missed = largest.filter((row) => row.p99Ms >= TARGET_P99_MS);
  console.log(
    `p99 < ${TARGET_P99_MS} ms at ${SIZES.at(-1)} employees: ${missed.length === 0 ? 'met' : `missed by ${missed.map((row) => `${row.name} run ${row.run} (${row.p99Ms} ms)`).join(', ')}`}`,
  );
  for (const { employees, word, plan } of result.plans) {
    console.log(`Plans of the search '${word}' at ${employees} employees:\n${plan}`);
  }
}
