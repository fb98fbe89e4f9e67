import { companyAccountSchema } from '@pointeo/domain/accounts';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { containsAllWords, searchWords } from '../../apps/server/src/db/search-text';

/**
 * The scale case of the Employés tab: one company with `count` employees (plan Premium) among
 * other companies' employees, so every query has to find its company's rows in a shared table.
 */
const FIRST_NAMES = [
  'Zoé',
  'Adam',
  'Léa',
  'Hugo',
  'Chloé',
  'Louis',
  'Inès',
  'Gabriel',
  'Lætitia',
  'Jules',
  'Émilie',
  'Raphaël',
  'Anaïs',
  'Noé',
  'Maëlys',
  'Théo',
  'Jérôme',
  'Céline',
  'François',
  'Hélène',
  'Benoît',
  'Agnès',
  'Loïc',
  'Mélanie',
];
const LAST_NAMES = [
  'Martin',
  'Bernard',
  'Dubois',
  'Thomas',
  'Robert',
  'Richard',
  'Petit',
  'Durand',
  'Leroy',
  'Moreau',
  'Simon',
  'Laurent',
  'Lefèvre',
  'Michel',
  'Garcia',
  'David',
  'Bertrand',
  'Roux',
  'Vincent',
  'Fournier',
  'Morel',
  'Girard',
  'André',
  'Mercier',
  'Dupont',
  'Lambert',
  'Bonnet',
  'François',
  'Martinez',
  'Legrand',
  'Garnier',
  'Faure',
];
const ZONES = ['Accueil', 'Atelier', 'Entrepôt nord', 'Entrepôt sud', 'Caisse', 'Livraison', 'Bureau'];

const OTHER_COMPANIES = 200;
const EMPLOYEES_PER_OTHER_COMPANY = 50;
export const OTHER_COMPANIES_EMPLOYEES = OTHER_COMPANIES * EMPLOYEES_PER_OTHER_COMPANY;

async function withClient<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Registers a benchmark company through the API, as a person would, and returns its cookie. */
export async function registerBenchCompany(
  appUrl: string,
  company = { name: 'Bench SAS', siret: '73282932000074', email: 'bench@exemple.fr' },
): Promise<{ cookie: string; companyId: string }> {
  const response = await fetch(`${appUrl}/api/account/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      companyName: company.name,
      siret: company.siret,
      email: company.email,
      password: 'mot-de-passe-du-bench',
      passwordConfirmation: 'mot-de-passe-du-bench',
      directorPin: '000000',
      acceptTerms: true,
    }),
  });
  if (response.status !== 201) throw new Error(`registration failed: ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  const account = await fetch(`${appUrl}/api/account`, { headers: { cookie } });
  const { id } = companyAccountSchema.parse(await account.json());
  return { cookie, companyId: id };
}

const sqlArray = (values: string[]) => `array[${values.map((value) => `'${value}'`).join(', ')}]`;

/** Employees i = 1..count: names and zones cycle through the lists, half have a PIN. */
const employeeRows = (companyIdSql: string, count: number) => `
  select ${companyIdSql},
         (${sqlArray(FIRST_NAMES)})[1 + i % ${FIRST_NAMES.length}],
         (${sqlArray(LAST_NAMES)})[1 + (i / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}] || case when i > ${FIRST_NAMES.length * LAST_NAMES.length} then '-' || (i / ${FIRST_NAMES.length * LAST_NAMES.length}) else '' end,
         case when i % 5 = 0 then null else (${sqlArray(ZONES)})[1 + i % ${ZONES.length}] end,
         case when i % 2 = 0 then lpad((100000 + i)::text, 6, '0') end
  from generate_series(1, ${count}) as i`;

/** `count` employees more in the company, on Premium; vacuumed and analysed as autovacuum would. */
export async function addEmployees(databaseUrl: string, companyId: string, count: number): Promise<void> {
  await withClient(databaseUrl, async (client) => {
    await client.query('begin');
    await insertCompanyEmployees(client, companyId, count);
    await client.query('commit');
    await client.query('vacuum analyze employees');
  });
}

async function insertCompanyEmployees(client: pg.Client, companyId: string, count: number) {
  await client.query(`update entreprises set abonnement = 'Premium' where id = $1`, [companyId]);
  // Every employee works on a site (issue 29): the company's first, made at sign-up.
  await client.query(
    `insert into employees (company_id, site_id, first_name, last_name, zone, pin_code)
     select e.company_id,
            (select id from sites where company_id = $1 order by created_at, id limit 1),
            e.first_name, e.last_name, e.zone, e.pin_code
     from (${employeeRows(`'${companyId}'`, count)}) as e(company_id, first_name, last_name, zone, pin_code)`,
    [companyId],
  );
}

export async function seedEmployees(databaseUrl: string, companyId: string, count: number): Promise<void> {
  await withClient(databaseUrl, async (client) => {
    await client.query('begin');
    await insertCompanyEmployees(client, companyId, count);
    await client.query(
      `insert into auth_users (id, name, email)
       select 'other-' || c, 'Autre ' || c, 'autre-' || c || '@exemple.fr' from generate_series(1, ${OTHER_COMPANIES}) c`,
    );
    await client.query(
      `insert into entreprises (id, nom, siret, email, abonnement)
       select 'other-' || c, 'Autre ' || c, lpad(c::text, 14, '0'), 'autre-' || c || '@exemple.fr', 'Standard'
       from generate_series(1, ${OTHER_COMPANIES}) c`,
    );
    await client.query(
      `insert into sites (company_id, name)
       select 'other-' || c, 'Site principal' from generate_series(1, ${OTHER_COMPANIES}) c`,
    );
    await client.query(
      `insert into employees (company_id, site_id, first_name, last_name, zone, pin_code)
       select 'other-' || c, s.id, first_name, last_name, zone, pin_code
       from generate_series(1, ${OTHER_COMPANIES}) c
            join sites s on s.company_id = 'other-' || c,
            lateral (${employeeRows("'x'", EMPLOYEES_PER_OTHER_COMPANY)}) as e(company_id, first_name, last_name, zone, pin_code)`,
    );
    await client.query('commit');
    // What autovacuum does on a live table; it lets the list's count read the index alone.
    await client.query('vacuum analyze employees');
  });
}

/** The plans PostgreSQL picks for a search's first page of ids and its count, to show which index answers. */
export async function explainSearch(databaseUrl: string, companyId: string, word: string): Promise<string> {
  const matching = sql`company_id = ${companyId} and archived_at is null
    and ${containsAllWords(sql`search_text`, searchWords(word))}`;
  const queries = {
    page: sql`select id from employees where ${matching} order by role, search_text, id limit 50`,
    count: sql`select count(*) from employees where ${matching}`,
  };
  return withClient(databaseUrl, async (client) => {
    const plans = [];
    for (const [name, query] of Object.entries(queries)) {
      const { sql: text, params } = new PgDialect().sqlToQuery(sql`explain (analyze, costs off) ${query}`);
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(text, params);
      plans.push(`  ${name}:`, ...rows.map((row) => `    ${row['QUERY PLAN']}`));
    }
    return plans.join('\n');
  });
}
