import { createHash, randomBytes } from 'node:crypto';
import type pg from 'pg';

/**
 * `count` employees (PINs 000001, 000002…) and as many kiosk devices, all on the company's first
 * site (issue 29), written straight into the database: a pairing code per tablet would meet the
 * pairing limits (10 a minute per address, decision record 029), which are not what the bench
 * measures. Returns each device's cookie, as the server makes it; the load generator gives the n-th
 * kiosk the n-th PIN.
 */
export async function seedKiosks(client: pg.Client, companyId: string, count: number): Promise<string[]> {
  const firstSite = `(select id from sites where company_id = $1 order by created_at, id limit 1)`;
  await client.query(
    `insert into employees (company_id, first_name, last_name, pin_code, site_id)
     select $1, 'Employé', 'n°' || n, lpad(n::text, 6, '0'), ${firstSite} from generate_series(1, $2) as n`,
    [companyId, count],
  );
  const credentials = Array.from({ length: count }, () => randomBytes(32).toString('base64url'));
  await client.query(
    `insert into kiosk_devices (company_id, name, credential_hash, site_id)
     select $1, 'Borne ' || n, hash, ${firstSite} from unnest($2::text[]) with ordinality as device(hash, n)`,
    [companyId, credentials.map((credential) => createHash('sha256').update(credential).digest('hex'))],
  );
  return credentials.map((credential) => `pointeo_kiosk=${credential}`);
}
