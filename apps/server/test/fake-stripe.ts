import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { addOneMonth } from '@pointeo/domain/billing';
import { planPriceCents } from '@pointeo/domain/plans';
import Stripe from 'stripe';
import type { StripeConfig } from '../src/config';
import type { PaidPlan } from '../src/modules/billing';

/**
 * A local stand-in for api.stripe.com, driven through the official SDK (StripeConfig.apiUrl). It keeps
 * customers, checkout sessions, subscriptions, schedules and invoices in memory, answers them in the
 * shapes of the SDK's pinned API version, enforces the Stripe rules our code relies on (idempotency
 * keys, `pending_if_incomplete` parameters, schedule phases) and records every request.
 *
 * One file (past 1,000 lines) on purpose: it is a test fixture, not code under test, and its
 * handlers share one in-memory state whose objects refer to each other as Stripe's do (a session's
 * subscription, a schedule's phases, an invoice's lines); split up, that state would be threaded
 * through every piece for no reader's gain.
 */

export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

export interface RecordedRequest {
  method: string;
  /** Without the query string. */
  path: string;
  /** Query string and form body, decoded into nested objects and arrays. */
  params: FormObject;
  headers: IncomingMessage['headers'];
  idempotencyKey: string | undefined;
  /** What the fake answered. */
  status: number;
}

export interface FakeCustomer {
  id: string;
  email: string;
  name: string | null;
  metadata: Record<string, string>;
  created: number;
  /** invoice_settings.default_payment_method */
  defaultPaymentMethod: string | null;
}

/** A card payment method: what Stripe tells of a card (brand, last four digits), nothing more. */
export interface FakePaymentMethod {
  id: string;
  customer: string;
  brand: string;
  last4: string;
}

export interface FakeCheckoutSession {
  id: string;
  customer: string | null;
  mode: string;
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'unpaid' | 'paid';
  clientReferenceId: string | null;
  metadata: Record<string, string>;
  subscriptionMetadata: Record<string, string>;
  priceId: string;
  successUrl: string;
  cancelUrl: string;
  subscription: string | null;
  invoice: string | null;
  created: number;
}

export interface FakeSubscription {
  id: string;
  customer: string;
  status: 'active' | 'past_due' | 'canceled' | 'incomplete';
  itemId: string;
  priceId: string;
  quantity: number;
  periodStart: number;
  periodEnd: number;
  cancelAtPeriodEnd: boolean;
  metadata: Record<string, string>;
  schedule: string | null;
  latestInvoice: string | null;
  /** The card a checkout saved on the subscription (default_payment_method). */
  defaultPaymentMethod: string | null;
  /** A price swap held back by `pending_if_incomplete` until its invoice is paid. */
  pendingPriceId: string | null;
  created: number;
}

export interface FakePhase {
  startDate: number;
  endDate: number | null;
  duration: { interval: string; intervalCount: number } | null;
  items: { price: string; quantity: number }[];
  metadata: Record<string, string>;
}

export interface FakeSchedule {
  id: string;
  subscription: string;
  customer: string;
  status: 'active' | 'released';
  endBehavior: string;
  phases: FakePhase[];
  created: number;
}

export interface FakeInvoiceLine {
  id: string;
  amount: number;
  priceId: string;
  periodStart: number;
  periodEnd: number;
  proration: boolean;
  description: string;
}

export interface FakeInvoice {
  id: string;
  customer: string;
  subscription: string | null;
  status: 'draft' | 'open' | 'paid';
  billingReason: 'subscription_create' | 'subscription_cycle' | 'subscription_update' | 'manual';
  amountDue: number;
  amountPaid: number;
  lines: FakeInvoiceLine[];
  periodStart: number;
  periodEnd: number;
  created: number;
}

export interface FakeStripeSettings {
  /** The card is charged when a price swap invoices; false leaves the proration invoice open. */
  chargeOnUpdate: boolean;
  /** `invoices.pay` answers a card_declined error. */
  declineCard: boolean;
}

export interface FailureRule {
  status: number;
  remaining: number;
  method?: string;
  path?: string | RegExp;
}

export interface SignedWebhook {
  event: { id: string; type: string; data: { object: unknown } };
  payload: Buffer;
  signature: string;
}

