import type { Invoice } from '@pointeo/domain/billing';
import { formatEuros } from '@pointeo/domain/money';
import { ScrollRegion } from '../../../components/ui/scroll-region';
import { DownloadInvoiceButton, InvoiceStatus, invoiceDate } from './invoice-parts';

export interface InvoiceListProps {
  invoices: Invoice[];
}

const headerClass = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';
const cellClass = 'px-4 py-3 whitespace-nowrap';

/** The history for wide screens; it scrolls sideways inside its own focusable region if squeezed. */
export function InvoiceTable({ invoices }: InvoiceListProps) {
  return (
    <ScrollRegion label="Tableau des factures">
      <table className="min-w-full divide-y divide-slate-200">
        <caption className="sr-only">Historique des factures</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={headerClass}>
              Numéro
            </th>
            <th scope="col" className={headerClass}>
              Date
            </th>
            <th scope="col" className={headerClass}>
              Plan
            </th>
            <th scope="col" className={`${headerClass} text-right`}>
              Montant
            </th>
            <th scope="col" className={headerClass}>
              Statut
            </th>
            <th scope="col" className={`${headerClass} text-right`}>
              PDF
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 bg-white">
          {invoices.map((invoice) => (
            <tr key={invoice.id} className="text-sm text-slate-800">
              <th scope="row" className={`${cellClass} text-left font-medium`}>
                {invoice.number}
              </th>
              <td className={cellClass}>{invoiceDate(invoice)}</td>
              <td className="px-4 py-3">{invoice.plan}</td>
              <td className={`${cellClass} text-right`}>{formatEuros(invoice.amountCents)}</td>
              <td className={cellClass}>
                <InvoiceStatus invoice={invoice} />
              </td>
              <td className={`${cellClass} py-1 text-right`}>
                <DownloadInvoiceButton invoice={invoice} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
