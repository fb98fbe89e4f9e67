import { randomUUID } from 'node:crypto';
import { companyAccountSchema } from '@pointeo/domain/accounts';
import { punchResultSchema } from '@pointeo/domain/clock';
import { withSiretKey } from '@pointeo/domain/siret';
import pg from 'pg';

export interface KioskBenchResult {
  kiosks: number;
  offeredPerSecond: number;
  accepted: number;
  punchesPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  storedPunches: number;
  storedEntries: number;
  expectedEntries: number;
  employeesWithTwoOpenEntries: number;
}

const KIOSKS = Number(process.env.BENCH_KIOSKS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5) * 2;
/** Each kiosk punches this often: a person typing a PIN needs about 3 s, so 1 s is a rush hour and more. */
const INTERVAL_MS = Number(process.env.BENCH_KIOSK_INTERVAL_MS ?? 1000);
/** The first interval warms the server up (first compilations of the punch path): counted, not timed. */
const WARM_UP_MS = INTERVAL_MS;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/**
 * 200 kiosks, one employee each, each punching in or out every INTERVAL_MS (open loop: a slow answer
 * does not slow the next punch down, as with real people), for a while; then the database must hold
 * exactly the punches that were accepted, and one entry per arrival.
 */
export async function benchKiosks(appUrl: string, databaseUrl: string): Promise<KioskBenchResult> {
  const origin = { origin: new URL(appUrl).origin };
  const registration = await fetch(`${appUrl}/api/account/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...origin },
    body: JSON.stringify({
      companyName: 'Banc de charge',
      siret: withSiretKey(String(Date.now()).slice(-13).padStart(13, '1')),
      email: `bench-${Date.now()}@exemple.fr`,
      password: 'mot-de-passe-solide',
      passwordConfirmation: 'mot-de-passe-solide',
      directorPin: '999999',
    }),
  });
  if (!registration.ok) throw new Error(`registration failed: ${await registration.text()}`);
  const session = cookiesOf(registration);
  const account = await fetch(`${appUrl}/api/account`, { headers: { cookie: session } });
  const companyId = companyAccountSchema.parse(await account.json()).id;

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `insert into employees (company_id, first_name, last_name, pin_code)
       select $1, 'Employé', 'n°' || n, lpad(n::text, 6, '0') from generate_series(1, $2) as n`,
      [companyId, KIOSKS],
    );

    const kioskCookies: string[] = [];
    for (let index = 0; index < KIOSKS; index++) {
      const response = await fetch(`${appUrl}/api/clock/devices`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: session, ...origin },
        body: JSON.stringify({ name: `Borne ${index + 1}` }),
      });
      kioskCookies.push(cookiesOf(response));
    }

    const latencies: number[] = [];
    let accepted = 0;
    let arrivals = 0;
    const deadline = Date.now() + WARM_UP_MS + SECONDS * 1000;
    const timedFrom = performance.now() + WARM_UP_MS;
    const punchOnce = async (cookie: string, pin: string) => {
      const sentAt = performance.now();
      const response = await fetch(`${appUrl}/api/kiosk/punches`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, ...origin },
        body: JSON.stringify({ id: randomUUID(), pin, punchedAt: new Date().toISOString() }),
      });
      if (response.status !== 200) throw new Error(`punch refused: ${await response.text()}`);
      const { kind } = punchResultSchema.parse(await response.json());
      accepted++;
      if (sentAt >= timedFrom) latencies.push(performance.now() - sentAt);
      if (kind === 'in') arrivals++;
    };
    await Promise.all(
      kioskCookies.map(async (cookie, index) => {
        const pin = String(index + 1).padStart(6, '0');
        // Kiosks start spread over one interval, as people do not all type at the same millisecond.
        await new Promise((resolve) => setTimeout(resolve, (index / KIOSKS) * INTERVAL_MS));
        const inFlight: Promise<void>[] = [];
        // One employee per kiosk: wait for the previous punch so in/out alternate as a person's would.
        let previous: Promise<void> = Promise.resolve();
        while (Date.now() < deadline) {
          previous = previous.then(() => punchOnce(cookie, pin));
          inFlight.push(previous);
          await new Promise((resolve) => setTimeout(resolve, INTERVAL_MS));
        }
        await Promise.all(inFlight);
      }),
    );
    const timedSeconds = (performance.now() - timedFrom) / 1000;
    latencies.sort((a, b) => a - b);

    const count = async (sql: string) => Number((await client.query(sql, [companyId])).rows[0].n);
    return {
      kiosks: KIOSKS,
      offeredPerSecond: (KIOSKS * 1000) / INTERVAL_MS,
      accepted,
      punchesPerSecond: latencies.length / timedSeconds,
      p50Ms: percentile(latencies, 50),
      p99Ms: percentile(latencies, 99),
      storedPunches: await count('select count(*) as n from clock_punches where company_id = $1'),
      storedEntries: await count('select count(*) as n from time_entries where company_id = $1'),
      expectedEntries: arrivals,
      employeesWithTwoOpenEntries: await count(
        `select count(*) as n from (select employee_id from time_entries
         where company_id = $1 and clock_out is null group by employee_id having count(*) > 1) as doubled`,
      ),
    };
  } finally {
    await client.end();
  }
}

export function printKioskResult(result: KioskBenchResult): void {
  console.log(
    `\nKiosks: ${result.kiosks} clocking concurrently on PostgreSQL, ${result.offeredPerSecond} punches/s offered`,
  );
  console.table([
    {
      'punches/s': Math.round(result.punchesPerSecond),
      'p50 ms': Number(result.p50Ms.toFixed(1)),
      'p99 ms': Number(result.p99Ms.toFixed(1)),
      accepted: result.accepted,
      'stored punches': result.storedPunches,
      'entries (expected)': `${result.storedEntries} (${result.expectedEntries})`,
      'lost or doubled':
        result.accepted - result.storedPunches + (result.storedEntries - result.expectedEntries),
    },
  ]);
  const verdict =
    result.accepted === result.storedPunches &&
    result.storedEntries === result.expectedEntries &&
    result.employeesWithTwoOpenEntries === 0;
  console.log(verdict ? 'Every accepted punch stored once.' : 'MISMATCH: punches lost or doubled.');
  console.log(`p99 target < 50 ms: ${result.p99Ms < 50 ? 'met' : 'missed'}`);
}
