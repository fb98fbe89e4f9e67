import { addOneMonth } from '@pointeo/domain/billing';
import type { InvoiceSeller } from '@pointeo/domain/issued-invoice';
import { isPlanName, planPriceCents } from '@pointeo/domain/plans';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../../../db/client';
import type { PeriodicJob } from '../../../../jobs/job-queue';
import { applyInvoiceEvent, applySubscriptionSnapshot } from '../../provider-events';
import { claimBillingEvent } from '../../repository';
import { claimDueSubscription, type SimulatorSubscriptionRow, updateSubscription } from './repository';
import { toProviderSubscription } from './simulator-provider';

/**
 * The simulator's period end, what the real provider does on its side: each due subscription is
 * renewed (a new invoice), switched to its scheduled plan, or ended. A subscription is claimed with
 * SKIP LOCKED and its effect on the company is written in the same transaction under a recorded
 * event id, so two server instances never apply one period end twice. Returns how many were done.
 */
export async function runSimulatorRenewals(db: Database, seller: InvoiceSeller, now: Date): Promise<number> {
  let processed = 0;
  for (;;) {
    const advanced = await db.transaction(async (tx) => {
      const due = await claimDueSubscription(tx, now);
      if (!due) return false;
      await endPeriod(tx, seller, due, now);
      return true;
    });
    if (!advanced) return processed;
    processed++;
  }
}

/** The renewals as a job of the queue: one run at a time across instances. */
export function simulatorRenewalsJob(
  db: Database,
  seller: InvoiceSeller,
  now: () => Date,
  log: FastifyBaseLogger,
): PeriodicJob {
  return {
    name: 'simulator-renewals',
    async run() {
      const count = await runSimulatorRenewals(db, seller, now());
      if (count > 0) log.info({ job: 'simulator-renewals', count }, 'billing job applied period ends');
    },
  };
}

async function endPeriod(
  tx: Executor,
  seller: InvoiceSeller,
  subscription: SimulatorSubscriptionRow,
  now: Date,
): Promise<void> {
  const periodEnd = subscription.currentPeriodEnd;
  const eventId = (outcome: string) => `evt_sim_${subscription.id}_${periodEnd.getTime()}_${outcome}`;

  if (subscription.cancelAtPeriodEnd) {
    const ended = await updateSubscription(tx, subscription.id, { status: 'canceled' });
    if (await claimBillingEvent(tx, eventId('ended'), 'subscription.changed')) {
      await applySubscriptionSnapshot(tx, toProviderSubscription(ended!), now);
    }
    return;
  }

  const plan = isPlanName(subscription.scheduledPlan) ? subscription.scheduledPlan : subscription.plan;
  const invoice = {
    reference: `in_sim_${subscription.id}_${periodEnd.getTime()}`,
    amountPaidCents: planPriceCents(plan),
    paid: !subscription.failNextRenewal,
    periodStart: periodEnd,
    periodEnd: addOneMonth(periodEnd),
  };
  const event = {
    subscriptionId: subscription.id,
    customerId: subscription.customerId,
    renewal: true,
    upgrade: false,
    plan: isPlanName(plan) ? plan : null,
    invoice,
  };
  if (!invoice.paid) {
    await updateSubscription(tx, subscription.id, { status: 'past_due' });
    const id = eventId('failed');
    if (await claimBillingEvent(tx, id, 'invoice.payment_failed')) {
      await applyInvoiceEvent(tx, seller, { id, type: 'invoice.payment_failed', ...event }, now);
    }
    return;
  }
  await updateSubscription(tx, subscription.id, {
    plan,
    scheduledPlan: null,
    status: 'active',
    currentPeriodStart: invoice.periodStart,
    currentPeriodEnd: invoice.periodEnd,
  });
  const id = eventId('paid');
  if (await claimBillingEvent(tx, id, 'invoice.paid')) {
    await applyInvoiceEvent(tx, seller, { id, type: 'invoice.paid', ...event }, now);
  }
}
