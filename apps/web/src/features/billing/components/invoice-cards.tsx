import { formatEuros } from '@pointeo/domain/money';
import type { ReactNode } from 'react';
import { DownloadInvoiceButton, InvoiceStatus, invoiceDate } from './invoice-parts';
import type { InvoiceListProps } from './invoice-table';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="mt-0.5 text-slate-900">{children}</dd>
    </div>
  );
}

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
            <Detail label="Date">{invoiceDate(invoice)}</Detail>
            <Detail label="Montant">{formatEuros(invoice.amountCents)}</Detail>
            <Detail label="Plan">{invoice.plan}</Detail>
            <Detail label="Statut">
              <InvoiceStatus invoice={invoice} />
            </Detail>
          </dl>
        </li>
      ))}
    </ul>
  );
}
