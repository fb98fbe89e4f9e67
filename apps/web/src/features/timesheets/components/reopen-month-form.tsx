import { zodResolver } from '@hookform/resolvers/zod';
import { elide } from '@pointeo/domain/french-elision';
import { TIMESHEET_MESSAGES as M } from '@pointeo/domain/timesheet-messages';
import { type ReopenMonthValues, reopenMonthSchema } from '@pointeo/domain/timesheets';
import { useForm } from 'react-hook-form';
import { FormActions } from '../../../components/ui/form-actions';
import { saveForm } from '../../../lib/save-form';
import { useReopenMonth } from '../api/reopen-month';
import { monthLabel } from '../timesheet-display';
import { ReasonField } from './reason-field';

/** 'Rouvrir le mois': corrections are accepted again; the reason joins the month's history. */
export function ReopenMonthForm({ month, onDone }: { month: string; onDone: () => void }) {
  const reopen = useReopenMonth(month);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ReopenMonthValues>({ resolver: zodResolver(reopenMonthSchema), defaultValues: { reason: '' } });
  const onSubmit = handleSubmit((input) =>
    saveForm(() => reopen.mutateAsync(input), M.monthReopened, setError, onDone),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-slate-700">
        Les pointages {elide('de', monthLabel(month))} pourront de nouveau être corrigés, pour tous les
        employés.
      </p>
      <ReasonField registration={register('reason')} error={errors.reason?.message} />
      <FormActions
        submitLabel={M.reopenMonth}
        pending={reopen.isPending}
        pendingLabel="Enregistrement…"
        onCancel={onDone}
      />
    </form>
  );
}
