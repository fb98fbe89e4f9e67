import { addOneMonth, CHECKOUT_SESSION_PLACEHOLDER } from '@pointeo/domain/billing';
import {
  cardBrandOf,
  SIMULATOR_CARDS,
  SIMULATOR_MESSAGES,
  type SimulatorCheckout,
  type SimulatorPayment,
} from '@pointeo/domain/payment-simulator';
import { isPlanName } from '@pointeo/domain/plans';
import { splitVat } from '@pointeo/domain/vat';
import type { Executor } from '../../../../db/client';
import { AppError } from '../../../../lib/app-error';
import { findCompanyBilling } from '../../../accounts';
import type { BillingContext } from '../../billing-context';
import { applyBillingEvent } from '../../provider-events';
import {
  findCheckout,
  insertSubscription,
  lockCheckout,
  type SimulatorCheckoutRow,
  updateCheckout,
} from './repository';
import { simulatorId } from './simulator-provider';

const notFound = () => new AppError('CHECKOUT_NOT_FOUND', 404, SIMULATOR_MESSAGES.sessionNotFound);

/** What the simulator's hosted checkout page shows. */
export async function describeCheckout(db: Executor, id: string): Promise<SimulatorCheckout> {
  const session = await findCheckout(db, id);
  if (!session || !isPlanName(session.plan)) throw notFound();
  const company = await findCompanyBilling(db, session.companyId);
  return {
    id: session.id,
    plan: session.plan,
    amount: splitVat(session.amountCents),
    email: company?.email ?? '',
    companyName: company?.name ?? '',
    status: session.status === 'paid' || session.status === 'canceled' ? session.status : 'open',
  };
}

/**
 * Pays a checkout with a test card and starts the subscription, then tells billing as the real
 * provider's webhook would, so the plan is applied even if the browser never comes back.
 */
export async function payCheckout(
  context: BillingContext,
  id: string,
  payment: SimulatorPayment,
): Promise<string> {
  const redirectUrl = await context.db.transaction(async (tx) => {
    const session = await lockOpenCheckout(tx, id, context.now());
    if (session.status === 'paid') return successUrlOf(session);
    if (payment.cardNumber === SIMULATOR_CARDS.declined) {
      throw new AppError('CARD_DECLINED', 402, SIMULATOR_MESSAGES.cardDeclined);
    }
    const now = context.now();
    const subscriptionId = simulatorId('sub');
    await insertSubscription(tx, {
      id: subscriptionId,
      companyId: session.companyId,
      customerId: session.customerId,
      plan: session.plan,
      currentPeriodStart: now,
      currentPeriodEnd: addOneMonth(now),
      cardBrand: cardBrandOf(payment.cardNumber),
      cardLast4: payment.cardNumber.slice(-4),
      createdAt: now,
    });
    await updateCheckout(tx, id, { status: 'paid', subscriptionId });
    return successUrlOf(session);
  });
  await applyBillingEvent(context, {
    id: `evt_sim_${id}_completed`,
    type: 'checkout.completed',
    checkoutSessionId: id,
  });
  return redirectUrl;
}

export async function cancelCheckout(context: BillingContext, id: string): Promise<string> {
  return context.db.transaction(async (tx) => {
    const session = await lockOpenCheckout(tx, id, context.now());
    if (session.status === 'paid') return successUrlOf(session);
    await updateCheckout(tx, id, { status: 'canceled' });
    return session.cancelUrl;
  });
}

/** An open, unexpired session (or an already paid one, so a double submit lands on success). */
async function lockOpenCheckout(tx: Executor, id: string, now: Date): Promise<SimulatorCheckoutRow> {
  const session = await lockCheckout(tx, id);
  if (!session) throw notFound();
  if (session.status === 'paid') return session;
  if (session.status !== 'open' || session.expiresAt <= now) {
    throw new AppError('CHECKOUT_CLOSED', 410, SIMULATOR_MESSAGES.sessionClosed);
  }
  return session;
}

const successUrlOf = (session: SimulatorCheckoutRow) =>
  session.successUrl.replace(CHECKOUT_SESSION_PLACEHOLDER, session.id);
