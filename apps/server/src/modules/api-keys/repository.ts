import { MAX_LISTED_API_KEYS } from '@pointeo/domain/api-keys';
import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { namedStatement } from '../../db/prepared-once';
import { companies } from '../../db/schema/accounts';
import { apiKeys } from '../../db/schema/api-keys';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

/**
 * The door's one read (decision 086): the key whose secret has this hash, whatever its company or
 * state (the guard decides), with its company's plan, as a statement prepared on every connection.
 */
const findKeyStatement = namedStatement('api_key_find_by_hash', (db) =>
  db
    .select({
      id: apiKeys.id,
      companyId: apiKeys.companyId,
      scopes: apiKeys.scopes,
      expiresAt: apiKeys.expiresAt,
      revokedAt: apiKeys.revokedAt,
      lastUsedAt: apiKeys.lastUsedAt,
      plan: companies.plan,
    })
    .from(apiKeys)
    .innerJoin(companies, eq(companies.id, apiKeys.companyId))
    .where(eq(apiKeys.secretHash, sql.placeholder('secretHash'))),
);

export async function findKeyByHash(db: Executor, secretHash: string) {
  const [row] = await findKeyStatement(db).execute({ secretHash });
  return row;
}

/**
 * Writes the key's last use unless another call (of any instance) wrote it less than `everyMs`
 * before: at most one write a minute per key, whatever the traffic.
 */
export async function noteKeyUse(db: Executor, keyId: string, at: Date, everyMs: number) {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: at })
    .where(
      and(
        eq(apiKeys.id, keyId),
        or(isNull(apiKeys.lastUsedAt), lte(apiKeys.lastUsedAt, new Date(at.getTime() - everyMs))),
      ),
    );
}

/** Serialises the creations of one company's keys, so two at once cannot pass the bound together. */
export async function lockCompanyKeys(tx: Executor, companyId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`api-keys:${companyId}`}, 0))`);
}

/** Keys neither revoked nor expired. */
export async function countLiveKeys(db: Executor, companyId: string, now: Date) {
  const [row] = await db
    .select({ live: count() })
    .from(apiKeys)
    .where(
      and(
        eq(apiKeys.companyId, companyId),
        isNull(apiKeys.revokedAt),
        or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, now)),
      ),
    );
  return row?.live ?? 0;
}

export async function insertKey(db: Executor, key: typeof apiKeys.$inferInsert): Promise<ApiKeyRow> {
  const [row] = await db.insert(apiKeys).values(key).returning();
  return row!;
}

/** The company's keys: those not revoked first, newest first within each, bounded. */
export async function listKeys(db: Executor, companyId: string): Promise<ApiKeyRow[]> {
  return db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.companyId, companyId))
    .orderBy(sql`${apiKeys.revokedAt} is not null`, desc(apiKeys.createdAt), asc(apiKeys.id))
    .limit(MAX_LISTED_API_KEYS);
}

/** Revokes the company's key now, if not yet revoked; the key, or undefined when none has this id. */
export async function revokeKey(db: Executor, companyId: string, keyId: string, at: Date) {
  await db
    .update(apiKeys)
    .set({ revokedAt: at })
    .where(and(eq(apiKeys.companyId, companyId), eq(apiKeys.id, keyId), isNull(apiKeys.revokedAt)));
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.companyId, companyId), eq(apiKeys.id, keyId)));
  return row;
}

/** The names of these keys of the company, revoked or not (the activity log's authors, decision 081). */
export async function apiKeyNames(
  db: Executor,
  companyId: string,
  keyIds: string[],
): Promise<Map<string, string>> {
  if (keyIds.length === 0) return new Map();
  const rows = await db
    .select({ id: apiKeys.id, name: apiKeys.name })
    .from(apiKeys)
    .where(and(eq(apiKeys.companyId, companyId), inArray(apiKeys.id, keyIds)));
  return new Map(rows.map((row) => [row.id, row.name]));
}
