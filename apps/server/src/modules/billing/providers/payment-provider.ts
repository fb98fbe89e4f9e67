import type { PlanName } from '@pointeo/domain/plans';
import type { Executor } from '../../../db/client';

export type PaidPlan = Exclude<PlanName, 'Gratuit'>;

export interface CustomerRequest {
  companyId: string;
  email: string;
  companyName: string;
}

export interface CheckoutRequest {
  companyId: string;
  customerId: string;
  plan: PaidPlan;
  /** Carries `{CHECKOUT_SESSION_ID}`, filled in by the provider. */
  successUrl: string;
  cancelUrl: string;
  /** The same request retried gets the same session back. */
  idempotencyKey: string;
}

/** A checkout session as the provider reports it; nothing in it comes from the browser. */
export interface CheckoutSession {
  id: string;
  paid: boolean;
  /** metadata.user_id / client_reference_id set when the session was created. */
  companyId: string | null;
  plan: PlanName | null;
  customerId: string | null;
  subscriptionId: string | null;
  /** The first invoice of the subscription: what was paid and for which period. */
  invoice: ProviderInvoice | null;
}

/** A paid (or failed) provider invoice, to be recorded once under `reference`. */
export interface ProviderInvoice {
  reference: string;
  amountPaidCents: number;
  paid: boolean;
  periodStart: Date;
  periodEnd: Date;
}

export interface ProviderSubscription {
  id: string;
  customerId: string;
  /** null when its price is none of ours. */
  plan: PlanName | null;
  status: 'active' | 'past_due' | 'canceled' | 'other';
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
}

/** What an upgrade would charge if asked at `prorationDate`, and on which card. */
export interface UpgradePreviewFigures {
  /** The prorata charged at once, tax included. */
  amountDueCents: number;
  /** The new plan's monthly price, tax included. */
  monthlyCents: number;
  /** The card the subscription is charged on; null when the provider names none. */
  card: { brand: string; last4: string } | null;
}

export interface UpgradeOutcome {
  /** What the proration invoice charged; null when the provider reported nothing paid (SPEC §5). */
  amountPaidCents: number | null;
  invoiceReference: string | null;
  periodStart: Date;
  periodEnd: Date;
}

/**
 * Provider events, already verified and mapped to what billing needs. The Stripe webhook and the
 * simulator's job both produce them; each is applied once (billing_events).
 */
export type BillingEvent =
  | { id: string; type: 'checkout.completed'; checkoutSessionId: string }
  | {
      id: string;
      type: 'invoice.paid' | 'invoice.payment_failed';
      subscriptionId: string;
      customerId: string;
      /** A monthly renewal; the first invoice is recorded by the checkout. */
      renewal: boolean;
      /** A proration charged by an upgrade, recorded here too in case the upgrade request failed after it. */
      upgrade: boolean;
      plan: PlanName | null;
      invoice: ProviderInvoice;
    }
  | { id: string; type: 'subscription.changed'; subscriptionId: string; customerId: string }
  | { id: string; type: 'ignored' };

export interface PaymentProvider {
  readonly kind: 'stripe' | 'simulator';
  /**
   * `tx` is the transaction holding the company's lock while a checkout starts: a provider that keeps
   * its state in our database (the simulator) writes through it; a remote one has no use for it.
   */
  findOrCreateCustomer(request: CustomerRequest, tx?: Executor): Promise<string>;
  /** Expires the customer's open checkouts, then answers the new hosted checkout's URL. */
  createCheckout(request: CheckoutRequest, tx?: Executor): Promise<{ id: string; url: string }>;
  /** null when the provider does not know this id. */
  retrieveCheckout(sessionId: string): Promise<CheckoutSession | null>;
  retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription | null>;
  /** Downgrade to Gratuit: the subscription ends with its period. */
  cancelAtPeriodEnd(subscriptionId: string, idempotencyKey: string): Promise<ProviderSubscription>;
  /** Premium → Standard: Standard starts when the current period ends. */
  scheduleDowngrade(
    subscriptionId: string,
    plan: PaidPlan,
    idempotencyKey: string,
  ): Promise<ProviderSubscription>;
  /**
   * What `upgrade` would charge with the same `prorationDate` (Stripe: the preview of the invoice
   * the update would create), without changing anything.
   */
  previewUpgrade(subscriptionId: string, plan: PaidPlan, prorationDate: Date): Promise<UpgradePreviewFigures>;
  /**
   * Standard → Premium now, prorated as of `prorationDate` (the instant its preview was computed for,
   * so the amount charged is the amount shown), invoiced and paid at once; a pending cancellation is
   * undone.
   */
  upgrade(
    subscriptionId: string,
    plan: PaidPlan,
    idempotencyKey: string,
    prorationDate: Date,
  ): Promise<UpgradeOutcome>;
  /** Verifies and maps a webhook; throws `WebhookSignatureError` on a bad signature. */
  parseWebhook?(rawBody: Buffer, signature: string | undefined): BillingEvent;
}

export class WebhookSignatureError extends Error {
  constructor(message = 'Signature du webhook invalide') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/** A provider call that failed (card declined, network, misconfiguration): the caller picks the French message. */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly kind: 'card' | 'invalid_request' | 'configuration' | 'connection' | 'api' = 'api',
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'PaymentProviderError';
  }
}
