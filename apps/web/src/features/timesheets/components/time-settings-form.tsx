import { zodResolver } from '@hookform/resolvers/zod';
import { TIMESHEET_MESSAGES as M } from '@pointeo/domain/timesheet-messages';
import { type TimeSettings, type TimeSettingsValues, timeSettingsSchema } from '@pointeo/domain/timesheets';
import { useForm } from 'react-hook-form';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FormActions } from '../../../components/ui/form-actions';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { saveForm } from '../../../lib/save-form';
import { useUpdateTimeSettings } from '../api/update-time-settings';

/**
 * The night window (21:00–00:00 to 05:00–07:00, L3122-15), the agreement
 * allowing heures complémentaires up to one third of the contract (L3123-20), and how soon
 * a second punch of the same employee is taken for a double tap (decision 030).
 */
export function TimeSettingsForm({ settings, onDone }: { settings: TimeSettings; onDone: () => void }) {
  const update = useUpdateTimeSettings();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TimeSettingsValues, unknown, TimeSettings>({
    resolver: zodResolver(timeSettingsSchema),
    defaultValues: settings,
  });
  const onSubmit = handleSubmit((input) =>
    saveForm(() => update.mutateAsync(input), M.settingsSaved, setError, onDone),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={M.nightStart}
          required
          hint="Entre 21:00 et 00:00."
          error={errors.nightStart?.message}
        >
          <input type="time" className={inputClass} {...register('nightStart')} />
        </FormField>
        <FormField label={M.nightEnd} required hint="Entre 05:00 et 07:00." error={errors.nightEnd?.message}>
          <input type="time" className={inputClass} {...register('nightEnd')} />
        </FormField>
      </div>
      <CheckboxField
        label={M.complementaryUpToThird}
        description="Temps partiel. Sans accord, une alerte signale les heures complémentaires au-delà du dixième du contrat. Au-delà du tiers, l'alerte reste."
        {...register('complementaryUpToThird')}
      />
      <FormField
        label={M.doublePunchWindow}
        required
        hint="Un second pointage du même employé dans ce délai n'est pas enregistré (0 pour désactiver, 300 au plus)."
        error={errors.doublePunchWindowSeconds?.message}
      >
        <input
          type="number"
          inputMode="numeric"
          min={0}
          max={300}
          step={1}
          className={inputClass}
          {...register('doublePunchWindowSeconds', { valueAsNumber: true })}
        />
      </FormField>
      <FormActions
        submitLabel="Enregistrer"
        pending={update.isPending}
        pendingLabel="Enregistrement…"
        onCancel={onDone}
      />
    </form>
  );
}
