import { idParamsSchema } from './api';
import { BILLING_MESSAGES } from './billing-messages';
import { PLAN_NAMES, type PlanName } from './plans';
import { stringRequired } from './text';
import { z } from './zod';

export const planNameSchema = z.enum(PLAN_NAMES, 'Plan inconnu');

/** What the pricing page and the Facturation tab read (GET /api/billing/state). */
export const billingStateSchema = z.object({
  plan: planNameSchema,
  /** A change that takes effect at the end of the period (SPEC §4: pending_subscription). */
  pendingPlan: planNameSchema.nullable(),
  /** ISO date-time of the end of the current period (SPEC §3: renouvellement). */
  renewsAt: z.string(),
  /** A French explanation when the last renewal payment failed, otherwise null. */
  paymentIssue: z.string().nullable(),
});
export type BillingState = z.infer<typeof billingStateSchema>;

/**
 * An upgrade charged at once is asked with the amount the person saw (GET /api/billing/upgrade-preview)
 * and the instant that amount was computed for: the server charges that amount or nothing.
 */
export const upgradeConfirmationSchema = z.object({
  amountCents: z.number().int().nonnegative(),
  prorationDate: z.iso.datetime({ offset: true }),
});
export type UpgradeConfirmation = z.infer<typeof upgradeConfirmationSchema>;

export const changePlanBodySchema = z.object({
  plan: planNameSchema,
  confirmation: upgradeConfirmationSchema.optional(),
});
export type ChangePlanBody = z.infer<typeof changePlanBodySchema>;

export const upgradePreviewQuerySchema = z.object({ plan: planNameSchema });

/** A tax-inclusive amount and its split (DESIGN.md item 9), in cents. */
export const vatSplitSchema = z.object({
  netCents: z.number().int(),
  vatCents: z.number().int(),
  grossCents: z.number().int(),
});

/**
 * What a plan change will charge before it is asked (SPEC §4 Standard → Premium): now, then every
 * month, and on which card. A change that goes through the hosted checkout shows its amounts there.
 */
export const upgradePreviewSchema = z.discriminatedUnion('outcome', [
  z.object({
    outcome: z.literal('charge'),
    plan: planNameSchema,
    now: vatSplitSchema,
    monthly: vatSplitSchema,
    card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
    /** The instant the prorata is computed for; sent back with the confirmation. */
    prorationDate: z.string(),
  }),
  z.object({ outcome: z.literal('checkout'), plan: planNameSchema }),
]);
export type UpgradePreview = z.infer<typeof upgradePreviewSchema>;

/**
 * The server decides every row of SPEC §4's Plans table: a notice (nothing changed, or a change
 * scheduled or applied, with the new state), or the hosted checkout to send the browser to.
 */
export const changePlanResultSchema = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('unchanged'), message: z.string(), state: billingStateSchema }),
  z.object({ outcome: z.literal('changed'), message: z.string(), state: billingStateSchema }),
  z.object({ outcome: z.literal('checkout'), url: z.string() }),
]);
export type ChangePlanResult = z.infer<typeof changePlanResultSchema>;

/**
 * A payment provider's id as it appears in an address (cs_test_…, cs_sim_…): letters, digits, '_'
 * and '-' only, so anything else is unknown before it reaches the provider or the database.
 */
export const providerIdSchema = (unknown: string) =>
  z
    .string()
    .max(255, unknown)
    .regex(/^[\w-]*$/, unknown);

/** /payment-success sends back what the checkout's success URL carried. */
export const confirmCheckoutBodySchema = z.object({
  sessionId: stringRequired('Session de paiement manquante')
    .trim()
    .min(1, 'Session de paiement manquante')
    .pipe(providerIdSchema(BILLING_MESSAGES.checkoutUnknown)),
  plan: planNameSchema,
});
export type ConfirmCheckoutBody = z.infer<typeof confirmCheckoutBodySchema>;

export const confirmCheckoutResultSchema = z.object({ message: z.string(), state: billingStateSchema });
export type ConfirmCheckoutResult = z.infer<typeof confirmCheckoutResultSchema>;

/** What POST /api/billing/webhook answers the provider once an event is applied (or was already). */
export const webhookReceiptSchema = z.object({ received: z.literal(true) });

