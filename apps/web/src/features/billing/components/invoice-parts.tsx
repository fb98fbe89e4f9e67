import type { Invoice } from '@pointeo/domain/billing';
import { formatFrenchDate } from '@pointeo/domain/dates';
import { CheckCircle2, Clock, Download } from 'lucide-react';
import { toastError } from '../../../lib/error-toast';
import { useDownloadInvoice } from '../api/invoices';

/** A date-only 'YYYY-MM-DD' read as that calendar day in Paris, whatever the browser's zone. */
export function invoiceDate(invoice: Invoice): string {
  return invoice.paidOn ? formatFrenchDate(`${invoice.paidOn}T12:00:00Z`) : '—';
}

export function InvoiceStatus({ invoice }: { invoice: Invoice }) {
  const paid = invoice.status === 'payé';
  const Icon = paid ? CheckCircle2 : Clock;
  return (
    <span
      className={`inline-flex items-center ${paid ? 'text-green-700' : 'text-amber-700'}`}
      title={invoice.status}
    >
      <Icon className="h-5 w-5" aria-hidden="true" />
      <span className="sr-only">{invoice.status}</span>
    </span>
  );
}

/** Saves facture-{numero}.pdf; a refusal from the server shows as 'Erreur: {message}'. */
export function DownloadInvoiceButton({ invoice }: { invoice: Invoice }) {
  const download = useDownloadInvoice();
  return (
    <button
      type="button"
      aria-label={`Télécharger la facture ${invoice.number}`}
      title="Télécharger le PDF"
      disabled={download.isPending}
      aria-busy={download.isPending}
      onClick={() => download.mutate(invoice, { onError: toastError })}
      className="inline-flex h-11 w-11 items-center justify-center rounded-md text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-wait disabled:opacity-60"
    >
      <Download className="h-5 w-5" aria-hidden="true" />
    </button>
  );
}
