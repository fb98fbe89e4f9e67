import { type Invoice, invoiceListSchema } from '@pointeo/domain/billing';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiDownload, apiRequest } from '../../../lib/api';
import { saveFile } from '../../../lib/save-file';

export const INVOICES_QUERY_KEY = ['billing', 'invoices'] as const;

/** The invoice history, newest first as the server sorts it. */
export function useInvoices() {
  return useQuery({
    queryKey: INVOICES_QUERY_KEY,
    queryFn: ({ signal }) => apiRequest('/api/billing/invoices', invoiceListSchema, { signal }),
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
