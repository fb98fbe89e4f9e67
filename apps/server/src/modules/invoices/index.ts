/** The face of invoices: what app.ts, tests and the bench may use; they import no other file of it. */
export { type InvoicePdfData, renderInvoicePdf } from './invoice-pdf';
export { invoiceRoutes } from './routes';
