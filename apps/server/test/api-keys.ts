import type { ApiKeyScope } from '@pointeo/domain/api-keys';
import type { PlanName } from '@pointeo/domain/plans';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { companies } from '../src/db/schema/accounts';
import { issueApiKey as issueKey } from '../src/modules/api-keys';
import { databaseOf } from './helper';

/**
 * The API's test set-up (decision 075): a key issued through the api-keys module's face, as
 * 'Créer une clé' does, and a company put on a plan.
 */

export interface IssueApiKeyOptions {
  /** ['read'] by default; ['write'] or ['read', 'write'] gives a read-write key. */
  scopes?: ApiKeyScope[];
  /** The instant it stops working; never by default. */
  expiresAt?: Date;
  name?: string;
}

/**
 * A new key of the company; answers its secret ('pto_live_…'), for `Authorization: Bearer`. Created
 * by the company's owner (whose user id is the company id), at the real time (not the app's clock).
 */
export async function issueApiKey(
  app: FastifyInstance,
  companyId: string,
  options: IssueApiKeyOptions = {},
): Promise<string> {
  const { secret } = await issueKey(
    databaseOf(app).db,
    {
      companyId,
      createdBy: companyId,
      name: options.name ?? 'Intégration de test',
      scopes: options.scopes ?? ['read'],
      expiresAt: options.expiresAt ?? null,
    },
    new Date(),
  );
  return secret;
}

/** Puts the company on this plan, as a paid subscription would (its column only, no invoice). */
export async function setCompanyPlan(app: FastifyInstance, companyId: string, plan: PlanName): Promise<void> {
  await databaseOf(app).db.update(companies).set({ plan }).where(eq(companies.id, companyId));
}

/** Puts the company on Premium, the plan with the API. */
export const usePremium = (app: FastifyInstance, companyId: string) =>
  setCompanyPlan(app, companyId, 'Premium');

/** The headers of a call with the key. */
export const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });

/**
 * The code of an error answer, whichever shape it has: `{ error: { code } }` or an RFC 9457 problem
 * with `code` (the API's, issue 31).
 */
export function errorCodeOf(body: unknown): string | undefined {
  const answer = body as { code?: string; error?: { code?: string } } | null;
  return answer?.code ?? answer?.error?.code;
}
