import { LEGAL_DOCUMENTS_VERSION, legalVersionLabel } from '@pointeo/domain/legal-documents';
import type { TermsStatus } from '@pointeo/domain/terms';
import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { termsAcceptances } from '../../db/schema/terms';
import { recordAuditEvent } from '../audit';

export interface TermsAcceptanceInput {
  companyId: string;
  userId: string;
  acceptedAt: Date;
  ip: string | null;
}

/**
 * Records that an administrator accepted the current version for the company, with its event in the
 * activity log, in the caller's transaction (the company's at registration). Accepting a version twice
 * keeps the first acceptance and logs nothing more.
 */
export async function recordTermsAcceptance(db: Executor, input: TermsAcceptanceInput): Promise<boolean> {
  const { companyId, userId, acceptedAt, ip } = input;
  const inserted = await db
    .insert(termsAcceptances)
    .values({ companyId, userId, acceptedAt, version: LEGAL_DOCUMENTS_VERSION })
    .onConflictDoNothing()
    .returning({ id: termsAcceptances.id });
  if (inserted.length === 0) return false;
  await recordAuditEvent(
    db,
    {
      companyId,
      action: 'legal.terms_accepted',
      actor: { kind: 'member', userId },
      target: `Version du ${legalVersionLabel()}`,
      details: { version: LEGAL_DOCUMENTS_VERSION },
      ip,
    },
    acceptedAt,
  );
  return true;
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
