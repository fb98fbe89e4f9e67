import { zodResolver } from '@hookform/resolvers/zod';
import {
  CLOSURE_MESSAGES as M,
  MAX_RETENTION_YEARS,
  MIN_RETENTION_YEARS,
  type RetentionAnswer,
  type RetentionSettings,
  retentionSettingsSchema,
} from '@pointeo/domain/account-closure';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { saveForm } from '../../../lib/save-form';
import { useRetention, useSaveRetention } from '../api/account-closure';

/** 'Durée de conservation des pointages' (decision 083): whole years, three at least, five by default. */
export function RetentionCard() {
  const retention = useRetention();
  return (
    <section
      aria-labelledby="conservation-titre"
      className="space-y-4 rounded-lg border border-slate-200 p-4 sm:p-6"
    >
      <div className="max-w-2xl">
        <h2 id="conservation-titre" className="text-lg font-semibold text-slate-900">
          {M.retentionTitle}
        </h2>
        <p className="mt-1 text-slate-600">{M.retentionIntro}</p>
      </div>
      {retention.isPending && <LoadingIndicator />}
      {retention.error && <ErrorAlert error={retention.error} />}
      {retention.data && <RetentionForm retention={retention.data} />}
    </section>
  );
}

function RetentionForm({ retention }: { retention: RetentionAnswer }) {
  const save = useSaveRetention();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useForm<RetentionSettings>({
    resolver: zodResolver(retentionSettingsSchema),
    defaultValues: { retentionYears: retention.retentionYears },
  });
  const onSubmit = handleSubmit((input) =>
    saveForm(
      () => save.mutateAsync(input),
      M.retentionSaved,
      setError,
      () => reset(input),
    ),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      <p className="text-slate-800">{M.retentionCurrent(retention.retentionYears)}</p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="sm:w-72">
          <FormField label={M.retentionLabel} required error={errors.retentionYears?.message}>
            <input
              type="number"
              inputMode="numeric"
              min={MIN_RETENTION_YEARS}
              max={MAX_RETENTION_YEARS}
              step={1}
              className={inputClass}
              {...register('retentionYears', { valueAsNumber: true })}
            />
          </FormField>
        </div>
        <Button type="submit" disabled={save.isPending || !isDirty}>
          {save.isPending ? 'Enregistrement…' : M.retentionSave}
        </Button>
      </div>
      <p className="max-w-2xl text-sm text-slate-600">{M.retentionLegal}</p>
    </form>
  );
}
