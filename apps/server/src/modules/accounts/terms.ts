import { LEGAL_DOCUMENTS_VERSION } from '@pointeo/domain/legal-documents';
import type { TermsStatus } from '@pointeo/domain/terms';
import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { termsAcceptances } from '../../db/schema/terms';

export interface TermsAcceptanceInput {
  companyId: string;
  userId: string;
  acceptedAt: Date;
}

/**
 * Records that an administrator accepted the current version for the company, in the caller's
 * transaction at registration. Accepting a version twice keeps the first acceptance.
 */
export async function recordTermsAcceptance(db: Executor, input: TermsAcceptanceInput): Promise<boolean> {
  const inserted = await db
    .insert(termsAcceptances)
    .values({ ...input, version: LEGAL_DOCUMENTS_VERSION })
    .onConflictDoNothing()
    .returning({ id: termsAcceptances.id });
  return inserted.length > 0;
}

/** Whether the company accepted the current version, and its latest acceptance. */
export async function termsStatus(db: Executor, companyId: string): Promise<TermsStatus> {
  const [latest] = await db
    .select({ version: termsAcceptances.version, acceptedAt: termsAcceptances.acceptedAt })
    .from(termsAcceptances)
    .where(eq(termsAcceptances.companyId, companyId))
    .orderBy(desc(termsAcceptances.acceptedAt))
    .limit(1);
  return {
    currentVersion: LEGAL_DOCUMENTS_VERSION,
    accepted: latest?.version === LEGAL_DOCUMENTS_VERSION,
    acceptedAt: latest?.acceptedAt.toISOString() ?? null,
    acceptedVersion: latest?.version ?? null,
  };
}
