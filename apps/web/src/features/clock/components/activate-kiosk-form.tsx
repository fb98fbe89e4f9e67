import { zodResolver } from '@hookform/resolvers/zod';
import { type ActivateKioskInput, activateKioskSchema } from '@pointeo/domain/clock';
import { useForm } from 'react-hook-form';
import { FormActions } from '../../../components/ui/form-actions';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { SiteSelectField } from '../../../components/ui/site-select-field';
import { toastError } from '../../../lib/error-toast';
import { useActivateKiosk } from '../api/clock-admin';
import { KIOSK_SITE_HINT } from './kiosk-site-hint';

export const ACTIVATE_BROWSER_LABEL = 'Activer ce navigateur';

/**
 * Makes the browser the company is signed in on a kiosk (decision record 029), in a dialog that says
 * first that it will be signed out of the account: the server ends the session before the kiosk
 * cookie is set, and `onDone` leaves the account's pages.
 */
export function ActivateKioskForm({
  onDone,
  onCancel,
}: {
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
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
      onDone(message);
    } catch (error) {
      toastError(error);
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4 text-left">
      <p className="text-slate-700">
        Ce navigateur deviendra une borne de pointage et sera déconnecté de votre compte. Il ne donnera accès
        qu'au pointage&#8239;; pour revenir à votre compte sur cet appareil, reconnectez-vous.
      </p>
      <p className="text-sm text-slate-600">
        Pour une tablette, préférez «&#8239;Associer une tablette&#8239;» depuis votre ordinateur&#8239;: vous
        n'aurez pas à vous connecter sur la tablette.
      </p>
      <FormField label="Nom du terminal" required error={errors.name?.message}>
        <input className={inputClass} {...register('name')} />
      </FormField>
      <SiteSelectField
        registration={register('siteId')}
        hint={KIOSK_SITE_HINT}
        error={errors.siteId?.message}
      />
      <FormActions submitLabel="Activer et me déconnecter" pending={activate.isPending} onCancel={onCancel} />
    </form>
  );
}
