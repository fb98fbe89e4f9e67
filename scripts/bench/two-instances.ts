import type { ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { companyAccountSchema } from '@pointeo/domain/accounts';
import { withSiretKey } from '@pointeo/domain/siret';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { freePort, startBenchedServer, stopProcess } from './processes';
import { seedKiosks } from './seed-kiosks';

/**
 * `BENCH_ONLY=instances npm run bench`: two compiled server processes on one PostgreSQL database,
 * each request sent alternately (or twice, once through each) to them. Shows that what must happen
 * once does: punches, the sign-in limit, renewals (BILLING_JOB_INTERVAL_SECONDS=1 on both) and mail.
 */
const KIOSKS = 20;
const PUNCH_ROUNDS = 6;
const SUBSCRIBERS = 4;
const RESET_REQUESTS = 8;

export async function benchTwoInstances(databaseUrl: string): Promise<boolean> {
  const received: string[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => {
        data += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push(data);
        callback();
      });
    },
  });
  const smtpPort = await freePort();
  await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));
  const ports = [await freePort(), await freePort()];
  const urls = ports.map((port) => `http://127.0.0.1:${port}`);
  publicOrigin = urls[0]!;
  const processes: ChildProcess[] = [];
  try {
    const authSecret = randomBytes(32).toString('hex');
    for (const port of ports) {
      processes.push(
        await startBenchedServer(port, databaseUrl, {
          AUTH_SECRET: authSecret,
          BASE_URL: urls[0]!,
          SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
          BILLING_JOB_INTERVAL_SECONDS: '1',
        }),
      );
    }
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const checks = [
        await punchesStoredOnce(urls, client),
        await signInLimitShared(urls),
        await renewalsDoneOnce(urls, client),
        ...(await mailsSentOnce(urls, received)),
      ];
      console.log('\nTwo instances, one PostgreSQL database:');
      console.table(checks);
      return checks.every((check) => check.ok);
    } finally {
      await client.end();
    }
  } finally {
    for (const child of processes) await stopProcess(child);
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  }
}

/** Both instances share one public address (BASE_URL), as behind a load balancer: the origin every request carries. */
let publicOrigin = '';

async function post(url: string, path: string, body: unknown, cookie = '') {
  return fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, origin: publicOrigin },
    body: JSON.stringify(body),
  });
}

const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');

let registrations = 0;
async function registerCompany(url: string) {
  registrations++;
  const email = `instances-${Date.now()}-${registrations}@exemple.fr`;
  const response = await post(url, '/api/account/register', {
    companyName: `Deux instances ${registrations}`,
    siret: withSiretKey(`${String(Date.now()).slice(-9)}${String(registrations).padStart(4, '0')}`),
    email,
    password: 'mot-de-passe-solide',
    passwordConfirmation: 'mot-de-passe-solide',
    directorPin: '999999',
    acceptTerms: true,
  });
  if (!response.ok) throw new Error(`registration failed: ${await response.text()}`);
  const cookie = cookiesOf(response);
  const account = await fetch(`${url}/api/account`, { headers: { cookie } });
  return { email, cookie, id: companyAccountSchema.parse(await account.json()).id };
}

/** Each punch is sent through both instances (a kiosk retrying after a lost answer, to another instance). */
async function punchesStoredOnce(urls: string[], client: pg.Client) {
  const company = await registerCompany(urls[0]!);
  // Each round punches every employee again at once: without the double-tap window (decision 030),
  // each round is an arrival or a departure, not a refused double tap.
  const settings = await fetch(`${urls[0]}/api/timesheets/settings`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie: company.cookie, origin: publicOrigin },
    body: JSON.stringify({
      nightStart: '21:00',
      nightEnd: '06:00',
      alsaceMoselle: false,
      doublePunchWindowSeconds: 0,
    }),
  });
  if (!settings.ok) throw new Error(`settings refused: ${await settings.text()}`);
  const kiosks = await seedKiosks(client, company.id, KIOSKS);
  let accepted = 0;
  for (let round = 0; round < PUNCH_ROUNDS; round++) {
    await Promise.all(
      kiosks.map(async (cookie, index) => {
        const punch = {
          id: randomUUID(),
          pin: String(index + 1).padStart(6, '0'),
          punchedAt: new Date().toISOString(),
        };
        const answers = await Promise.all(urls.map((url) => post(url, '/api/kiosk/punches', punch, cookie)));
        if (answers.some((answer) => answer.status === 200)) accepted++;
      }),
    );
  }
  const stored = Number(
    (await client.query('select count(*) as n from clock_punches where company_id = $1', [company.id]))
      .rows[0].n,
  );
  return {
    check: 'kiosk punches, each sent through both',
    expected: accepted,
    observed: stored,
    ok: stored === accepted,
  };
}

