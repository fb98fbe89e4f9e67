import { createHash, randomBytes } from 'node:crypto';
import type pg from 'pg';

/**
 * Kiosk devices of a company written straight into the database, as the seeded employees are: a
 * pairing code per tablet would meet the pairing limits (10 a minute per address, decision record
 * 029), which are not what the bench measures. Returns each device's cookie, as the server makes it.
 */
export async function seedKiosks(client: pg.Client, companyId: string, count: number): Promise<string[]> {
  const credentials = Array.from({ length: count }, () => randomBytes(32).toString('base64url'));
  await client.query(
    `insert into kiosk_devices (company_id, name, credential_hash)
     select $1, 'Borne ' || n, hash from unnest($2::text[]) with ordinality as device(hash, n)`,
    [companyId, credentials.map((credential) => createHash('sha256').update(credential).digest('hex'))],
  );
  return credentials.map((credential) => `pointeo_kiosk=${credential}`);
}
