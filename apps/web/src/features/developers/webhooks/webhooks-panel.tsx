import { WEBHOOK_MESSAGES as M } from '@pointeo/domain/webhooks';
import { Webhook } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { Modal } from '../../../components/ui/modal';
import { AddEndpointForm } from './add-endpoint-form';
import { EndpointItem } from './endpoint-item';
import { SecretValue } from './secret-value';
import { useWebhookEndpoints } from './webhooks-api';

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
