import { zodResolver } from '@hookform/resolvers/zod';
import {
  SILAE_MESSAGES as M,
  type SilaeConnection,
  type SilaeConnectionInput,
  silaeConnectionInputSchema,
} from '@pointeo/domain/payroll-connectors';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toasts';
import { toastError } from '../../../lib/error-toast';
import { saveForm } from '../../../lib/save-form';
import { useRemoveSilaeConnection, useSaveSilaeConnection } from '../api/silae';

/**
 * The company's Silae keys ('payroll.settings'). The secrets are password fields, always empty: the
 * server never sends them back, it only says they are set; left empty, the stored ones are kept.
 */
export function SilaeConnectionForm({ connection }: { connection: SilaeConnection }) {
  const save = useSaveSilaeConnection();
  const remove = useRemoveSilaeConnection();
  const [removing, setRemoving] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<SilaeConnectionInput, unknown, Required<SilaeConnectionInput>>({
    resolver: zodResolver(silaeConnectionInputSchema),
    defaultValues: {
      clientId: connection.clientId,
      clientSecret: '',
      subscriptionKey: '',
      dossierNumber: connection.dossierNumber,
    },
  });
  const onSubmit = handleSubmit((input) =>
    saveForm(
      () => save.mutateAsync(input),
      M.saved,
      setError,
      () => reset({ ...input, clientSecret: '', subscriptionKey: '' }),
    ),
  );
  const secretHint = (set: boolean) => (set ? M.secretSet : undefined);
  return (
    <>
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={M.title}>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={M.clientId} required error={errors.clientId?.message}>
            <input className={inputClass} autoComplete="off" {...register('clientId')} />
          </FormField>
          <FormField label={M.dossierNumber} required error={errors.dossierNumber?.message}>
            <input className={inputClass} autoComplete="off" {...register('dossierNumber')} />
          </FormField>
          <FormField
            label={M.clientSecret}
            required={!connection.clientSecretSet}
            hint={secretHint(connection.clientSecretSet)}
            error={errors.clientSecret?.message}
          >
            <input
              type="password"
              className={inputClass}
              autoComplete="new-password"
              {...register('clientSecret')}
            />
          </FormField>
          <FormField
            label={M.subscriptionKey}
            required={!connection.subscriptionKeySet}
            hint={secretHint(connection.subscriptionKeySet)}
            error={errors.subscriptionKey?.message}
          >
            <input
              type="password"
              className={inputClass}
              autoComplete="new-password"
              {...register('subscriptionKey')}
            />
          </FormField>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={save.isPending}>
            {M.save}
          </Button>
          {connection.connected && (
            <Button variant="danger" onClick={() => setRemoving(true)}>
              {M.remove}
            </Button>
          )}
        </div>
      </form>
      <ConfirmDialog
        title={M.removeConfirmTitle}
        open={removing}
        confirmLabel={M.remove}
        pending={remove.isPending}
        onCancel={() => setRemoving(false)}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              toast.success(M.removed);
              reset({ clientId: '', clientSecret: '', subscriptionKey: '', dossierNumber: '' });
            },
            onError: toastError,
            onSettled: () => setRemoving(false),
          })
        }
      >
        <p>{M.removeConfirmText}</p>
      </ConfirmDialog>
    </>
  );
}
