import { type Invoice, invoiceListSchema } from '@pointeo/domain/billing';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { apiDownload, apiRequest } from '../../../lib/api';
import { saveFile } from '../../../lib/save-file';

export const INVOICES_QUERY_KEY = ['billing', 'invoices'] as const;

/** One page of the invoice history, newest first as the server sorts it. */
export function useInvoices(page: number) {
  return useQuery({
    queryKey: [...INVOICES_QUERY_KEY, { page }],
    queryFn: ({ signal }) =>
      apiRequest(`/api/billing/invoices?${new URLSearchParams({ page: String(page) })}`, invoiceListSchema, {
        signal,
      }),
    // The table keeps showing the last page while the next one loads.
    placeholderData: keepPreviousData,
  });
}

/** Fetches the PDF and saves it under the server's name (facture-{numero}.pdf). */
export function useDownloadInvoice() {
  return useMutation({
    mutationFn: async (invoice: Invoice) => {
      const { blob, fileName } = await apiDownload(
        `/api/invoices/${encodeURIComponent(invoice.id)}/pdf`,
        'application/pdf',
      );
      saveFile(blob, fileName ?? `facture-${invoice.number}.pdf`);
    },
  });
}
