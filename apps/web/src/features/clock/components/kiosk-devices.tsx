import { zodResolver } from '@hookform/resolvers/zod';
import { type ActivateKioskInput, activateKioskSchema, type KioskDevice } from '@pointeo/domain/clock';
import { formatFrenchDateTime } from '@pointeo/domain/dates';
import { MonitorSmartphone } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormActions } from '../../../components/ui/form-actions';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { toast } from '../../../components/ui/toasts';
import { toastError } from '../../../lib/error-toast';
import { useActivateKiosk, useKioskDevices, useRevokeKiosk } from '../api/clock-admin';

function ActivateForm({ onDone }: { onDone: () => void }) {
  const activate = useActivateKiosk();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ActivateKioskInput>({
    resolver: zodResolver(activateKioskSchema),
    defaultValues: { name: 'Tablette accueil' },
  });
  const onSubmit = handleSubmit(async (input) => {
    try {
      const { message } = await activate.mutateAsync(input);
      toast.success(message);
      onDone();
    } catch (error) {
      toastError(error);
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-slate-700">
        Ce navigateur deviendra une borne de pointage pour votre entreprise. Il ne donnera accès qu'au
        pointage, jamais à votre compte.
      </p>
      <FormField label="Nom du terminal" required error={errors.name?.message}>
        <input className={inputClass} {...register('name')} />
      </FormField>
      <FormActions submitLabel="Activer ce terminal" pending={activate.isPending} onCancel={onDone} />
    </form>
  );
}

export function KioskDevices() {
  const devices = useKioskDevices();
  const revoke = useRevokeKiosk();
  const [activating, setActivating] = useState(false);
  const [revoking, setRevoking] = useState<KioskDevice>();

  const confirmRevoke = async () => {
    if (!revoking) return;
    try {
      const { message } = await revoke.mutateAsync(revoking.id);
      toast.success(message);
    } catch (error) {
      toastError(error);
    } finally {
      setRevoking(undefined);
    }
  };

  return (
    <section aria-labelledby="terminaux-titre" className="mt-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="terminaux-titre" className="text-lg font-semibold text-slate-900">
          Terminaux de pointage
        </h2>
        <div className="flex gap-2">
          <a
            href="/pointage"
            target="_blank"
            rel="noopener"
            className="rounded-md border border-slate-300 px-4 py-2.5 text-sm font-semibold hover:bg-slate-50"
          >
            Ouvrir le pointage
          </a>
          <Button onClick={() => setActivating(true)}>
            <MonitorSmartphone className="h-4 w-4" aria-hidden="true" />
            Activer ce terminal
          </Button>
        </div>
      </div>
      {devices.data?.length === 0 && (
        <p className="mt-3 text-slate-600">
          Aucun terminal activé. Activez la tablette qui servira de borne de pointage.
        </p>
      )}
      <ul className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200">
        {devices.data?.map((device) => (
          <li key={device.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
            <div>
              <p className="font-medium text-slate-900">{device.name}</p>
              <p className="text-sm text-slate-600">
                Activé le {formatFrenchDateTime(device.createdAt)}
                {device.lastSeenAt && ` — dernière activité le ${formatFrenchDateTime(device.lastSeenAt)}`}
              </p>
            </div>
            <Button
              variant="secondary"
              onClick={() => setRevoking(device)}
              aria-label={`Révoquer ${device.name}`}
            >
              Révoquer
            </Button>
          </li>
        ))}
      </ul>
      <Modal title="Activer ce terminal" open={activating} onClose={() => setActivating(false)}>
        <ActivateForm onDone={() => setActivating(false)} />
      </Modal>
      <ConfirmDialog
        title={'Révoquer ce terminal\u202f?'}
        open={Boolean(revoking)}
        confirmLabel="Révoquer le terminal"
        pending={revoke.isPending}
        onConfirm={confirmRevoke}
        onCancel={() => setRevoking(undefined)}
      >
        «&#8239;{revoking?.name}&#8239;» ne pourra plus enregistrer de pointages. Les pointages déjà faits
        sont conservés.
      </ConfirmDialog>
    </section>
  );
}
