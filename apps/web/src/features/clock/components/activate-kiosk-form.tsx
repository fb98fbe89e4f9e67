import { zodResolver } from '@hookform/resolvers/zod';
import { type ActivateKioskInput, activateKioskSchema } from '@pointeo/domain/clock';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { FormActions } from '../../../components/ui/form-actions';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toasts';
import { toastError } from '../../../lib/error-toast';
import { useActivateKiosk } from '../api/clock-admin';

const SUBMIT_LABEL = 'Activer ce terminal';

/**
 * Makes this browser a kiosk of the signed-in company (decision record 005): in the Pointages tab's
 * dialog (with 'Annuler'), or right on /pointage when it is not one yet.
 */
export function ActivateKioskForm({ onDone, onCancel }: { onDone: () => void; onCancel?: () => void }) {
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
    <form onSubmit={onSubmit} noValidate className="space-y-4 text-left">
      <p className="text-slate-700">
        Ce navigateur deviendra une borne de pointage pour votre entreprise. Il ne donnera accès qu'au
        pointage, jamais à votre compte.
      </p>
      <FormField label="Nom du terminal" required error={errors.name?.message}>
        <input className={inputClass} {...register('name')} />
      </FormField>
      {onCancel ? (
        <FormActions submitLabel={SUBMIT_LABEL} pending={activate.isPending} onCancel={onCancel} />
      ) : (
        <Button type="submit" className="w-full" disabled={activate.isPending}>
          {SUBMIT_LABEL}
        </Button>
      )}
    </form>
  );
}