export const INVOICE_STATUSES = ['payé', 'impayé'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** One row of the Facturation tab's history (SPEC §3 Invoice). */
export const invoiceSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  /** YYYY-MM-DD, null while unpaid. */
  paidOn: z.string().nullable(),
  amountCents: z.number().int(),
  plan: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  status: z.enum(INVOICE_STATUSES),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** Invoices one page of the Facturation tab shows: one more every month the company pays. */
export const INVOICE_PAGE_SIZE = 24;

export const invoiceListQuerySchema = z.object({
  page: z.coerce
    .number(BILLING_MESSAGES.badPage)
    .int(BILLING_MESSAGES.badPage)
    .min(1, BILLING_MESSAGES.badPage)
    .max(10_000, BILLING_MESSAGES.badPage)
    .default(1),
});
export type InvoiceListQuery = z.output<typeof invoiceListQuerySchema>;

/** One page of the company's invoices, newest first (GET /api/billing/invoices?page=). */
export const invoiceListSchema = z.object({
  invoices: z.array(invoiceSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The company's invoices, on every page. */
  total: z.number().int(),
});
export type InvoiceList = z.infer<typeof invoiceListSchema>;

export const invoiceIdParamsSchema = idParamsSchema('id', BILLING_MESSAGES.invoiceNotFound);

/** What a requested plan change means, from SPEC §4's Plans table. */
export type PlanChange =
  | 'already-on-plan'
  | 'downgrade-to-free'
  | 'downgrade-to-standard'
  | 'upgrade-to-premium'
  | 'checkout';

export function decidePlanChange(current: PlanName, target: PlanName, hasSubscription: boolean): PlanChange {
  if (target === current) return 'already-on-plan';
  if (target === 'Gratuit') return 'downgrade-to-free';
  if (current === 'Premium' && target === 'Standard') return 'downgrade-to-standard';
  if (current === 'Standard' && target === 'Premium' && hasSubscription) return 'upgrade-to-premium';
  return 'checkout';
}

/**
 * SPEC §5 fallback: (new price − old price) × the remaining fraction of the period, rounded to the
 * cent once. Outside the period the fraction is clamped to [0, 1].
 */
export function prorationCents(input: {
  fromCents: number;
  toCents: number;
  periodStart: Date;
  periodEnd: Date;
  now: Date;
}): number {
  const total = input.periodEnd.getTime() - input.periodStart.getTime();
  if (total <= 0) return 0;
  const remaining = Math.min(Math.max(input.periodEnd.getTime() - input.now.getTime(), 0), total);
  return Math.round(((input.toCents - input.fromCents) * remaining) / total);
}

const parisWallClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The Paris wall-clock reading of an instant, as if it were UTC (so Date.UTC arithmetic applies). */
function parisWallTime(instant: number): number {
  const part = Object.fromEntries(
    parisWallClock.formatToParts(instant).map(({ type, value }) => [type, Number(value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
  const wall = Date.UTC(part.year, part.month - 1, part.day, part.hour, part.minute, part.second);
  return wall + (instant % 1000);
}

/**
 * One calendar month later as days go in Paris (a payment at 00:30 on 31 March renews at 00:30 on
 * 30 April, not on 1 May as UTC would have it), kept on the last day of a shorter month.
 */
export function addOneMonth(date: Date): Date {
  const wall = new Date(parisWallTime(date.getTime()));
  const day = wall.getUTCDate();
  wall.setUTCDate(1);
  wall.setUTCMonth(wall.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth() + 1, 0)).getUTCDate();
  wall.setUTCDate(Math.min(day, lastDay));
  // Back from Paris wall time to an instant: the offset at the result may differ (summer time).
  const target = wall.getTime();
  let instant = target - (parisWallTime(target) - target);
  instant = target - (parisWallTime(instant) - instant);
  return new Date(instant);
}

/** The success address of a checkout: plan, customer id and session id (SPEC §2 /payment-success). */
export const PAYMENT_SUCCESS_PATH = '/payment-success';
export const CHECKOUT_CANCELED_PATH = '/pricing?canceled=true';
export const CHECKOUT_SESSION_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

export function paymentSuccessUrl(baseUrl: string, plan: PlanName, customerId: string): string {
  // The provider fills the session id in; the placeholder must stay unescaped.
  return `${baseUrl}${PAYMENT_SUCCESS_PATH}?plan=${plan}&stripe_customer_id=${encodeURIComponent(customerId)}&stripe_session_id=${CHECKOUT_SESSION_PLACEHOLDER}`;
}
