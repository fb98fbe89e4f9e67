import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { webhookEndpoints } from '../../db/schema/webhooks';

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
