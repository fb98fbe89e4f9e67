import { zodResolver } from '@hookform/resolvers/zod';
import { formatFrenchDateTime } from '@pointeo/domain/dates';
import {
  WEBHOOK_MESSAGES as M,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_STATUS_LABELS,
  WEBHOOK_URL_MAX_LENGTH,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointInput,
  webhookEndpointInputSchema,
} from '@pointeo/domain/webhooks';
import { ChevronLeft, ChevronRight, Copy, Webhook } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { FormActions } from '../../../components/ui/form-actions';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { FormRefusal } from '../../../components/ui/form-refusal';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { Modal } from '../../../components/ui/modal';
import { toast } from '../../../components/ui/toasts';
import { toastError } from '../../../lib/error-toast';
import { saveForm } from '../../../lib/save-form';
import {
  useAddWebhookEndpoint,
  useChangeWebhookEndpoint,
  useDeleteWebhookEndpoint,
  useRetryWebhookDelivery,
  useRotateWebhookSecret,
  useWebhookDeliveries,
  useWebhookEndpoints,
  useWebhookSecret,
} from './webhooks-api';

/**
 * Paramètres › Développeurs › Webhooks (issue 31 item 5, decision 077): the company's endpoints, the
 * events each one receives, its signing secret (shown, copied, regenerated), turning it off and on,
 * and the log of its deliveries with 'Renvoyer'. Premium and 'developers.manage' are the section's.
 */
export function WebhooksPanel() {
  const list = useWebhookEndpoints();
  const [adding, setAdding] = useState(false);
  const [created, setCreated] = useState<{ url: string; secret: string } | null>(null);

  return (
    <section aria-labelledby="webhooks-titre" className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 id="webhooks-titre" className="text-lg font-semibold text-slate-900">
            {M.title}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{M.intro}</p>
        </div>
        {list.data && (
          <Button onClick={() => setAdding(true)}>
            <Webhook className="h-4 w-4" aria-hidden="true" />
            {M.add}
          </Button>
        )}
      </div>

      {list.isPending && <LoadingIndicator />}
      {list.isError && <ErrorAlert error={list.error} />}
      {list.data?.endpoints.length === 0 && <p className="text-sm text-slate-600">{M.noEndpoints}</p>}
      {list.data && list.data.endpoints.length > 0 && (
        <ul className="space-y-3">
          {list.data.endpoints.map((endpoint) => (
            <EndpointItem key={endpoint.id} endpoint={endpoint} />
          ))}
        </ul>
      )}

      <Modal title={M.add} open={adding} onClose={() => setAdding(false)}>
        {adding && (
          <AddEndpointForm
            onCancel={() => setAdding(false)}
            onCreated={(url, secret) => {
              setAdding(false);
              setCreated({ url, secret });
            }}
          />
        )}
      </Modal>
      <Modal title={M.secret} open={created !== null} onClose={() => setCreated(null)}>
        {created && (
          <div className="space-y-4">
            <p className="text-sm break-all text-slate-700">{created.url}</p>
            <SecretValue secret={created.secret} />
            <div className="flex justify-end">
              <Button onClick={() => setCreated(null)}>Terminé</Button>
            </div>
          </div>
        )}
      </Modal>
    </section>
  );
}

function AddEndpointForm({
  onCancel,
  onCreated,
}: {
  onCancel: () => void;
  onCreated: (url: string, secret: string) => void;
}) {
  const add = useAddWebhookEndpoint();
  const [refusal, setRefusal] = useState<Error | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<WebhookEndpointInput, unknown, { url: string; events: WebhookEndpointInput['events'] }>({
    resolver: zodResolver(webhookEndpointInputSchema),
    defaultValues: { url: '', events: [] },
  });
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={handleSubmit((input) => {
        setRefusal(null);
        let answer: { secret: string } | undefined;
        return saveForm(
          async () => {
            answer = await add.mutateAsync(input);
          },
          M.created,
          setError,
          () => onCreated(input.url, answer!.secret),
          setRefusal,
        );
      })}
    >
      <FormRefusal error={refusal} />
      <FormField label={M.url} required error={errors.url?.message}>
        <input
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://exemple.fr/webhooks"
          maxLength={WEBHOOK_URL_MAX_LENGTH}
          className={inputClass}
          {...register('url')}
        />
      </FormField>
      <fieldset aria-describedby={errors.events ? 'webhook-events-error' : undefined}>
        <legend className="text-sm font-medium text-slate-800">{M.events}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {WEBHOOK_EVENT_TYPES.map((type) => (
            <CheckboxField
              key={type}
              value={type}
              label={WEBHOOK_EVENT_LABELS[type]}
              description={<code className="text-xs">{type}</code>}
              {...register('events')}
            />
          ))}
        </div>
        {errors.events && (
          <p id="webhook-events-error" className="mt-1 text-sm text-red-700" role="alert">
            {errors.events.message}
          </p>
        )}
      </fieldset>
      <FormActions submitLabel={M.add} pending={add.isPending} onCancel={onCancel} />
    </form>
  );
}

