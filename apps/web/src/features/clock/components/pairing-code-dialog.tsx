import { zodResolver } from '@hookform/resolvers/zod';
import { type PairingCode, type PairingCodeRequest, pairingCodeRequestSchema } from '@pointeo/domain/clock';
import { formatFrenchDateTime } from '@pointeo/domain/dates';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { FormActions } from '../../../components/ui/form-actions';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { SiteSelectField } from '../../../components/ui/site-select-field';
import { toast } from '../../../components/ui/toasts';
import { ApiError } from '../../../lib/api';
import { toastError } from '../../../lib/error-toast';
import { useCancelPairingCode, useCreatePairingCode, usePairingCodeStatus } from '../api/pairing-codes';
import { KIOSK_SITE_HINT } from './kiosk-site-hint';

export const PAIR_TABLET_LABEL = 'Associer une tablette';

function NameStep({ onCreated, onCancel }: { onCreated: (code: PairingCode) => void; onCancel: () => void }) {
  const create = useCreatePairingCode();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PairingCodeRequest>({
    resolver: zodResolver(pairingCodeRequestSchema),
    defaultValues: { name: 'Tablette accueil' },
  });
  const onSubmit = handleSubmit(async (input) => {
    try {
      onCreated(await create.mutateAsync(input));
    } catch (error) {
      toastError(error);
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-slate-700">
        Un code à usage unique, valable 10 minutes, que vous saisirez sur la tablette (ou dont elle scannera
        le QR code). La tablette deviendra une borne de pointage sans jamais accéder à votre compte.
      </p>
      <FormField label="Nom du terminal" required error={errors.name?.message}>
        <input className={inputClass} {...register('name')} />
      </FormField>
      <SiteSelectField
        registration={register('siteId')}
        hint={KIOSK_SITE_HINT}
        error={errors.siteId?.message}
      />
      <FormActions submitLabel="Créer le code" pending={create.isPending} onCancel={onCancel} />
    </form>
  );
}

function CodeStep({ code }: { code: PairingCode }) {
  const status = usePairingCodeStatus(code.id).data?.status ?? 'pending';
  const kioskAddress = code.pairingUrl.split('?')[0];
  return (
    <div className="space-y-4 text-slate-700">
      <p>
        Sur la tablette, ouvrez <span className="font-medium text-slate-900">{kioskAddress}</span> et
        saisissez ce code, ou scannez le QR code avec son appareil photo.
      </p>
      <div className="flex flex-col items-center gap-3 rounded-xl bg-slate-50 p-4">
        <p className="font-mono text-3xl font-bold tracking-widest text-slate-900">{code.code}</p>
        <img
          src={code.qrCode}
          width={192}
          height={192}
          className="h-48 w-48"
          alt={`QR code du code d'association ${code.code}, qui ouvre le pointage sur la tablette`}
        />
        <p className="text-sm text-slate-600">
          Pour «&#8239;{code.deviceName}&#8239;», une seule fois, jusqu'au{' '}
          {formatFrenchDateTime(code.expiresAt)}.
        </p>
      </div>
      <p role="status" className="font-medium text-slate-900">
        {status === 'pending' && 'En attente de la tablette…'}
        {status === 'used' &&
          `«\u202f${code.deviceName}\u202f» est associée\u202f: elle peut maintenant pointer.`}
        {status === 'expired' && 'Ce code a expiré sans servir\u202f: créez-en un nouveau.'}
      </p>
    </div>
  );
}

/**
 * 'Associer une tablette' (decision record 029): names the tablet, shows the one-time code and its
 * QR code, and says when the tablet has used it. Closing it before then cancels the code, so that a
 * code never outlives the screen that showed it.
 */
export function PairingCodeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [code, setCode] = useState<PairingCode>();
  const status = usePairingCodeStatus(code?.id).data?.status ?? 'pending';
  const cancel = useCancelPairingCode();
  const pending = Boolean(code) && status === 'pending';

  const close = async () => {
    if (code && pending) {
      try {
        toast.success((await cancel.mutateAsync(code.id)).message);
      } catch (error) {
        // Used (or expired and dropped) meanwhile: there is nothing left to cancel.
        if (!(error instanceof ApiError && error.status === 404)) {
          toastError(error);
          return;
        }
      }
    }
    setCode(undefined);
    onClose();
  };

  return (
    <Modal
      title={PAIR_TABLET_LABEL}
      open={open}
      onClose={close}
      footer={
        code && (
          <Button variant={pending ? 'secondary' : 'primary'} onClick={close} disabled={cancel.isPending}>
            {pending ? 'Annuler le code' : 'Terminé'}
          </Button>
        )
      }
    >
      {code ? <CodeStep code={code} /> : <NameStep onCreated={setCode} onCancel={close} />}
    </Modal>
  );
}
