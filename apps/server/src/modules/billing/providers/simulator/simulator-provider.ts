import { randomBytes } from 'node:crypto';
import { addOneMonth, prorationCents } from '@pointeo/domain/billing';
import { SIMULATOR_CHECKOUT_PATH } from '@pointeo/domain/payment-simulator';
import { isPlanName, type PlanName, planPriceCents } from '@pointeo/domain/plans';
import type { Database, Executor } from '../../../../db/client';
import type { CheckoutSession, PaymentProvider, ProviderSubscription } from '../payment-provider';
import { PaymentProviderError } from '../payment-provider';
import {
  cancelOpenCheckouts,
  findCheckout,
  findOrInsertCustomer,
  findSubscription,
  insertCheckout,
  lockSubscription,
  type SimulatorCheckoutRow,
  type SimulatorSubscriptionRow,
  updateSubscription,
} from './repository';

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
      return findOrInsertCustomer(tx, { id: simulatorId('cus'), email, companyId });
    },

    async createCheckout({ companyId, customerId, plan, successUrl, cancelUrl }, tx = db) {
      // One open checkout per company: a forgotten tab cannot start a second subscription later.
      await cancelOpenCheckouts(tx, companyId);
      const id = simulatorId('cs');
      await insertCheckout(tx, {
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
      return changeSubscription(db, subscriptionId, { cancelAtPeriodEnd: true, scheduledPlan: null });
    },

    async scheduleDowngrade(subscriptionId, plan) {
      return changeSubscription(db, subscriptionId, { cancelAtPeriodEnd: false, scheduledPlan: plan });
    },

    async previewUpgrade(subscriptionId, plan, prorationDate) {
      const row = liveSubscription(await findSubscription(db, subscriptionId));
      return {
        amountDueCents: row.plan === plan ? 0 : upgradeProration(row, plan, prorationDate),
        monthlyCents: planPriceCents(plan),
        card: row.cardBrand && row.cardLast4 ? { brand: row.cardBrand, last4: row.cardLast4 } : null,
      };
    },

    async upgrade(subscriptionId, plan, idempotencyKey, prorationDate) {
      return db.transaction(async (tx) => {
        const row = liveSubscription(await lockSubscription(tx, subscriptionId));
        const period = { periodStart: row.currentPeriodStart, periodEnd: row.currentPeriodEnd };
        const invoiceReference = `in_sim_${idempotencyKey}`;
        if (row.plan === plan) return { amountPaidCents: null, invoiceReference, ...period };
        const amountPaidCents = upgradeProration(row, plan, prorationDate);
        await updateSubscription(tx, subscriptionId, { plan, scheduledPlan: null, cancelAtPeriodEnd: false });
        return { amountPaidCents, invoiceReference, ...period };
      });
    },
  };
}

/** The same figure for the preview and the charge: the domain's prorata, as of the previewed instant. */
const upgradeProration = (row: SimulatorSubscriptionRow, plan: PlanName, prorationDate: Date) =>
  prorationCents({
    fromCents: planPriceCents(row.plan),
    toCents: planPriceCents(plan),
    periodStart: row.currentPeriodStart,
    periodEnd: row.currentPeriodEnd,
    now: prorationDate,
  });

async function changeSubscription(
  db: Executor,
  id: string,
  change: Partial<SimulatorSubscriptionRow>,
): Promise<ProviderSubscription> {
  return toProviderSubscription(liveSubscription(await updateSubscription(db, id, change)));
}

function liveSubscription(row: SimulatorSubscriptionRow | undefined): SimulatorSubscriptionRow {
  if (!row || row.status === 'canceled')
    throw new PaymentProviderError('Abonnement inconnu', 'invalid_request');
  return row;
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
