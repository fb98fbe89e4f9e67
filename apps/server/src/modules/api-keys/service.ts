import {
  API_KEY_MESSAGES,
  type ApiKey,
  type ApiKeyList,
  type ApiKeyScope,
  type CreateApiKey,
  type CreatedApiKey,
  MAX_LIVE_API_KEYS,
} from '@pointeo/domain/api-keys';
import { parisIsoDate } from '@pointeo/domain/dates';
import { addDays, parisDayStart } from '@pointeo/domain/paris-calendar';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordAuditEvent } from '../audit';
import { newApiKeySecret } from './credential';
import { type ApiKeyRow, countLiveKeys, insertKey, listKeys, lockCompanyKeys, revokeKey } from './repository';

export const apiKeyNotFound = () => new AppError('API_KEY_NOT_FOUND', 404, API_KEY_MESSAGES.notFound);

const iso = (date: Date | null) => date?.toISOString() ?? null;

function keyView(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: iso(row.lastUsedAt),
    expiresAt: iso(row.expiresAt),
    revokedAt: iso(row.revokedAt),
  };
}

export interface NewApiKey {
  companyId: string;
  /** The member creating it (their user id). */
  createdBy: string;
  /** Their name and address, for the activity log. */
  creatorName?: string;
  ip?: string | null;
  name: string;
  scopes: readonly ApiKeyScope[];
  /** The instant it stops working; null: never. */
  expiresAt: Date | null;
}

/**
 * Creates a key and answers its secret, this once: only its hash is kept. Refused beyond
 * MAX_LIVE_API_KEYS live keys (revoke one first).
 */
export async function issueApiKey(db: Database, key: NewApiKey, now: Date): Promise<CreatedApiKey> {
  const { secret, hash, prefix } = newApiKeySecret();
  const scopes: ApiKeyScope[] = key.scopes.includes('write') ? ['read', 'write'] : ['read'];
  const row = await db.transaction(async (tx) => {
    await lockCompanyKeys(tx, key.companyId);
    if ((await countLiveKeys(tx, key.companyId, now)) >= MAX_LIVE_API_KEYS) {
      throw new AppError('TOO_MANY_API_KEYS', 409, API_KEY_MESSAGES.tooMany);
    }
    const inserted = await insertKey(tx, {
      companyId: key.companyId,
      name: key.name,
      prefix,
      secretHash: hash,
      scopes,
      expiresAt: key.expiresAt,
      createdBy: key.createdBy,
      createdAt: now,
    });
    const actor = { kind: 'member', userId: key.createdBy, name: key.creatorName } as const;
    await recordAuditEvent(
      tx,
      {
        companyId: key.companyId,
        action: 'api_key.created',
        actor,
        target: key.name,
        details: { scopes: scopes.join(', ') },
        ip: key.ip,
      },
      now,
    );
    return inserted;
  });
  return { key: keyView(row), secret };
}

/**
 * 'Créer une clé': the last day given ('AAAA-MM-JJ') is a Paris day after today; the key stops at
 * its end (the next Paris midnight).
 */
export async function createApiKey(
  db: Database,
  companyId: string,
  creator: { userId: string; name: string; ip: string | null },
  input: CreateApiKey,
  now: Date,
): Promise<CreatedApiKey> {
  if (input.expiresOn !== null && input.expiresOn <= parisIsoDate(now)) {
    throw new AppError('VALIDATION_FAILED', 400, API_KEY_MESSAGES.expiryPast, {
      expiresOn: API_KEY_MESSAGES.expiryPast,
    });
  }
  const expiresAt =
    input.expiresOn === null ? null : new Date(parisDayStart(addDays(input.expiresOn, 1)) * 60_000);
  const { userId: createdBy, name: creatorName, ip } = creator;
  const { name, scopes } = input;
  return issueApiKey(db, { companyId, createdBy, creatorName, ip, name, scopes, expiresAt }, now);
}

export async function listApiKeys(db: Database, companyId: string): Promise<ApiKeyList> {
  return { keys: (await listKeys(db, companyId)).map(keyView) };
}

/** 'Révoquer': the next call with the key is refused. Another company's id, or none: 404. */
export async function revokeApiKey(
  db: Database,
  companyId: string,
  keyId: string,
  by: { userId: string; name: string; ip: string | null },
  now: Date,
): Promise<ApiKey> {
  return db.transaction(async (tx) => {
    const row = await revokeKey(tx, companyId, keyId, now);
    if (!row) throw apiKeyNotFound();
    // A key revoked before stays as it was: nothing new to record.
    if (row.revokedAt?.getTime() !== now.getTime()) return keyView(row);
    const actor = { kind: 'member', userId: by.userId, name: by.name } as const;
    await recordAuditEvent(
      tx,
      { companyId, action: 'api_key.revoked', actor, target: row.name, ip: by.ip },
      now,
    );
    return keyView(row);
  });
}
