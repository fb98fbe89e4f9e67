import { zodResolver } from '@hookform/resolvers/zod';
import { type AbsenceType, type AbsenceTypeFlags, absenceTypeFlagsSchema } from '@pointeo/domain/leave';
import { LEAVE_MESSAGES as M } from '@pointeo/domain/leave-messages';
import { useForm } from 'react-hook-form';
import { FormActions } from '../../../components/ui/form-actions';
import { saveForm } from '../../../lib/save-form';
import { useUpdateAbsenceType } from '../api/absence-types';
import { AbsenceTypeFlagFields } from './absence-type-flag-fields';

/** Whether a type is paid and counts as worked time for overtime (an agreement may say so). */
export function AbsenceTypeFlagsForm({ type, onDone }: { type: AbsenceType; onDone: () => void }) {
  const update = useUpdateAbsenceType(type.id);
  const { register, handleSubmit, setError } = useForm<AbsenceTypeFlags>({
    resolver: zodResolver(absenceTypeFlagsSchema),
    defaultValues: { paid: type.paid, countsAsWorkedTime: type.countsAsWorkedTime },
  });
  const onSubmit = handleSubmit((input) =>
    saveForm(() => update.mutateAsync(input), M.typeUpdated, setError, onDone),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <AbsenceTypeFlagFields paid={register('paid')} countsAsWorkedTime={register('countsAsWorkedTime')} />
      <FormActions
        submitLabel="Enregistrer"
        pending={update.isPending}
        pendingLabel="Enregistrement…"
        onCancel={onDone}
      />
    </form>
  );
}