export interface FakeStripe {
  url: string;
  prices: Record<PaidPlan, string>;
  webhookSecret: string;
  requests: RecordedRequest[];
  settings: FakeStripeSettings;
  customers: Map<string, FakeCustomer>;
  sessions: Map<string, FakeCheckoutSession>;
  subscriptions: Map<string, FakeSubscription>;
  schedules: Map<string, FakeSchedule>;
  invoices: Map<string, FakeInvoice>;
  paymentMethods: Map<string, FakePaymentMethod>;
  /** A StripeConfig pointing at this fake, with both price ids set. */
  config(overrides?: Partial<StripeConfig>): StripeConfig;
  /** The next `count` matching requests fail with `status` before doing anything (not cached by key). */
  failNext(count: number, status?: number, match?: { method?: string; path?: string | RegExp }): void;
  requestsTo(method: string, path: string | RegExp): RecordedRequest[];
  addCustomer(email: string, name?: string): FakeCustomer;
  /** An active subscription with its first invoice paid (billing_reason subscription_create). */
  addSubscription(input: {
    customer: string;
    plan: PaidPlan;
    periodStart?: Date;
    metadata?: Record<string, string>;
  }): { subscription: FakeSubscription; invoice: FakeInvoice };
  /** What the hosted page does when the card goes through: subscription, paid first invoice, session complete. */
  completeCheckout(sessionId: string): { subscription: FakeSubscription; invoice: FakeInvoice };
  /** The next period's invoice: paid (period advanced) or left open with the subscription past_due. */
  renewSubscription(subscriptionId: string, options?: { paid?: boolean }): FakeInvoice;
  /** The objects as the API would serialize them, for webhook payloads or assertions. */
  render: {
    checkoutSession(id: string, expand?: string[]): Record<string, unknown>;
    subscription(id: string, expand?: string[]): Record<string, unknown>;
    invoice(id: string): Record<string, unknown>;
    schedule(id: string): Record<string, unknown>;
  };
  /** A webhook signed with `webhookSecret` (or `secret`), dated now unless `timestamp` (seconds) is given. */
  signedEvent(
    type: string,
    object: unknown,
    options?: { timestamp?: number; secret?: string; id?: string },
  ): SignedWebhook;
  close(): Promise<void>;
}

class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly code?: string,
    readonly param?: string,
  ) {
    super(message);
  }
}

const nowSeconds = () => Math.floor(Date.now() / 1000);
const toSeconds = (date: Date) => Math.floor(date.getTime() / 1000);
const oneMonthAfter = (seconds: number) => toSeconds(addOneMonth(new Date(seconds * 1000)));
const newId = (prefix: string) => `${prefix}_test_${randomBytes(8).toString('hex')}`;

/** `a[b][0][c]=x` → `{ a: { b: [{ c: 'x' }] } }`, as Stripe reads the SDK's form encoding. */
export function decodeForm(encoded: string): FormObject {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(encoded)) {
    const segments = key.replace(/\]/g, '').split('[');
    let node: FormObject = root;
    segments.forEach((segment, index) => {
      if (index === segments.length - 1) {
        node[segment] = value;
        return;
      }
      node[segment] ??= {};
      node = node[segment] as FormObject;
    });
  }
  return arraysFromIndexedObjects(root) as FormObject;
}

function arraysFromIndexedObjects(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const entries = keys.map((key) => [key, arraysFromIndexedObjects(value[key] as FormValue)] as const);
  if (keys.length > 0 && keys.every((key) => /^\d+$/.test(key))) {
    return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, child]) => child);
  }
  return Object.fromEntries(entries);
}

const text = (value: FormValue | undefined): string | undefined =>
  typeof value === 'string' ? value : undefined;
const record = (value: FormValue | undefined): FormObject =>
  value && typeof value === 'object' && !Array.isArray(value) ? value : {};
const list = (value: FormValue | undefined): FormValue[] => (Array.isArray(value) ? value : []);
const stringRecord = (value: FormValue | undefined): Record<string, string> =>
  Object.fromEntries(
    Object.entries(record(value)).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );

/** Parameters that Stripe accepts together with `payment_behavior=pending_if_incomplete`. */
const PENDING_UPDATE_PARAMS = new Set([
  'items',
  'proration_behavior',
  'proration_date',
  'payment_behavior',
  'expand',
  'billing_cycle_anchor',
  'trial_end',
  'trial_from_plan',
  'add_invoice_items',
  'off_session',
]);

