/** The face of billing: all that app.ts and other modules may import from it. */
export type { BillingContext } from './billing-context';
export { getBillingState } from './billing-state';
export {
  cancelSubscriptionForClosure,
  deleteInvoicesIssuedBefore,
  hasInvoices,
  scheduleFreePlanForClosure,
} from './closure';
export { invoicesForExport } from './export-reads';
export { recordInvoice } from './issue-invoice';
export type { PaidPlan, PaymentProvider } from './providers/payment-provider';
export { createPaymentProvider } from './providers/provider-factory';
export { simulatorRenewalsJob } from './providers/simulator/simulator-renewals';
export { simulatorRoutes } from './providers/simulator/simulator-routes';
export { createStripeProvider } from './providers/stripe/stripe-provider';
export { findInvoice, type InvoiceRow } from './repository';
export { billingRoutes } from './routes';
export { webhookRoutes } from './webhook-routes';
