import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactMessages } from '../src/db/schema/contact';
import { openTestDatabase } from './helper';

const message = { fullName: 'Léa', email: 'lea@exemple.fr', message: 'Bonjour' };

describe.skipIf(process.env.DATABASE_URL)('a PGlite database lent again (test/pglite-pool.ts)', () => {
  it('comes back as fresh as a copy: no row, the session reset; one closed by its test is never lent', async () => {
    const first = await openTestDatabase();
    await first.database.db.insert(contactMessages).values(message);
    await first.database.db.execute(sql`set statement_timeout = '1234ms'`);
    await first.release();

    const second = await openTestDatabase();
    expect(second.database.db).toBe(first.database.db);
    expect(await second.database.db.select().from(contactMessages)).toEqual([]);
    const { rows } = (await second.database.db.execute(sql`show statement_timeout`)) as unknown as {
      rows: Array<{ statement_timeout: string }>;
    };
    expect(rows[0]!.statement_timeout).toBe('0');
    await second.database.close();
    await second.release();

    const third = await openTestDatabase();
    expect(third.database.db).not.toBe(second.database.db);
    await third.release();
  });
});
