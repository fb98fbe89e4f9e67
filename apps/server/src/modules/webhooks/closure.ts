import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { webhookEndpoints, webhookEvents } from '../../db/schema/webhooks';

/** A closed company's endpoints stop receiving anything (decision 083), as if it had turned them off. */
export async function disableCompanyWebhookEndpoints(
  tx: Executor,
  companyId: string,
  now: Date,
): Promise<void> {
  await tx
    .update(webhookEndpoints)
    .set({ enabled: false, disabledAt: now, disabledReason: 'company' })
    .where(eq(webhookEndpoints.companyId, companyId));
}

/**
 * Its events waiting in the outbox, and their delivery log, go (decision 091): no endpoint will take
 * them, and their payloads copy the employees' names, e-mails and matricules.
 */
export async function deleteCompanyWebhookEvents(tx: Executor, companyId: string): Promise<void> {
  await tx.delete(webhookEvents).where(eq(webhookEvents.companyId, companyId));
}
