import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { apiKeys } from '../../db/schema/api-keys';

/** A closed company's keys are all revoked at once (decision 083): the next call is refused. */
export async function revokeCompanyApiKeys(tx: Executor, companyId: string, now: Date): Promise<void> {
  await tx
    .update(apiKeys)
    .set({ revokedAt: now })
    .where(and(eq(apiKeys.companyId, companyId), isNull(apiKeys.revokedAt)));
}
