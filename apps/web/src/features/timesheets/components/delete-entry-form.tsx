import { zodResolver } from '@hookform/resolvers/zod';
import { TIMESHEET_MESSAGES as M } from '@pointeo/domain/timesheet-messages';
import { type DeleteEntryValues, deleteEntrySchema, type MonthEntry } from '@pointeo/domain/timesheets';
import { useForm } from 'react-hook-form';
import { FormActions } from '../../../components/ui/form-actions';
import { saveForm } from '../../../lib/save-form';
import { useDeleteEntry } from '../api/delete-entry';
import { entrySpan, longDayLabel } from '../timesheet-display';
import { CorrectionRefusal, useCorrectionRefusal } from './correction-refusal';
import { ReasonField } from './reason-field';

/** Asks before deleting, says what follows, and takes the reason the history keeps. */
export function DeleteEntryForm({ entry, onDone }: { entry: MonthEntry; onDone: () => void }) {
  const remove = useDeleteEntry(entry.id);
  const { refusal, onRefused, clear } = useCorrectionRefusal();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<DeleteEntryValues>({ resolver: zodResolver(deleteEntrySchema), defaultValues: { reason: '' } });
  const onSubmit = handleSubmit((input) => {
    clear();
    return saveForm(() => remove.mutateAsync(input), M.entryDeleted, setError, onDone, onRefused);
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-slate-700">
        Le pointage du <strong>{longDayLabel(entry.date)}</strong> ({entrySpan(entry)}) ne comptera plus
        aucune heure. Il restera consultable dans l'historique.
      </p>
      <ReasonField registration={register('reason')} error={errors.reason?.message} />
      <CorrectionRefusal error={refusal} onLeave={onDone} />
      <FormActions
        submitLabel={M.deleteEntry}
        variant="danger"
        pending={remove.isPending}
        pendingLabel="Suppression…"
        onCancel={onDone}
      />
    </form>
  );
}
