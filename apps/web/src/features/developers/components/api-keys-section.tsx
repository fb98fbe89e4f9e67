import {
  API_KEY_MESSAGES,
  type ApiKey,
  type ApiKeyList,
  apiKeyLastDay,
  apiKeyScopesLabel,
  type CreatedApiKey,
  DEVELOPERS_MESSAGES as M,
} from '@pointeo/domain/api-keys';
import { formatFrenchDate, formatFrenchDateTime } from '@pointeo/domain/dates';
import { KeyRound, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { Modal } from '../../../components/ui/modal';
import { toast } from '../../../components/ui/toasts';
import { toastError } from '../../../lib/error-toast';
import { useRevokeApiKey } from '../api/api-keys';
import { CreateApiKeyForm } from './create-api-key-form';
import { NewSecret } from './new-secret';

/** 'Clés d'API': the list, 'Créer une clé' (its secret shown once), 'Révoquer'. */
export function ApiKeysSection({ keys, error }: { keys: ApiKeyList | undefined; error: Error | null }) {
  const revoke = useRevokeApiKey();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const closeCreation = () => {
    setCreating(false);
    setCreated(null);
  };

  const confirmRevoke = async () => {
    if (!revoking) return;
    try {
      await revoke.mutateAsync(revoking.id);
      toast.success(API_KEY_MESSAGES.revoked);
    } catch (failure) {
      toastError(failure);
    } finally {
      setRevoking(null);
    }
  };

  return (
    <section aria-labelledby="cles-api-titre" className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="max-w-2xl">
          <h2 id="cles-api-titre" className="text-lg font-semibold text-slate-900">
            {M.keysTitle}
          </h2>
          <p className="mt-1 text-slate-600">{M.intro}</p>
        </div>
        {keys && (
          <Button onClick={() => setCreating(true)}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            {M.create}
          </Button>
        )}
      </div>

      {error && <ErrorAlert error={error} />}
      {keys?.keys.length === 0 && <p className="text-slate-600">{M.empty}</p>}
      {keys && keys.keys.length > 0 && (
        <ul aria-label={M.keysTitle} className="divide-y divide-slate-200 rounded-lg border border-slate-200">
          {keys.keys.map((key) => (
            <li
              key={key.id}
              className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <KeySummary apiKey={key} />
              {key.revokedAt === null && (
                <Button
                  variant="secondary"
                  onClick={() => setRevoking(key)}
                  aria-label={`${M.revoke} la clé ${key.name}`}
                >
                  {M.revoke}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}

      <Modal title={created ? M.createdTitle : M.create} open={creating} onClose={closeCreation}>
        {created ? (
          <NewSecret created={created} onDone={closeCreation} />
        ) : (
          <CreateApiKeyForm onCreated={setCreated} onCancel={closeCreation} />
        )}
      </Modal>
      <ConfirmDialog
        title={M.revokeTitle}
        open={revoking !== null}
        confirmLabel={M.revokeConfirm}
        pending={revoke.isPending}
        onConfirm={confirmRevoke}
        onCancel={() => setRevoking(null)}
      >
        {revoking && M.revokeText(revoking.name)}
      </ConfirmDialog>
    </section>
  );
}

/** Whether the key still works, and since or until when. */
function keyState(key: ApiKey): { text: string; live: boolean } {
  if (key.revokedAt) return { text: M.revokedOn(formatFrenchDate(key.revokedAt)), live: false };
  if (!key.expiresAt) return { text: M.noExpiry, live: true };
  const lastDay = formatFrenchDate(apiKeyLastDay(key.expiresAt));
  return Date.parse(key.expiresAt) <= Date.now()
    ? { text: M.expiredOn(lastDay), live: false }
    : { text: M.expiresOn(lastDay), live: true };
}

function KeySummary({ apiKey: key }: { apiKey: ApiKey }) {
  const state = keyState(key);
  return (
    <div className="min-w-0">
      <p className="flex items-center gap-2 font-medium break-words text-slate-900">
        <KeyRound className="h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
        {key.name}
      </p>
      <p className="text-sm text-slate-600">
        <code className="rounded bg-slate-100 px-1 py-0.5 font-mono text-slate-800 break-all">
          {key.prefix}…
        </code>{' '}
        · {apiKeyScopesLabel(key.scopes)}
      </p>
      <p className="text-sm text-slate-600">
        {M.createdOn(formatFrenchDate(key.createdAt))} ·{' '}
        {key.lastUsedAt ? M.lastUsed(formatFrenchDateTime(key.lastUsedAt)) : M.neverUsed}
      </p>
      <p className={`text-sm ${state.live ? 'text-slate-600' : 'font-medium text-red-800'}`}>{state.text}</p>
    </div>
  );
}
