import { zodResolver } from '@hookform/resolvers/zod';
import { type RefuseAbsenceValues, refuseAbsenceSchema } from '@pointeo/domain/leave';
import { LEAVE_MESSAGES as M } from '@pointeo/domain/leave-messages';
import { useForm } from 'react-hook-form';
import { FormActions } from '../../../components/ui/form-actions';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { saveForm } from '../../../lib/save-form';
import { useRefuseAbsence } from '../api/decide-absence';

/** 'Refuser' asks for the reason the employee will read at the kiosk. */
export function RefuseForm({
  absenceId,
  onDone,
  onAnswered,
}: {
  absenceId: string;
  onDone: () => void;
  /** The request is refused (the dialog closes with `onDone` after it). */
  onAnswered: () => void;
}) {
  const refuse = useRefuseAbsence(absenceId);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RefuseAbsenceValues>({
    resolver: zodResolver(refuseAbsenceSchema),
    defaultValues: { reason: '' },
  });
  const onSubmit = handleSubmit((input) =>
    saveForm(
      () => refuse.mutateAsync(input),
      M.requestRefused,
      setError,
      () => {
        onAnswered();
        onDone();
      },
    ),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormField
        label={M.refusalReason}
        required
        hint="L'employé le lira à la borne en tapant son code."
        error={errors.reason?.message}
      >
        <textarea className={inputClass} rows={2} maxLength={500} {...register('reason')} />
      </FormField>
      <FormActions
        submitLabel={M.refuse}
        variant="danger"
        pending={refuse.isPending}
        pendingLabel="Enregistrement…"
        onCancel={onDone}
      />
    </form>
  );
}
