import { zodResolver } from '@hookform/resolvers/zod';
import { type AbsenceType, type AbsenceTypeFlags, absenceTypeFlagsSchema } from '@pointeo/domain/leave';
import { LEAVE_MESSAGES as M } from '@pointeo/domain/leave-messages';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { FormActions } from '../../../components/ui/form-actions';
import { saveForm } from '../../../lib/save-form';
import { useUpdateAbsenceType } from '../api/absence-types';

/** Whether a type is paid and counts as worked time for overtime (an agreement may say so). */
export function AbsenceTypeFlagsForm({ type, onDone }: { type: AbsenceType; onDone: () => void }) {
  const update = useUpdateAbsenceType(type.id);
  const paidId = useId();
  const workedId = useId();
  const { register, handleSubmit, setError } = useForm<AbsenceTypeFlags>({
    resolver: zodResolver(absenceTypeFlagsSchema),
    defaultValues: { paid: type.paid, countsAsWorkedTime: type.countsAsWorkedTime },
  });
  const onSubmit = handleSubmit((input) =>
    saveForm(() => update.mutateAsync(input), M.typeUpdated, setError, onDone),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="flex items-center gap-3">
        <input id={paidId} type="checkbox" className="h-4 w-4 accent-brand-700" {...register('paid')} />
        <label htmlFor={paidId} className="text-sm text-slate-800">
          {M.paid}
        </label>
      </div>
      <div className="flex items-start gap-3">
        <input
          id={workedId}
          type="checkbox"
          className="mt-1 h-4 w-4 accent-brand-700"
          {...register('countsAsWorkedTime')}
        />
        <label htmlFor={workedId} className="text-sm text-slate-800">
          {M.countsAsWorkedTime}
          <span className="block text-slate-600">Les congés payés ne le sont pas, par la loi.</span>
        </label>
      </div>
      <FormActions
        submitLabel="Enregistrer"
        pending={update.isPending}
        pendingLabel="Enregistrement..."
        onCancel={onDone}
      />
    </form>
  );
}