export async function startFakeStripe(): Promise<FakeStripe> {
  const prices: Record<PaidPlan, string> = { Standard: 'price_test_standard', Premium: 'price_test_premium' };
  const webhookSecret = `whsec_test_${randomBytes(12).toString('hex')}`;
  const requests: RecordedRequest[] = [];
  const failures: FailureRule[] = [];
  const settings: FakeStripeSettings = { chargeOnUpdate: true, declineCard: false };
  const customers = new Map<string, FakeCustomer>();
  const sessions = new Map<string, FakeCheckoutSession>();
  const subscriptions = new Map<string, FakeSubscription>();
  const schedules = new Map<string, FakeSchedule>();
  const invoices = new Map<string, FakeInvoice>();
  const paymentMethods = new Map<string, FakePaymentMethod>();
  const replays = new Map<string, { params: string; status: number; body: unknown }>();
  const unitAmount = new Map<string, number>(
    (Object.keys(prices) as PaidPlan[]).map((plan) => [prices[plan], planPriceCents(plan)]),
  );
  let url = '';

  const found = <T>(map: Map<string, T>, id: string, what: string): T => {
    const value = map.get(id);
    if (!value)
      throw new ApiError(404, 'invalid_request_error', `No such ${what}: '${id}'`, 'resource_missing', 'id');
    return value;
  };
  const knownPrice = (price: string | undefined, param: string): string => {
    if (!price || !unitAmount.has(price)) {
      throw new ApiError(
        400,
        'invalid_request_error',
        `No such price: '${price}'`,
        'resource_missing',
        param,
      );
    }
    return price;
  };

  const addCustomer = (email: string, name: string | null = null, metadata: Record<string, string> = {}) => {
    const customer: FakeCustomer = {
      id: newId('cus'),
      email,
      name,
      metadata,
      created: nowSeconds(),
      defaultPaymentMethod: null,
    };
    customers.set(customer.id, customer);
    return customer;
  };

  /** The test card a hosted checkout saves: Visa ending 4242. */
  const addCard = (customer: string): FakePaymentMethod => {
    const method: FakePaymentMethod = { id: newId('pm'), customer, brand: 'visa', last4: '4242' };
    paymentMethods.set(method.id, method);
    return method;
  };

  const renderPaymentMethod = (id: string | null, expand: boolean) => {
    if (!id || !expand) return id;
    const method = found(paymentMethods, id, 'payment_method');
    return {
      id: method.id,
      object: 'payment_method',
      type: 'card',
      customer: method.customer,
      card: { brand: method.brand, last4: method.last4, exp_month: 12, exp_year: 2030, country: 'FR' },
      created: nowSeconds(),
      livemode: false,
    };
  };

  const addInvoice = (input: Omit<FakeInvoice, 'id' | 'created' | 'amountDue'>): FakeInvoice => {
    const amountDue = Math.max(
      0,
      input.lines.reduce((sum, line) => sum + line.amount, 0),
    );
    const invoice: FakeInvoice = { ...input, id: newId('in'), amountDue, created: nowSeconds() };
    invoices.set(invoice.id, invoice);
    return invoice;
  };

  const planLine = (subscription: FakeSubscription, priceId: string): FakeInvoiceLine => ({
    id: newId('il'),
    amount: (unitAmount.get(priceId) ?? 0) * subscription.quantity,
    priceId,
    periodStart: subscription.periodStart,
    periodEnd: subscription.periodEnd,
    proration: false,
    description: `1 × ${priceId}`,
  });

  const addSubscription: FakeStripe['addSubscription'] = ({ customer, plan, periodStart, metadata = {} }) => {
    const start = periodStart ? toSeconds(periodStart) : nowSeconds();
    const subscription: FakeSubscription = {
      id: newId('sub'),
      customer,
      status: 'active',
      itemId: newId('si'),
      priceId: prices[plan],
      quantity: 1,
      periodStart: start,
      periodEnd: oneMonthAfter(start),
      cancelAtPeriodEnd: false,
      metadata,
      schedule: null,
      latestInvoice: null,
      defaultPaymentMethod: addCard(customer).id,
      pendingPriceId: null,
      created: start,
    };
    subscriptions.set(subscription.id, subscription);
    const invoice = addInvoice({
      customer,
      subscription: subscription.id,
      status: 'paid',
      billingReason: 'subscription_create',
      amountPaid: unitAmount.get(subscription.priceId) ?? 0,
      lines: [planLine(subscription, subscription.priceId)],
      periodStart: start,
      periodEnd: start,
    });
    subscription.latestInvoice = invoice.id;
    return { subscription, invoice };
  };

  const completeCheckout: FakeStripe['completeCheckout'] = (sessionId) => {
    const session = found(sessions, sessionId, 'checkout.session');
    const plan =
      (Object.keys(prices) as PaidPlan[]).find((name) => prices[name] === session.priceId) ?? 'Standard';
    const customer = session.customer ?? addCustomer(`client-${session.id}@exemple.fr`).id;
    const created = addSubscription({ customer, plan, metadata: session.subscriptionMetadata });
    Object.assign(session, {
      customer,
      status: 'complete',
      paymentStatus: 'paid',
      subscription: created.subscription.id,
      invoice: created.invoice.id,
    });
    return created;
  };

  const renewSubscription: FakeStripe['renewSubscription'] = (subscriptionId, { paid = true } = {}) => {
    const subscription = found(subscriptions, subscriptionId, 'subscription');
    const start = subscription.periodEnd;
    const next = { ...subscription, periodStart: start, periodEnd: oneMonthAfter(start) };
    const lines = [planLine(next, subscription.priceId)];
    const amount = lines[0]?.amount ?? 0;
    const invoice = addInvoice({
      customer: subscription.customer,
      subscription: subscription.id,
      status: paid ? 'paid' : 'open',
      billingReason: 'subscription_cycle',
      amountPaid: paid ? amount : 0,
      lines,
      periodStart: subscription.periodStart,
      periodEnd: start,
    });
    Object.assign(subscription, {
      periodStart: start,
      periodEnd: next.periodEnd,
      latestInvoice: invoice.id,
      status: paid ? 'active' : 'past_due',
    });
    return invoice;
  };

  const render = {
    customer: (customer: FakeCustomer, expand: string[] = []) => ({
      id: customer.id,
      object: 'customer',
      email: customer.email,
      name: customer.name,
      metadata: customer.metadata,
      created: customer.created,
      invoice_settings: {
        custom_fields: null,
        footer: null,
        default_payment_method: renderPaymentMethod(
          customer.defaultPaymentMethod,
          expand.includes('invoice_settings.default_payment_method'),
        ),
      },
      livemode: false,
    }),
    subscription(id: string, expand: string[] = []) {
      const subscription = found(subscriptions, id, 'subscription');
      const item = {
        id: subscription.itemId,
        object: 'subscription_item',
        created: subscription.created,
        current_period_start: subscription.periodStart,
        current_period_end: subscription.periodEnd,
        metadata: {},
        price: renderPrice(subscription.priceId),
        quantity: subscription.quantity,
        subscription: subscription.id,
      };
      return {
        id: subscription.id,
        object: 'subscription',
        customer: subscription.customer,
        status: subscription.status,
        cancel_at_period_end: subscription.cancelAtPeriodEnd,
        cancel_at: subscription.cancelAtPeriodEnd ? subscription.periodEnd : null,
        billing_cycle_anchor: subscription.created,
        created: subscription.created,
        start_date: subscription.created,
        currency: 'eur',
        items: {
          object: 'list',
          data: [item],
          has_more: false,
          url: `/v1/subscription_items?subscription=${id}`,
        },
        latest_invoice: subscription.latestInvoice,
        default_payment_method: renderPaymentMethod(
          subscription.defaultPaymentMethod,
          expand.includes('default_payment_method'),
        ),
        metadata: subscription.metadata,
        schedule: subscription.schedule,
        pending_update: subscription.pendingPriceId
          ? {
              expires_at: subscription.periodEnd,
              subscription_items: [{ id: item.id, price: subscription.pendingPriceId }],
            }
          : null,
        livemode: false,
      };
    },
    invoice(id: string) {
      const invoice = found(invoices, id, 'invoice');
      const subscription = invoice.subscription ? subscriptions.get(invoice.subscription) : undefined;
      return {
        id: invoice.id,
        object: 'invoice',
        customer: invoice.customer,
        status: invoice.status,
        billing_reason: invoice.billingReason,
        amount_due: invoice.amountDue,
        amount_paid: invoice.amountPaid,
        amount_remaining: invoice.amountDue - invoice.amountPaid,
        currency: 'eur',
        created: invoice.created,
        period_start: invoice.periodStart,
        period_end: invoice.periodEnd,
        parent: invoice.subscription
          ? {
              type: 'subscription_details',
              quote_details: null,
              subscription_details: {
                subscription: invoice.subscription,
                metadata: subscription?.metadata ?? {},
              },
            }
          : null,
        lines: {
          object: 'list',
          data: invoice.lines.map((line) => ({
            id: line.id,
            object: 'line_item',
            amount: line.amount,
            currency: 'eur',
            description: line.description,
            invoice: invoice.id,
            period: { start: line.periodStart, end: line.periodEnd },
            pricing: {
              type: 'price_details',
              price_details: { price: line.priceId, product: `prod_${line.priceId}` },
              unit_amount_decimal: String(unitAmount.get(line.priceId) ?? 0),
            },
            parent: invoice.subscription
              ? {
                  type: 'subscription_item_details',
                  subscription_item_details: {
                    subscription: invoice.subscription,
                    subscription_item: subscription?.itemId ?? null,
                    proration: line.proration,
                    invoice_item: null,
                  },
                }
              : null,
            quantity: 1,
          })),
          has_more: false,
          url: `/v1/invoices/${invoice.id}/lines`,
        },
        livemode: false,
      };
    },
    schedule(id: string) {
      const schedule = found(schedules, id, 'subscription_schedule');
      const now = nowSeconds();
      const current = schedule.phases.find(
        (phase) => phase.startDate <= now && (phase.endDate === null || now < phase.endDate),
      );
      return {
        id: schedule.id,
        object: 'subscription_schedule',
        customer: schedule.customer,
        subscription: schedule.status === 'active' ? schedule.subscription : null,
        released_subscription: schedule.status === 'released' ? schedule.subscription : null,
        status: schedule.status,
        end_behavior: schedule.endBehavior,
        created: schedule.created,
        current_phase:
          current && schedule.status === 'active'
            ? { start_date: current.startDate, end_date: current.endDate }
            : null,
        phases: schedule.phases.map((phase) => ({
          start_date: phase.startDate,
          end_date: phase.endDate,
          items: phase.items.map((item) => ({ price: item.price, quantity: item.quantity, metadata: {} })),
          metadata: phase.metadata,
          proration_behavior: 'create_prorations',
        })),
        livemode: false,
      };
    },
    checkoutSession(id: string, expand: string[] = []) {
      const session = found(sessions, id, 'checkout.session');
      const expanded = (field: 'subscription' | 'invoice', value: string | null) =>
        value && expand.includes(field) ? render[field](value) : value;
      return {
        id: session.id,
        object: 'checkout.session',
        mode: session.mode,
        status: session.status,
        payment_status: session.paymentStatus,
        customer: session.customer,
        client_reference_id: session.clientReferenceId,
        metadata: session.metadata,
        success_url: session.successUrl,
        cancel_url: session.cancelUrl,
        url: session.status === 'open' ? `${url}/c/pay/${session.id}` : null,
        subscription: expanded('subscription', session.subscription),
        invoice: expanded('invoice', session.invoice),
        payment_method_types: ['card'],
        currency: 'eur',
        created: session.created,
        livemode: false,
      };
    },
  };

  function renderPrice(id: string) {
    return {
      id,
      object: 'price',
      active: true,
      currency: 'eur',
      unit_amount: unitAmount.get(id) ?? 0,
      recurring: { interval: 'month', interval_count: 1, usage_type: 'licensed' },
      type: 'recurring',
      product: `prod_${id}`,
      livemode: false,
    };
  }

  const handlers: { method: string; pattern: RegExp; handle: (params: FormObject, id: string) => unknown }[] =
    [
      {
        method: 'GET',
        pattern: /^\/v1\/customers$/,
        handle(params) {
          const email = text(params.email);
          const limit = Number(text(params.limit) ?? 10);
          const matching = [...customers.values()].filter((customer) => !email || customer.email === email);
          return {
            object: 'list',
            data: matching.slice(0, limit).map((customer) => render.customer(customer)),
            has_more: matching.length > limit,
            url: '/v1/customers',
          };
        },
      },
      {
        method: 'POST',
        pattern: /^\/v1\/customers$/,
        handle: (params) =>
          render.customer(
            addCustomer(text(params.email) ?? '', text(params.name) ?? null, stringRecord(params.metadata)),
          ),
      },
      {
        method: 'GET',
        pattern: /^\/v1\/customers\/([^/]+)$/,
        handle: (params, id) =>
          render.customer(found(customers, id, 'customer'), list(params.expand).map(String)),
      },
      {
        method: 'GET',
        pattern: /^\/v1\/prices\/([^/]+)$/,
        handle: (_, id) => renderPrice(knownPrice(id, 'id')),
      },
      { method: 'POST', pattern: /^\/v1\/checkout\/sessions$/, handle: createCheckoutSession },
      {
        method: 'GET',
        pattern: /^\/v1\/checkout\/sessions$/,
        handle(params) {
          const customer = text(params.customer);
          const status = text(params.status);
          const matching = [...sessions.values()].filter(
            (session) =>
              (!customer || session.customer === customer) && (!status || session.status === status),
          );
          return {
            object: 'list',
            data: matching.map((session) => render.checkoutSession(session.id)),
            has_more: false,
            url: '/v1/checkout/sessions',
          };
        },
      },
      {
        method: 'POST',
        pattern: /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/,
        handle(_, id) {
          const session = found(sessions, id, 'checkout.session');
          if (session.status !== 'open') {
            throw new ApiError(
              400,
              'invalid_request_error',
              `Only open sessions can be expired (${session.status}).`,
            );
          }
          session.status = 'expired';
          return render.checkoutSession(id);
        },
      },
      {
        method: 'GET',
        pattern: /^\/v1\/checkout\/sessions\/([^/]+)$/,
        handle: (params, id) => render.checkoutSession(id, list(params.expand).map(String)),
      },
      {
        method: 'GET',
        pattern: /^\/v1\/subscriptions\/([^/]+)$/,
        handle: (params, id) => render.subscription(id, list(params.expand).map(String)),
      },
      { method: 'POST', pattern: /^\/v1\/subscriptions\/([^/]+)$/, handle: updateSubscription },
      { method: 'POST', pattern: /^\/v1\/subscription_schedules$/, handle: createSchedule },
      {
        method: 'GET',
        pattern: /^\/v1\/subscription_schedules\/([^/]+)$/,
        handle: (_, id) => render.schedule(id),
      },
      { method: 'POST', pattern: /^\/v1\/subscription_schedules\/([^/]+)$/, handle: updateSchedule },
      {
        method: 'POST',
        pattern: /^\/v1\/subscription_schedules\/([^/]+)\/release$/,
        handle(_, id) {
          const schedule = found(schedules, id, 'subscription_schedule');
          schedule.status = 'released';
          const subscription = subscriptions.get(schedule.subscription);
          if (subscription) subscription.schedule = null;
          return render.schedule(id);
        },
      },
      { method: 'POST', pattern: /^\/v1\/invoices\/create_preview$/, handle: previewInvoice },
      { method: 'GET', pattern: /^\/v1\/invoices\/([^/]+)$/, handle: (_, id) => render.invoice(id) },
      { method: 'POST', pattern: /^\/v1\/invoices\/([^/]+)\/pay$/, handle: (_, id) => payInvoice(id) },
    ];

  function createCheckoutSession(params: FormObject) {
    const mode = text(params.mode);
    if (!mode || !['payment', 'subscription', 'setup'].includes(mode)) {
      throw new ApiError(
        400,
        'invalid_request_error',
        'Missing required param: mode.',
        'parameter_missing',
        'mode',
      );
    }
    const successUrl = text(params.success_url);
    if (!successUrl) {
      throw new ApiError(
        400,
        'invalid_request_error',
        'Missing required param: success_url.',
        'parameter_missing',
        'success_url',
      );
    }
    const lineItems = list(params.line_items).map(record);
    if (lineItems.length === 0) {
      throw new ApiError(
        400,
        'invalid_request_error',
        'Missing required param: line_items.',
        'parameter_missing',
        'line_items',
      );
    }
    const customer = text(params.customer) ?? null;
    if (customer) found(customers, customer, 'customer');
    const session: FakeCheckoutSession = {
      id: newId('cs'),
      customer,
      mode,
      status: 'open',
      paymentStatus: 'unpaid',
      clientReferenceId: text(params.client_reference_id) ?? null,
      metadata: stringRecord(params.metadata),
      subscriptionMetadata: stringRecord(record(params.subscription_data).metadata),
      priceId: knownPrice(text(lineItems[0]?.price), 'line_items[0][price]'),
      successUrl,
      cancelUrl: text(params.cancel_url) ?? '',
      subscription: null,
      invoice: null,
      created: nowSeconds(),
    };
    sessions.set(session.id, session);
    return render.checkoutSession(session.id);
  }

  function updateSubscription(params: FormObject, id: string) {
    const subscription = found(subscriptions, id, 'subscription');
    if (text(params.payment_behavior) === 'pending_if_incomplete') {
      const refused = Object.keys(params).find((key) => !PENDING_UPDATE_PARAMS.has(key));
      if (refused) {
        throw new ApiError(
          400,
          'invalid_request_error',
          `The parameter \`${refused}\` cannot be used with \`payment_behavior=pending_if_incomplete\`.`,
          'parameter_unknown',
          refused,
        );
      }
    }
    const cancelAtPeriodEnd = text(params.cancel_at_period_end);
    if (cancelAtPeriodEnd !== undefined) {
      if (subscription.schedule) {
        throw new ApiError(
          400,
          'invalid_request_error',
          `The subscription is managed by the subscription schedule \`${subscription.schedule}\`, and updating any cancelation behavior directly is not allowed. Please update the schedule instead.`,
        );
      }
      subscription.cancelAtPeriodEnd = cancelAtPeriodEnd === 'true';
    }
    Object.assign(subscription.metadata, stringRecord(params.metadata));
    const items = list(params.items).map(record);
    if (items.length > 0) swapPrice(subscription, items, params);
    return render.subscription(id);
  }

  function swapPrice(subscription: FakeSubscription, items: FormObject[], params: FormObject) {
    const item = items[0] ?? {};
    if (text(item.id) !== subscription.itemId) {
      throw new ApiError(
        400,
        'invalid_request_error',
        `No such subscription item: '${text(item.id)}'`,
        'resource_missing',
        'items[0][id]',
      );
    }
    const newPrice = knownPrice(text(item.price), 'items[0][price]');
    if (newPrice === subscription.priceId) return;
    if (text(params.proration_behavior) !== 'always_invoice') {
      subscription.priceId = newPrice;
      return;
    }
    const now = prorationInstant(params);
    const charged = settings.chargeOnUpdate;
    const lines = prorationLines(subscription, newPrice, now);
    const invoice = addInvoice({
      customer: subscription.customer,
      subscription: subscription.id,
      status: charged ? 'paid' : 'open',
      billingReason: 'subscription_update',
      amountPaid: 0,
      lines,
      periodStart: now,
      periodEnd: now,
    });
    if (charged) invoice.amountPaid = invoice.amountDue;
    subscription.latestInvoice = invoice.id;
    const pending = !charged && text(params.payment_behavior) === 'pending_if_incomplete';
    if (pending) subscription.pendingPriceId = newPrice;
    else subscription.priceId = newPrice;
  }

  /** `proration_date` when given (Unix seconds), else now, as Stripe prorates. */
  function prorationInstant(params: FormObject): number {
    const given = text(params.proration_date);
    return given === undefined ? nowSeconds() : Number(given);
  }

  /** The credit for the old price's unused time and the charge for the new one's, as of `at`. */
  function prorationLines(subscription: FakeSubscription, newPrice: string, at: number): FakeInvoiceLine[] {
    const total = subscription.periodEnd - subscription.periodStart;
    const remaining = Math.min(Math.max(subscription.periodEnd - at, 0), total);
    const prorate = (price: string) => Math.round(((unitAmount.get(price) ?? 0) * remaining) / total);
    const line = (price: string, sign: 1 | -1): FakeInvoiceLine => ({
      id: newId('il'),
      amount: sign * prorate(price),
      priceId: price,
      periodStart: at,
      periodEnd: subscription.periodEnd,
      proration: true,
      description: sign < 0 ? `Unused time on ${price}` : `Remaining time on ${price}`,
    });
    return [line(subscription.priceId, -1), line(newPrice, 1)];
  }

  /**
   * POST /v1/invoices/create_preview for a subscription's item swap: the invoice the same update
   * would create (with `always_invoice`, its proration lines), stored nowhere. The pre-2025 shape
   * (`subscription_items`, `subscription_proration_date` at the top level) is refused, as the API
   * version the SDK pins does.
   */
  function previewInvoice(params: FormObject) {
    const subscriptionId = text(params.subscription);
    if (!subscriptionId) {
      throw new ApiError(
        400,
        'invalid_request_error',
        'This fake only previews a subscription update.',
        'parameter_missing',
        'subscription',
      );
    }
    const subscription = found(subscriptions, subscriptionId, 'subscription');
    const customer = text(params.customer);
    if (customer && customer !== subscription.customer) {
      throw new ApiError(400, 'invalid_request_error', 'The subscription belongs to another customer.');
    }
    for (const legacy of [
      'subscription_items',
      'subscription_proration_date',
      'subscription_proration_behavior',
    ]) {
      if (params[legacy] !== undefined) {
        throw new ApiError(
          400,
          'invalid_request_error',
          `Received unknown parameter: ${legacy}. Use \`subscription_details\`.`,
          'parameter_unknown',
          legacy,
        );
      }
    }
    const details = record(params.subscription_details);
    const item = record(list(details.items)[0]);
    if (text(item.id) !== subscription.itemId) {
      throw new ApiError(
        400,
        'invalid_request_error',
        `No such subscription item: '${text(item.id)}'`,
        'resource_missing',
        'subscription_details[items][0][id]',
      );
    }
    const newPrice = knownPrice(text(item.price), 'subscription_details[items][0][price]');
    const at = prorationInstant(details);
    const lines = newPrice === subscription.priceId ? [] : prorationLines(subscription, newPrice, at);
    const preview: FakeInvoice = {
      id: `upcoming_${subscription.id}`,
      customer: subscription.customer,
      subscription: subscription.id,
      status: 'draft',
      billingReason: 'subscription_update',
      amountDue: Math.max(
        0,
        lines.reduce((sum, line) => sum + line.amount, 0),
      ),
      amountPaid: 0,
      lines,
      periodStart: at,
      periodEnd: at,
      created: nowSeconds(),
    };
    invoices.set(preview.id, preview);
    try {
      return render.invoice(preview.id);
    } finally {
      invoices.delete(preview.id);
    }
  }

  function payInvoice(id: string) {
    const invoice = found(invoices, id, 'invoice');
    if (invoice.status === 'paid') {
      throw new ApiError(
        400,
        'invalid_request_error',
        'Invoice is already paid',
        'invoice_payment_intent_requires_action',
      );
    }
    if (settings.declineCard) {
      throw new ApiError(402, 'card_error', 'Your card was declined.', 'card_declined');
    }
    invoice.status = 'paid';
    invoice.amountPaid = invoice.amountDue;
    const subscription = invoice.subscription ? subscriptions.get(invoice.subscription) : undefined;
    if (subscription?.pendingPriceId) {
      subscription.priceId = subscription.pendingPriceId;
      subscription.pendingPriceId = null;
    }
    return render.invoice(id);
  }

  function createSchedule(params: FormObject) {
    const subscriptionId = text(params.from_subscription);
    if (!subscriptionId) {
      throw new ApiError(
        400,
        'invalid_request_error',
        'This fake only creates schedules from a subscription.',
        'parameter_missing',
        'from_subscription',
      );
    }
    if (params.phases !== undefined) {
      throw new ApiError(
        400,
        'invalid_request_error',
        'You cannot set `phases` if `from_subscription` is set.',
        undefined,
        'phases',
      );
    }
    const subscription = found(subscriptions, subscriptionId, 'subscription');
    if (subscription.schedule) {
      throw new ApiError(
        400,
        'invalid_request_error',
        `You cannot migrate a subscription that is already attached to a schedule: \`${subscription.schedule}\`.`,
      );
    }
    const schedule: FakeSchedule = {
      id: newId('sub_sched'),
      subscription: subscription.id,
      customer: subscription.customer,
      status: 'active',
      endBehavior: 'release',
      phases: [
        {
          startDate: subscription.periodStart,
          endDate: subscription.periodEnd,
          duration: null,
          items: [{ price: subscription.priceId, quantity: subscription.quantity }],
          metadata: {},
        },
      ],
      created: nowSeconds(),
    };
    schedules.set(schedule.id, schedule);
    subscription.schedule = schedule.id;
    return render.schedule(schedule.id);
  }

  function updateSchedule(params: FormObject, id: string) {
    const schedule = found(schedules, id, 'subscription_schedule');
    if (schedule.status !== 'active') {
      throw new ApiError(
        400,
        'invalid_request_error',
        `You cannot update a released subscription schedule: \`${id}\`.`,
      );
    }
    const endBehavior = text(params.end_behavior);
    if (endBehavior) schedule.endBehavior = endBehavior;
    const phases = list(params.phases).map(record);
    if (phases.length === 0) return render.schedule(id);
    const currentStart = schedule.phases[0]?.startDate;
    const firstStart = Number(text(phases[0]?.start_date));
    if (firstStart !== currentStart) {
      throw new ApiError(
        400,
        'invalid_request_error',
        'You can not modify the start date of the current phase.',
        undefined,
        'phases[0][start_date]',
      );
    }
    let start = firstStart;
    schedule.phases = phases.map((phase, index) => {
      if (phase.iterations !== undefined) {
        throw new ApiError(
          400,
          'invalid_request_error',
          'Received unknown parameter: phases[1][iterations]. Use `duration`.',
          'parameter_unknown',
        );
      }
      const duration = record(phase.duration);
      const interval = text(duration.interval);
      const endDate = text(phase.end_date) ? Number(text(phase.end_date)) : null;
      const isLast = index === phases.length - 1;
      if (endDate === null && !interval && !isLast) {
        throw new ApiError(
          400,
          'invalid_request_error',
          'Every phase but the last needs an `end_date` or a `duration`.',
          undefined,
          `phases[${index}]`,
        );
      }
      const parsed: FakePhase = {
        startDate: start,
        endDate: endDate ?? (interval === 'month' ? oneMonthAfter(start) : null),
        duration: interval ? { interval, intervalCount: Number(text(duration.interval_count) ?? 1) } : null,
        items: list(phase.items)
          .map(record)
          .map((item, itemIndex) => ({
            price: knownPrice(text(item.price), `phases[${index}][items][${itemIndex}][price]`),
            quantity: Number(text(item.quantity) ?? 1),
          })),
        metadata: stringRecord(phase.metadata),
      };
      start = parsed.endDate ?? start;
      return parsed;
    });
    return render.schedule(id);
  }

  const route = (method: string, path: string, params: FormObject): unknown => {
    for (const handler of handlers) {
      const match = handler.method === method ? handler.pattern.exec(path) : null;
      if (match) return handler.handle(params, decodeURIComponent(match[1] ?? ''));
    }
    throw new ApiError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
  };

  const takeFailure = (method: string, path: string): FailureRule | undefined => {
    const rule = failures.find(
      (candidate) =>
        candidate.remaining > 0 &&
        (!candidate.method || candidate.method === method) &&
        (!candidate.path ||
          (typeof candidate.path === 'string' ? candidate.path === path : candidate.path.test(path))),
    );
    if (rule) rule.remaining--;
    return rule;
  };

  const answer = (
    request: IncomingMessage,
    rawBody: string,
  ): { status: number; body: unknown; replayed?: boolean } => {
    const requestUrl = new URL(request.url ?? '/', 'http://fake');
    const method = request.method ?? 'GET';
    const params = decodeForm(
      method === 'GET' || method === 'DELETE' ? requestUrl.searchParams.toString() : rawBody,
    );
    const failure = takeFailure(method, requestUrl.pathname);
    if (failure) {
      return {
        status: failure.status,
        body: { error: { type: 'api_error', message: 'Fake failure before processing.' } },
      };
    }
    const key = header(request, 'idempotency-key');
    const previous = method === 'POST' && key ? replays.get(key) : undefined;
    if (previous) {
      if (previous.params !== rawBody) {
        return {
          status: 400,
          body: {
            error: {
              type: 'idempotency_error',
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
            },
          },
        };
      }
      return { ...previous, replayed: true };
    }
    const result = execute(method, requestUrl.pathname, params);
    if (method === 'POST' && key) replays.set(key, { params: rawBody, ...result });
    return result;
  };

  const execute = (method: string, path: string, params: FormObject): { status: number; body: unknown } => {
    try {
      return { status: 200, body: route(method, path, params) };
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const { status, type, message, code, param } = error;
      return { status, body: { error: { type, message, ...(code && { code }), ...(param && { param }) } } };
    }
  };

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      const requestUrl = new URL(request.url ?? '/', 'http://fake');
      const method = request.method ?? 'GET';
      const { status, body, replayed } = answer(request, rawBody);
      requests.push({
        method,
        path: requestUrl.pathname,
        params: decodeForm(method === 'POST' ? rawBody : requestUrl.searchParams.toString()),
        headers: request.headers,
        idempotencyKey: header(request, 'idempotency-key'),
        status,
      });
      response.writeHead(status, {
        'Content-Type': 'application/json',
        'Request-Id': newId('req'),
        ...(replayed && { 'Idempotent-Replayed': 'true' }),
        // Injected failures happen before any work, so the SDK may safely try again.
        ...(status >= 500 && { 'Stripe-Should-Retry': 'true' }),
      });
      response.end(JSON.stringify(body));
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const stripe = new Stripe('sk_test_fake', {});
  let eventSequence = 0;

  return {
    url,
    prices,
    webhookSecret,
    requests,
    settings,
    customers,
    sessions,
    subscriptions,
    schedules,
    invoices,
    paymentMethods,
    config: (overrides = {}) => ({
      secretKey: 'sk_test_fake',
      webhookSecret,
      priceIds: { ...prices },
      apiUrl: url,
      ...overrides,
    }),
    failNext(count, status = 500, match = {}) {
      failures.push({ status, remaining: count, ...match });
    },
    requestsTo: (method, path) =>
      requests.filter(
        (request) =>
          request.method === method &&
          (typeof path === 'string' ? request.path === path : path.test(request.path)),
      ),
    addCustomer: (email, name) => addCustomer(email, name ?? null),
    addSubscription,
    completeCheckout,
    renewSubscription,
    render,
    signedEvent(type, object, options = {}) {
      eventSequence++;
      const event = {
        id: options.id ?? `evt_test_${eventSequence}_${randomBytes(6).toString('hex')}`,
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: options.timestamp ?? nowSeconds(),
        type,
        data: { object },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
      };
      const payload = JSON.stringify(event);
      const signature = stripe.webhooks.generateTestHeaderString({
        payload,
        secret: options.secret ?? webhookSecret,
        ...(options.timestamp !== undefined && { timestamp: options.timestamp }),
      });
      return { event, payload: Buffer.from(payload), signature };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // The SDK keeps its sockets alive; without this, close waits for their idle timeout.
        server.closeAllConnections();
      }),
  };
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
