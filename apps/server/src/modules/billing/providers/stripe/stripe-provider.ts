import type { StripeConfig } from '../../../../config';
import type { PaymentProvider } from '../payment-provider';
import { createCheckout, findOrCreateCustomer, retrieveCheckout } from './stripe-checkout';
import { createStripeClient, type StripeContext } from './stripe-client';
import {
  cancelAtPeriodEnd,
  previewUpgrade,
  retrieveSubscription,
  scheduleDowngrade,
  upgrade,
} from './stripe-subscriptions';
import { parseWebhook } from './stripe-webhooks';

/**
 * The payment provider on Stripe's official SDK. Each operation lives with its kind (customers and
 * checkout, subscriptions, webhooks) as a function of the client and the configuration; this only
 * hands them both.
 */
export function createStripeProvider(config: StripeConfig): PaymentProvider {
  const context: StripeContext = { stripe: createStripeClient(config), config };
  return {
    kind: 'stripe',
    findOrCreateCustomer: (request) => findOrCreateCustomer(context, request),
    createCheckout: (request) => createCheckout(context, request),
    retrieveCheckout: (sessionId) => retrieveCheckout(context, sessionId),
    retrieveSubscription: (subscriptionId) => retrieveSubscription(context, subscriptionId),
    cancelAtPeriodEnd: (subscriptionId, idempotencyKey) =>
      cancelAtPeriodEnd(context, subscriptionId, idempotencyKey),
    scheduleDowngrade: (subscriptionId, plan, idempotencyKey) =>
      scheduleDowngrade(context, subscriptionId, plan, idempotencyKey),
    previewUpgrade: (subscriptionId, plan, prorationDate) =>
      previewUpgrade(context, subscriptionId, plan, prorationDate),
    upgrade: (subscriptionId, plan, idempotencyKey, prorationDate) =>
      upgrade(context, subscriptionId, plan, idempotencyKey, prorationDate),
    parseWebhook: (rawBody, signature) => parseWebhook(context, rawBody, signature),
  };
}
