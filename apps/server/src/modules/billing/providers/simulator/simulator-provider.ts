import { randomBytes } from 'node:crypto';
import { addOneMonth, prorationCents } from '@pointeo/domain/billing';
import { SIMULATOR_CHECKOUT_PATH } from '@pointeo/domain/payment-simulator';
import { isPlanName, type PlanName, planPriceCents } from '@pointeo/domain/plans';
import { and, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../../../db/client';
import {
  simulatorCheckoutSessions,
  simulatorCustomers,
  simulatorSubscriptions,
} from '../../../../db/schema/billing';
import type { CheckoutSession, PaymentProvider, ProviderSubscription } from '../payment-provider';
import { PaymentProviderError } from '../payment-provider';

export type SimulatorSubscriptionRow = typeof simulatorSubscriptions.$inferSelect;
export type SimulatorCheckoutRow = typeof simulatorCheckoutSessions.$inferSelect;

export const CHECKOUT_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** Ids shaped like the real provider's, with enough randomness that a session id is unguessable. */
export const simulatorId = (prefix: 'cus' | 'cs' | 'sub') =>
  `${prefix}_sim_${randomBytes(18).toString('base64url')}`;

/**
 * The embedded payment provider (DESIGN.md): the same state a real provider keeps, in our database,
 * with its own hosted-checkout page, so the whole paid journey works offline.
 */
export function createSimulatorProvider(options: {
  db: Database;
  baseUrl: string;
  now: () => Date;
}): PaymentProvider {
  const { db, baseUrl, now } = options;

  return {
    kind: 'simulator',

    async findOrCreateCustomer({ companyId, email }, tx = db) {
      await tx
        .insert(simulatorCustomers)
        .values({ id: simulatorId('cus'), email, companyId })
        .onConflictDoNothing();
      const [customer] = await tx
        .select()
        .from(simulatorCustomers)
        .where(eq(simulatorCustomers.email, email));
      return customer!.id;
    },

    async createCheckout({ companyId, customerId, plan, successUrl, cancelUrl }, tx = db) {
      // One open checkout per company: a forgotten tab cannot start a second subscription later.
      await tx
        .update(simulatorCheckoutSessions)
        .set({ status: 'canceled' })
        .where(
          and(
            eq(simulatorCheckoutSessions.companyId, companyId),
            eq(simulatorCheckoutSessions.status, 'open'),
          ),
        );
      const id = simulatorId('cs');
      await tx.insert(simulatorCheckoutSessions).values({
        id,
        companyId,
        customerId,
        plan,
        amountCents: planPriceCents(plan),
        successUrl,
        cancelUrl,
        expiresAt: new Date(now().getTime() + CHECKOUT_LIFETIME_MS),
      });
      return { id, url: `${baseUrl}${SIMULATOR_CHECKOUT_PATH}/${id}` };
    },

    async retrieveCheckout(sessionId) {
      const session = await findCheckout(db, sessionId);
      if (!session) return null;
      const subscription = session.subscriptionId
        ? await findSubscription(db, session.subscriptionId)
        : undefined;
      return toCheckoutSession(session, subscription);
    },

    async retrieveSubscription(subscriptionId) {
      const row = await findSubscription(db, subscriptionId);
      return row ? toProviderSubscription(row) : null;
    },

    async cancelAtPeriodEnd(subscriptionId) {
      return updateSubscription(db, subscriptionId, { cancelAtPeriodEnd: true, scheduledPlan: null });
    },

    async scheduleDowngrade(subscriptionId, plan) {
      return updateSubscription(db, subscriptionId, { cancelAtPeriodEnd: false, scheduledPlan: plan });
    },

    async upgrade(subscriptionId, plan, idempotencyKey) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(simulatorSubscriptions)
          .where(eq(simulatorSubscriptions.id, subscriptionId))
          .for('update');
        if (!row || row.status === 'canceled')
          throw new PaymentProviderError('Abonnement inconnu', 'invalid_request');
        const period = { periodStart: row.currentPeriodStart, periodEnd: row.currentPeriodEnd };
        const invoiceReference = `in_sim_${idempotencyKey}`;
        if (row.plan === plan) return { amountPaidCents: null, invoiceReference, ...period };
        const amountPaidCents = prorationCents({
          fromCents: planPriceCents(row.plan),
          toCents: planPriceCents(plan),
          ...period,
          now: now(),
        });
        await tx
          .update(simulatorSubscriptions)
          .set({ plan, scheduledPlan: null, cancelAtPeriodEnd: false })
          .where(eq(simulatorSubscriptions.id, subscriptionId));
        return { amountPaidCents, invoiceReference, ...period };
      });
    },
  };
}

export async function findCheckout(db: Executor, id: string): Promise<SimulatorCheckoutRow | undefined> {
  const [row] = await db.select().from(simulatorCheckoutSessions).where(eq(simulatorCheckoutSessions.id, id));
  return row;
}

async function findSubscription(db: Executor, id: string): Promise<SimulatorSubscriptionRow | undefined> {
  const [row] = await db.select().from(simulatorSubscriptions).where(eq(simulatorSubscriptions.id, id));
  return row;
}

async function updateSubscription(
  db: Database,
  id: string,
  change: Partial<SimulatorSubscriptionRow>,
): Promise<ProviderSubscription> {
  const [row] = await db
    .update(simulatorSubscriptions)
    .set(change)
    .where(eq(simulatorSubscriptions.id, id))
    .returning();
  if (!row || row.status === 'canceled')
    throw new PaymentProviderError('Abonnement inconnu', 'invalid_request');
  return toProviderSubscription(row);
}

const planOrNull = (name: string | null): PlanName | null => (isPlanName(name) ? name : null);

function toCheckoutSession(
  session: SimulatorCheckoutRow,
  subscription?: SimulatorSubscriptionRow,
): CheckoutSession {
  const paid = session.status === 'paid';
  return {
    id: session.id,
    paid,
    companyId: session.companyId,
    plan: planOrNull(session.plan),
    customerId: session.customerId,
    subscriptionId: session.subscriptionId,
    invoice:
      paid && subscription
        ? {
            reference: `in_sim_${session.id}`,
            amountPaidCents: session.amountCents,
            paid: true,
            periodStart: subscription.createdAt,
            periodEnd: addOneMonth(subscription.createdAt),
          }
        : null,
  };
}

export function toProviderSubscription(row: SimulatorSubscriptionRow): ProviderSubscription {
  return {
    id: row.id,
    customerId: row.customerId,
    plan: planOrNull(row.plan),
    status:
      row.status === 'active' || row.status === 'past_due' || row.status === 'canceled'
        ? row.status
        : 'other',
    currentPeriodStart: row.currentPeriodStart,
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
  };
}
