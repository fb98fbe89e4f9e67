import { formatFrenchDateTime } from '@pointeo/domain/dates';
import {
  WEBHOOK_MESSAGES as M,
  WEBHOOK_STATUS_LABELS,
  type WebhookDelivery,
  type WebhookEndpoint,
} from '@pointeo/domain/webhooks';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { toast } from '../../../components/ui/toasts';
import { toastError } from '../../../lib/error-toast';
import { useRetryWebhookDelivery, useWebhookDeliveries } from './webhooks-api';

export function DeliveryLog({ endpoint }: { endpoint: WebhookEndpoint }) {
  const [page, setPage] = useState(1);
  const log = useWebhookDeliveries(endpoint.id, page);
  const retry = useRetryWebhookDelivery(endpoint.id);
  const resend = async (delivery: WebhookDelivery) => {
    try {
      await retry.mutateAsync(delivery.id);
      toast.success(M.retried);
    } catch (error) {
      toastError(error);
    }
  };
  if (log.isPending) return <LoadingIndicator />;
  if (log.isError) return <ErrorAlert error={log.error} />;
  if (log.data.deliveries.length === 0 && page === 1) {
    return <p className="text-sm text-slate-600">{M.noDeliveries}</p>;
  }
  return (
    <div className="space-y-2">
      <div className="overflow-x-auto">
        <table className="min-w-full text-left text-sm">
          <caption className="sr-only">
            {M.deliveries} pour {endpoint.url}
          </caption>
          <thead className="text-slate-600">
            <tr>
              <th scope="col" className="py-1 pr-3 font-medium">
                {M.date}
              </th>
              <th scope="col" className="py-1 pr-3 font-medium">
                {M.event}
              </th>
              <th scope="col" className="py-1 pr-3 font-medium">
                {M.status}
              </th>
              <th scope="col" className="py-1 pr-3 font-medium">
                {M.responseCode}
              </th>
              <th scope="col" className="py-1 pr-3 font-medium">
                {M.attempts}
              </th>
              <th scope="col" className="py-1 font-medium">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {log.data.deliveries.map((delivery) => (
              <tr key={delivery.id}>
                <td className="py-1 pr-3 whitespace-nowrap">{formatFrenchDateTime(delivery.createdAt)}</td>
                <td className="py-1 pr-3">
                  <code className="text-xs">{delivery.eventType}</code>
                </td>
                <td className="py-1 pr-3" title={delivery.lastError ?? undefined}>
                  {WEBHOOK_STATUS_LABELS[delivery.status]}
                </td>
                <td className="py-1 pr-3">{delivery.responseStatus ?? '—'}</td>
                <td className="py-1 pr-3">{delivery.attempts}</td>
                <td className="py-1">
                  <Button
                    variant="secondary"
                    className="px-2 py-1"
                    disabled={retry.isPending || !endpoint.enabled}
                    aria-label={`${M.retry} ${delivery.eventType} du ${formatFrenchDateTime(delivery.createdAt)}`}
                    onClick={() => resend(delivery)}
                  >
                    {M.retry}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {(page > 1 || log.data.hasMore) && (
        <nav
          aria-label={`${M.deliveries} pour ${endpoint.url}`}
          className="flex items-center justify-between gap-2"
        >
          <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            <ChevronLeft className="h-4 w-4" aria-hidden="true" />
            {M.previousPage}
          </Button>
          <p className="text-sm text-slate-700" aria-live="polite">
            Page {page}
          </p>
          <Button variant="secondary" disabled={!log.data.hasMore} onClick={() => setPage(page + 1)}>
            {M.nextPage}
            <ChevronRight className="h-4 w-4" aria-hidden="true" />
          </Button>
        </nav>
      )}
    </div>
  );
}