function SecretValue({ secret }: { secret: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      toast.success(M.secretCopied);
    } catch (error) {
      toastError(error);
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <code className="min-w-0 flex-1 rounded bg-slate-100 px-2 py-1 text-sm break-all text-slate-900">
        {secret}
      </code>
      <Button variant="secondary" onClick={copy}>
        <Copy className="h-4 w-4" aria-hidden="true" />
        {M.copySecret}
      </Button>
    </div>
  );
}

function EndpointItem({ endpoint }: { endpoint: WebhookEndpoint }) {
  const change = useChangeWebhookEndpoint();
  const remove = useDeleteWebhookEndpoint();
  const rotate = useRotateWebhookSecret();
  const [secretShown, setSecretShown] = useState(false);
  const [logShown, setLogShown] = useState(false);
  const [confirming, setConfirming] = useState<'rotate' | 'delete' | null>(null);
  const secret = useWebhookSecret(endpoint.id, secretShown);

  const toggle = async () => {
    try {
      await change.mutateAsync({ endpointId: endpoint.id, change: { enabled: !endpoint.enabled } });
      toast.success(M.updated);
    } catch (error) {
      toastError(error);
    }
  };
  const confirm = async () => {
    try {
      if (confirming === 'rotate') {
        await rotate.mutateAsync(endpoint.id);
        setSecretShown(true);
        toast.success(M.rotated);
      } else if (confirming === 'delete') {
        await remove.mutateAsync(endpoint.id);
        toast.success(M.deleted);
      }
    } catch (error) {
      toastError(error);
    } finally {
      setConfirming(null);
    }
  };
  const state = endpoint.enabled
    ? M.enabled
    : endpoint.disabledReason === 'failures'
      ? M.disabledAfterFailures
      : M.disabled;

  return (
    <li className="space-y-3 rounded-lg border border-slate-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium break-all text-slate-900">{endpoint.url}</p>
          <p className="text-sm text-slate-600">
            {endpoint.events.map((type) => WEBHOOK_EVENT_LABELS[type]).join(', ')}
          </p>
          {endpoint.enabled && endpoint.failingSince && (
            <p className="text-sm text-red-700">
              {M.failingSince(formatFrenchDateTime(endpoint.failingSince))}
            </p>
          )}
        </div>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${endpoint.enabled ? 'bg-green-100 text-green-800' : 'bg-slate-200 text-slate-800'}`}
        >
          {state}
        </span>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          aria-expanded={secretShown}
          aria-label={`${M.showSecret} pour ${endpoint.url}`}
          onClick={() => setSecretShown((shown) => !shown)}
        >
          {M.showSecret}
        </Button>
        <Button
          variant="secondary"
          aria-label={`${M.rotate} pour ${endpoint.url}`}
          onClick={() => setConfirming('rotate')}
        >
          {M.rotate}
        </Button>
        <Button
          variant="secondary"
          aria-label={`${endpoint.enabled ? M.disable : M.enable} ${endpoint.url}`}
          disabled={change.isPending}
          onClick={toggle}
        >
          {endpoint.enabled ? M.disable : M.enable}
        </Button>
        <Button
          variant="secondary"
          aria-expanded={logShown}
          aria-label={`${M.deliveries} pour ${endpoint.url}`}
          onClick={() => setLogShown((shown) => !shown)}
        >
          {M.deliveries}
        </Button>
        <Button
          variant="danger"
          aria-label={`${M.delete} ${endpoint.url}`}
          onClick={() => setConfirming('delete')}
        >
          {M.delete}
        </Button>
      </div>
      {secretShown && (
        <div>
          {secret.isPending && <LoadingIndicator />}
          {secret.isError && <ErrorAlert error={secret.error} />}
          {secret.data && <SecretValue secret={secret.data.secret} />}
        </div>
      )}
      {logShown && <DeliveryLog endpoint={endpoint} />}
      <ConfirmDialog
        title={confirming === 'rotate' ? `${M.rotate}\u202f?` : `${M.delete}\u202f?`}
        open={confirming !== null}
        confirmLabel={confirming === 'rotate' ? M.rotate : M.delete}
        confirmVariant={confirming === 'rotate' ? 'primary' : 'danger'}
        pending={rotate.isPending || remove.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(null)}
      >
        {confirming === 'rotate' ? M.rotateConfirm : M.deleteConfirm}
      </ConfirmDialog>
    </li>
  );
}

function DeliveryLog({ endpoint }: { endpoint: WebhookEndpoint }) {
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
