import { createHash } from 'node:crypto';
import { BILLING_MESSAGES } from '@pointeo/domain/billing-messages';
import { isPlanName } from '@pointeo/domain/plans';
import type Stripe from 'stripe';
import {
  type CheckoutRequest,
  type CheckoutSession,
  type CustomerRequest,
  PaymentProviderError,
} from '../payment-provider';
import { call, orNullWhenMissing, type StripeContext } from './stripe-client';
import { firstItem, idOf, priceIdOf, toInvoice } from './stripe-mapping';

/** Keeps idempotency keys under Stripe's 255 characters whatever the e-mail's length. */
const digest = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 32);

export async function findOrCreateCustomer(
  { stripe }: StripeContext,
  { companyId, email, companyName }: CustomerRequest,
): Promise<string> {
  const existing = await call(() => stripe.customers.list({ email, limit: 1 }));
  const found = existing.data[0];
  if (found) return found.id;
  const created = await call(() =>
    stripe.customers.create(
      { email, name: companyName, metadata: { user_id: companyId } },
      // Two tabs subscribing at once still make one customer for the company.
      { idempotencyKey: `customer:${companyId}:${digest(email)}` },
    ),
  );
  return created.id;
}

export async function createCheckout(
  context: StripeContext,
  request: CheckoutRequest,
): Promise<{ id: string; url: string }> {
  const price = priceIdOf(context.config, request.plan);
  const metadata = { user_id: request.companyId, plan: request.plan };
  await expireOpenCheckouts(context, request.customerId, request.idempotencyKey);
  const session = await call(() =>
    context.stripe.checkout.sessions.create(
      {
        mode: 'subscription',
        // `payment_method_types` is gone from this API version's types; this filter keeps card only.
        allowed_payment_method_types: ['card'],
        line_items: [{ price, quantity: 1 }],
        customer: request.customerId,
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        client_reference_id: request.companyId,
        metadata,
        subscription_data: { metadata },
      },
      { idempotencyKey: request.idempotencyKey },
    ),
  );
  if (!session.url) throw new PaymentProviderError(BILLING_MESSAGES.checkoutSessionFailed);
  return { id: session.id, url: session.url };
}

/** One open checkout per customer: a forgotten tab cannot start a second subscription later. */
async function expireOpenCheckouts(
  { stripe }: StripeContext,
  customerId: string,
  idempotencyKey: string,
): Promise<void> {
  const open = await call(() =>
    stripe.checkout.sessions.list({ customer: customerId, status: 'open', limit: 100 }),
  );
  for (const session of open.data) {
    await call(() =>
      stripe.checkout.sessions.expire(
        session.id,
        {},
        { idempotencyKey: `${idempotencyKey}:expire:${session.id}` },
      ),
    );
  }
}

export async function retrieveCheckout(
  context: StripeContext,
  sessionId: string,
): Promise<CheckoutSession | null> {
  const session = await orNullWhenMissing(() =>
    context.stripe.checkout.sessions.retrieve(sessionId, { expand: ['subscription', 'invoice'] }),
  );
  if (!session) return null;
  const subscription = typeof session.subscription === 'object' ? session.subscription : null;
  const invoice = await checkoutInvoice(context, session, subscription);
  const plan = session.metadata?.plan;
  const result: CheckoutSession = {
    id: session.id,
    paid: session.status === 'complete' && session.payment_status === 'paid',
    companyId: session.client_reference_id ?? session.metadata?.user_id ?? null,
    plan: isPlanName(plan) ? plan : null,
    customerId: idOf(session.customer),
    subscriptionId: idOf(session.subscription),
    invoice: invoice ? toInvoice(invoice, subscription ? firstItem(subscription) : null) : null,
  };
  return result;
}

/** The session's own invoice, or else the subscription's latest one when the session names none. */
async function checkoutInvoice(
  { stripe }: StripeContext,
  session: Stripe.Checkout.Session,
  subscription: Stripe.Subscription | null,
): Promise<Stripe.Invoice | null> {
  if (session.invoice && typeof session.invoice === 'object') return session.invoice;
  const invoiceId = idOf(session.invoice) ?? idOf(subscription?.latest_invoice);
  return invoiceId ? call(() => stripe.invoices.retrieve(invoiceId)) : null;
}
