import { formatFrenchDateTime } from '@pointeo/domain/dates';
import { WEBHOOK_MESSAGES as M, WEBHOOK_EVENT_LABELS, type WebhookEndpoint } from '@pointeo/domain/webhooks';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { toast } from '../../../components/ui/toasts';
import { toastError } from '../../../lib/error-toast';
import { DeliveryLog } from './delivery-log';
import { SecretValue } from './secret-value';
import {
  useChangeWebhookEndpoint,
  useDeleteWebhookEndpoint,
  useRotateWebhookSecret,
  useWebhookSecret,
} from './webhooks-api';

export function EndpointItem({ endpoint }: { endpoint: WebhookEndpoint }) {
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