/** 5 wrong passwords per e-mail per 15 minutes: the 6th is refused wherever it lands. */
async function signInLimitShared(urls: string[]) {
  const company = await registerCompany(urls[1]!);
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 8; attempt++) {
    const response = await post(urls[attempt % 2]!, '/api/account/sign-in', {
      email: company.email,
      password: 'mauvais-mot-de-passe',
    });
    statuses.push(response.status);
  }
  const refused = statuses.filter((status) => status === 429).length;
  return {
    check: 'sign-in failures, alternating instances',
    expected: 3,
    observed: refused,
    ok: refused === 3,
  };
}

/** Subscriptions made due at once; both instances queue renewals every second. */
async function renewalsDoneOnce(urls: string[], client: pg.Client) {
  const companies: string[] = [];
  for (let index = 0; index < SUBSCRIBERS; index++) {
    const url = urls[index % 2]!;
    const company = await registerCompany(url);
    const started = (await (
      await post(url, '/api/billing/change-plan', { plan: 'Standard' }, company.cookie)
    ).json()) as {
      url: string;
    };
    const sessionId = started.url.split('/').pop()!;
    const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', holder: 'Élodie Martin' };
    await post(url, `/api/payment-simulator/checkouts/${sessionId}/pay`, card);
    await post(url, '/api/billing/confirm-checkout', { sessionId, plan: 'Standard' }, company.cookie);
    companies.push(company.id);
  }
  await client.query(
    `update simulator_subscriptions set current_period_end = now() - interval '1 minute' where company_id = any($1)`,
    [companies],
  );
  const invoices = async () =>
    Number(
      (await client.query('select count(*) as n from factures where entreprise_id = any($1)', [companies]))
        .rows[0].n,
    );
  const expected = SUBSCRIBERS * 2;
  for (let wait = 0; wait < 60 && (await invoices()) < expected; wait++) await sleep(500);
  // A few more intervals: a second renewal of the same period would show up now.
  await sleep(3_000);
  const observed = await invoices();
  return { check: 'invoices after one due renewal each', expected, observed, ok: observed === expected };
}

/**
 * Reset requests through both instances: the route allows 5 a minute per IP, a limit both share, and
 * each accepted request's mail leaves once, whichever instance's worker takes it.
 */
async function mailsSentOnce(urls: string[], received: string[]) {
  const company = await registerCompany(urls[0]!);
  const before = received.length;
  let accepted = 0;
  let refused = 0;
  for (let index = 0; index < RESET_REQUESTS; index++) {
    const response = await post(urls[index % 2]!, '/api/auth/request-password-reset', {
      email: company.email,
    });
    if (response.status === 200) accepted++;
    if (response.status === 429) refused++;
  }
  for (let wait = 0; wait < 60 && received.length - before < accepted; wait++) await sleep(500);
  await sleep(3_000);
  const observed = received.length - before;
  return [
    {
      check: 'reset requests refused past 5/min (rate limit)',
      expected: RESET_REQUESTS - 5,
      observed: refused,
      ok: refused === RESET_REQUESTS - 5,
    },
    {
      check: 'reset mails, one per accepted request',
      expected: accepted,
      observed,
      ok: observed === accepted && accepted === 5,
    },
  ];
}
