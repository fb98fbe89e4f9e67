import { zodResolver } from '@hookform/resolvers/zod';
import {
  PAYROLL_PRESETS,
  PAYROLL_VARIABLES,
  type PayrollSettings,
  type PayrollSettingsValues,
  payrollSettingsSchema,
} from '@pointeo/domain/payroll';
import { PAYROLL_MESSAGES as M } from '@pointeo/domain/payroll-messages';
import { reportFigure } from '@pointeo/domain/report-messages';
import { useForm } from 'react-hook-form';
import { FormActions } from '../../../components/ui/form-actions';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { saveForm } from '../../../lib/save-form';
import { useUpdatePayrollSettings } from '../api/payroll-settings';

/** The file's layout and the payroll software's code of each variable. */
export function PayrollSettingsForm({ settings, onDone }: { settings: PayrollSettings; onDone: () => void }) {
  const update = useUpdatePayrollSettings();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<PayrollSettingsValues, unknown, PayrollSettings>({
    resolver: zodResolver(payrollSettingsSchema),
    defaultValues: settings,
  });
  const onSubmit = handleSubmit((input) =>
    saveForm(() => update.mutateAsync(input), M.saved, setError, onDone),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormField label={M.preset} required error={errors.preset?.message}>
        <select className={inputClass} {...register('preset')}>
          {PAYROLL_PRESETS.map((preset) => (
            <option key={preset} value={preset}>
              {M.presets[preset]}
            </option>
          ))}
        </select>
      </FormField>
      <p className="text-sm text-slate-600">{M.codeHint}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {PAYROLL_VARIABLES.map(({ key }) => (
          <FormField
            key={key}
            label={M.codeFor(reportFigure(key).label)}
            error={errors.codes?.[key]?.message}
          >
            <input className={inputClass} autoComplete="off" {...register(`codes.${key}`)} />
          </FormField>
        ))}
      </div>
      {settings.absenceCodes.length > 0 && (
        <fieldset className="space-y-2">
          <legend className="font-medium text-slate-900">{M.absenceCodesTitle}</legend>
          <p className="text-sm text-slate-600">{M.absenceCodesHint}</p>
          <div className="grid gap-4 sm:grid-cols-2">
            {settings.absenceCodes.map(({ typeId, name }, index) => (
              <FormField
                key={typeId}
                label={M.codeFor(name)}
                error={errors.absenceCodes?.[index]?.code?.message}
              >
                <input
                  className={inputClass}
                  autoComplete="off"
                  {...register(`absenceCodes.${index}.code`)}
                />
              </FormField>
            ))}
          </div>
        </fieldset>
      )}
      <FormActions
        submitLabel={M.save}
        pending={update.isPending}
        pendingLabel="Enregistrement…"
        onCancel={onDone}
      />
    </form>
  );
}
