import { formatEuros } from '@pointeo/domain/money';
import { CardDetail } from '../../../components/ui/card-detail';
import { DownloadInvoiceButton, InvoiceStatus, invoiceDate } from './invoice-parts';
import type { InvoiceListProps } from './invoice-table';

/** The same invoices as the table, one card each, for phones (375 px). */
export function InvoiceCards({ invoices }: InvoiceListProps) {
  return (
    <ul aria-label="Historique des factures" className="space-y-3">
      {invoices.map((invoice) => (
        <li key={invoice.id} className="rounded-lg border border-slate-200 bg-white p-4 text-sm">
          <div className="flex items-center justify-between gap-2">
            <p className="font-semibold break-all text-slate-900">{invoice.number}</p>
            <DownloadInvoiceButton invoice={invoice} />
          </div>
          <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-3">
            <CardDetail label="Date">{invoiceDate(invoice)}</CardDetail>
            <CardDetail label="Montant">{formatEuros(invoice.amountCents)}</CardDetail>
            <CardDetail label="Plan">{invoice.plan}</CardDetail>
            <CardDetail label="Statut">
              <InvoiceStatus invoice={invoice} />
            </CardDetail>
          </dl>
        </li>
      ))}
    </ul>
  );
}
