/** The face of invoices: all that app.ts may import from it. */
export { invoiceRoutes } from './routes';
export { issuedInvoicePdf } from './service';
