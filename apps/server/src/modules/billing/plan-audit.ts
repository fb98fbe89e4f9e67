import type { Executor } from '../../db/client';
import type { CompanyBillingChange } from '../accounts';
import { type AuditActor, recordAuditEvent } from '../audit';

/** Who asked for a change, when a member did: the webhooks and renewals are Pointeo's. */
export interface PlanChangeRequester {
  actor: AuditActor;
  ip: string | null;
}

const POINTEO: PlanChangeRequester = { actor: { kind: 'system' }, ip: null };

/**
 * Records in the activity log that the subscription's plan changes, in the transaction that writes
 * it (decision 081); a change that keeps the plan records nothing.
 */
export async function recordPlanChange(
  tx: Executor,
  company: { id: string; plan: string },
  change: CompanyBillingChange,
  now: Date,
  by: PlanChangeRequester = POINTEO,
): Promise<void> {
  if (!change.plan || change.plan === company.plan) return;
  const details = { previousPlan: company.plan, plan: change.plan };
  await recordAuditEvent(
    tx,
    {
      companyId: company.id,
      action: 'billing.plan_changed',
      actor: by.actor,
      target: change.plan,
      details,
      ip: by.ip,
    },
    now,
  );
}
