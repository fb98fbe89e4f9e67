import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * Migrations 0037 and 0039 on a database made by the previous schema (issue 29 item 6): migrated up to
 * the one before, filled with old-shape rows in raw SQL, then migrated to the end.
 */
/** Two full migrations of a fresh PGlite in one test: a minute and more on a busy machine. */
const TWO_MIGRATIONS_MS = 120_000;
const MIGRATIONS = join(import.meta.dirname, '..', '..', 'drizzle');
const LAST_BEFORE_SITES = '0036_week-employee-records';

function migrationsUpTo(tag: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'pointeo-previous-schema-'));
  cpSync(MIGRATIONS, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(last).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

describe('migration 0037 on a database made by the previous schema', () => {
  const client = new PGlite({ extensions: { pg_trgm } });
  const db = drizzle(client);
  const previous = migrationsUpTo(LAST_BEFORE_SITES);
  afterAll(async () => {
    rmSync(previous, { recursive: true, force: true });
    await client.close();
  });

  it(
    'gives every company a «Site principal» holding its employees and kiosks, keeping its holidays',
    async () => {
      await migrate(db, { migrationsFolder: previous });
      const sitesBefore = await client.query<{ n: number }>(
        `select count(*)::int as n from information_schema.tables where table_name = 'sites'`,
      );
      expect(sitesBefore.rows[0]!.n).toBe(0);

      await client.exec(`
      insert into auth_users (id, name, email, email_verified, created_at, updated_at) values
        ('strasbourg', 'Boulangerie', 'a@example.fr', true, now(), now()),
        ('paris', 'Bureau', 'b@example.fr', true, now(), now()),
        ('nowhere', 'Sans adresse', 'c@example.fr', true, now(), now()),
        ('lyon', 'Atelier', 'd@example.fr', true, now(), now());
      insert into entreprises (id, nom, siret, email, adresse, code_postal, ville) values
        ('strasbourg', 'Boulangerie', '11111111111111', 'a@example.fr', '1 rue du Dôme', '67000', 'Strasbourg'),
        ('paris', 'Bureau', '22222222222222', 'b@example.fr', '8 rue Royale', '75008', 'Paris'),
        ('nowhere', 'Sans adresse', '33333333333333', 'c@example.fr', null, null, null),
        ('lyon', 'Atelier', '44444444444444', 'd@example.fr', '2 quai Rambaud', '69002', 'Lyon');
      insert into company_time_settings (company_id, alsace_moselle, updated_at) values ('strasbourg', true, now()), ('paris', false, now()), ('lyon', true, now());
      insert into employees (id, company_id, first_name, last_name, role, pin_code) values
        ('00000000-0000-4000-8000-000000000001', 'strasbourg', 'Direction', 'Boulangerie', 'direction', '111111'),
        ('00000000-0000-4000-8000-000000000002', 'strasbourg', 'Inès', 'Martin', 'employee', '222222'),
        ('00000000-0000-4000-8000-000000000003', 'paris', 'Direction', 'Bureau', 'direction', '333333'),
        ('00000000-0000-4000-8000-000000000004', 'nowhere', 'Direction', 'Sans adresse', 'direction', '444444');
      insert into kiosk_devices (id, company_id, name, credential_hash) values
        ('00000000-0000-4000-8000-0000000000d1', 'strasbourg', 'Tablette', 'hash-1');
      insert into kiosk_pairing_codes (company_id, code_hash, device_name, expires_at) values
        ('paris', 'code-1', 'Tablette Paris', now() + interval '1 hour');
      insert into time_entries (id, company_id, employee_id, clock_in) values
        ('00000000-0000-4000-8000-0000000000e1', 'strasbourg', '00000000-0000-4000-8000-000000000002', '2026-11-02T08:00:00Z');
      insert into clock_punches (id, company_id, device_id, employee_id, entry_id, kind, punched_at) values
        ('00000000-0000-4000-8000-0000000000f1', 'strasbourg', '00000000-0000-4000-8000-0000000000d1',
         '00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-0000000000e1', 'in', '2026-11-02T08:00:00Z');
      insert into entry_corrections (company_id, entry_id, kind, before, after, reason, author_id, created_at) values
        ('strasbourg', '00000000-0000-4000-8000-0000000000e1', 'close', '{}', '{}', 'Oubli', 'strasbourg', now()),
        ('strasbourg', '00000000-0000-4000-8000-0000000000e1', 'delete', '{}', null, 'Annulé', 'kiosk:00000000-0000-4000-8000-0000000000d1', now());
    `);

      await migrate(db, { migrationsFolder: MIGRATIONS });

      const sites = await client.query<{
        company_id: string;
        id: string;
        name: string;
        departement: string | null;
        postal_code: string | null;
        city: string | null;
      }>('select company_id, id, name, departement, postal_code, city from sites order by company_id');
      expect(sites.rows.map(({ id: _id, ...site }) => site)).toEqual([
        // Alsace-Moselle on outside 57/67/68: the site takes 57, so its holidays stay the same.
        { company_id: 'lyon', name: 'Site principal', departement: '57', postal_code: '69002', city: 'Lyon' },
        { company_id: 'nowhere', name: 'Site principal', departement: null, postal_code: null, city: null },
        {
          company_id: 'paris',
          name: 'Site principal',
          departement: '75',
          postal_code: '75008',
          city: 'Paris',
        },
        {
          company_id: 'strasbourg',
          name: 'Site principal',
          departement: '67',
          postal_code: '67000',
          city: 'Strasbourg',
        },
      ]);
      const siteOf = Object.fromEntries(sites.rows.map((site) => [site.company_id, site.id]));

      const employees = await client.query<{ company_id: string; site_id: string }>(
        'select company_id, site_id from employees',
      );
      expect(employees.rows).toHaveLength(4);
      for (const row of employees.rows) expect(row.site_id).toBe(siteOf[row.company_id]);
      const devices = await client.query<{ site_id: string }>('select site_id from kiosk_devices');
      expect(devices.rows).toEqual([{ site_id: siteOf.strasbourg }]);
      const codes = await client.query<{ site_id: string }>('select site_id from kiosk_pairing_codes');
      expect(codes.rows).toEqual([{ site_id: siteOf.paris }]);
      const punches = await client.query<{ site_id: string | null; other_site: boolean }>(
        'select site_id, other_site from clock_punches',
      );
      expect(punches.rows).toEqual([{ site_id: null, other_site: false }]);
      // The company's toggle is gone (decision 060): each site's département decides, copied above.
      const alsace = await client.query<{ n: number }>(
        `select count(*)::int as n from information_schema.columns
        where table_name = 'company_time_settings' and column_name = 'alsace_moselle'`,
      );
      expect(alsace.rows).toEqual([{ n: 0 }]);
      const settings = await client.query<{ company_id: string }>(
        'select company_id from company_time_settings order by company_id',
      );
      expect(settings.rows.map((row) => row.company_id)).toEqual(['lyon', 'paris', 'strasbourg']);

      // Authors written before decision 060 have no name: append-only, they are read as the company
      // account (or the kiosk's employee), as they were shown.
      const corrections = await client.query<{ author_name: string | null }>(
        'select author_name from entry_corrections order by kind',
      );
      expect(corrections.rows).toEqual([{ author_name: null }, { author_name: null }]);

      // The composite key keeps a row on a site of its own company.
      await expect(
        client.query(`update employees set site_id = $1 where company_id = 'strasbourg'`, [siteOf.paris]),
      ).rejects.toThrow();
    },
    TWO_MIGRATIONS_MS,
  );
});

describe('migration 0039 on a database made by the previous schema', () => {
  const client = new PGlite({ extensions: { pg_trgm } });
  const db = drizzle(client);
  const previous = migrationsUpTo('0038_team');
  afterAll(async () => {
    rmSync(previous, { recursive: true, force: true });
    await client.close();
  });

  it(
    "gives each Responsable de site, member or invited, the company's one site",
    async () => {
      await migrate(db, { migrationsFolder: previous });
      await client.exec(`
      insert into auth_users (id, name, email, email_verified, created_at, updated_at) values
        ('shop', 'Boutique', 'a@example.fr', true, now(), now()),
        ('manager', 'Chef', 'chef@example.fr', true, now(), now()),
        ('payroll', 'Paie', 'paie@example.fr', true, now(), now());
      insert into entreprises (id, nom, siret, email) values ('shop', 'Boutique', '11111111111111', 'a@example.fr');
      insert into sites (id, company_id, name) values ('00000000-0000-4000-8000-0000000000a1', 'shop', 'Site principal');
      insert into company_members (company_id, user_id, role) values
        ('shop', 'shop', 'admin'), ('shop', 'manager', 'site_manager'), ('shop', 'payroll', 'payroll');
      insert into member_invitations (company_id, email, role, token_hash, invited_by, expires_at) values
        ('shop', 'invite@example.fr', 'site_manager', 'hash-1', 'shop', now() + interval '7 days'),
        ('shop', 'compta@example.fr', 'accountant', 'hash-2', 'shop', now() + interval '7 days');
    `);

      await migrate(db, { migrationsFolder: MIGRATIONS });

      const memberSites = await client.query('select user_id, site_id from member_sites');
      expect(memberSites.rows).toEqual([
        { user_id: 'manager', site_id: '00000000-0000-4000-8000-0000000000a1' },
      ]);
      const invitations = await client.query<{ email: string; site_ids: string[] }>(
        'select email, site_ids from member_invitations order by email',
      );
      expect(invitations.rows).toEqual([
        { email: 'compta@example.fr', site_ids: [] },
        { email: 'invite@example.fr', site_ids: ['00000000-0000-4000-8000-0000000000a1'] },
      ]);
      // The CHECK holds from now on: a Responsable de site is invited with at least one site.
      await expect(
        client.exec(
          `insert into member_invitations (company_id, email, role, token_hash, invited_by, expires_at)
         values ('shop', 'x@example.fr', 'site_manager', 'hash-3', 'shop', now() + interval '7 days')`,
        ),
      ).rejects.toThrow();
    },
    TWO_MIGRATIONS_MS,
  );
});
