import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AbsenceType,
  type AbsenceTypeInput,
  absenceTypeInputSchema,
  type LeaveSettings,
  type LeaveSettingsValues,
  leaveSettingsSchema,
} from '@pointeo/domain/leave';
import { LEAVE_MESSAGES as M } from '@pointeo/domain/leave-messages';
import { PERMISSION_MESSAGES } from '@pointeo/domain/permissions';
import { Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { FormActions } from '../../../components/ui/form-actions';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { Modal } from '../../../components/ui/modal';
import { useCan } from '../../../lib/current-member';
import { saveForm } from '../../../lib/save-form';
import { useCreateAbsenceType } from '../api/absence-types';
import { useLeaveSettings, useUpdateLeaveSettings } from '../api/leave-settings';
import { AbsenceTypeFlagFields } from './absence-type-flag-fields';
import { AbsenceTypeFlagsForm } from './absence-type-flags-form';

const MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];

/**
 * 'Paramètres': how days are counted, when the reference period starts, and the absence types; read
 * only to a role that may not change them (leave.settings).
 */
export function LeaveSettingsSection({ types }: { types: AbsenceType[] }) {
  const settings = useLeaveSettings();
  const [addingType, setAddingType] = useState(false);
  const [editingType, setEditingType] = useState<AbsenceType | null>(null);
  const mayEdit = useCan('leave.settings');
  return (
    <div className="space-y-6">
      {!mayEdit && <p className="text-sm text-slate-600">{PERMISSION_MESSAGES.adminOnlySettings}</p>}
      <section aria-labelledby="conges-parametres" className="rounded-lg border border-slate-200 p-4">
        <h2 id="conges-parametres" className="text-lg font-semibold text-slate-900">
          {M.settings}
        </h2>
        {settings.isPending && <LoadingIndicator />}
        {settings.isError && <ErrorAlert error={settings.error} />}
        {settings.data && <SettingsForm settings={settings.data} readOnly={!mayEdit} />}
      </section>

      <section aria-labelledby="conges-types" className="rounded-lg border border-slate-200 p-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="conges-types" className="text-lg font-semibold text-slate-900">
            {M.types}
          </h2>
          {mayEdit && (
            <Button variant="secondary" onClick={() => setAddingType(true)}>
              <Plus className="h-4 w-4" aria-hidden="true" />
              {M.addType}
            </Button>
          )}
        </div>
        <ul className="mt-3 divide-y divide-slate-200 text-sm">
          {types.map((type) => (
            <li key={type.id} className="flex flex-wrap justify-between gap-2 py-2">
              <span className="font-medium text-slate-900">{type.name}</span>
              <span className="flex flex-wrap items-center gap-2 text-slate-600">
                {type.paid ? 'Payé' : 'Non payé'} ·{' '}
                {type.countsAsWorkedTime
                  ? 'compte pour les heures supplémentaires'
                  : 'ne compte pas pour les heures supplémentaires'}
                {mayEdit && (
                  <Button
                    variant="ghost"
                    onClick={() => setEditingType(type)}
                    aria-label={`${M.editType} ${type.name}`}
                  >
                    <Pencil className="h-4 w-4" aria-hidden="true" />
                    {M.editType}
                  </Button>
                )}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <Modal
        title={editingType?.name ?? M.types}
        open={editingType !== null}
        onClose={() => setEditingType(null)}
      >
        {editingType && <AbsenceTypeFlagsForm type={editingType} onDone={() => setEditingType(null)} />}
      </Modal>
      <Modal title={M.addType} open={addingType} onClose={() => setAddingType(false)}>
        <AbsenceTypeForm onDone={() => setAddingType(false)} />
      </Modal>
    </div>
  );
}

/** `readOnly`: the values in disabled fields, without the button to save them. */
function SettingsForm({ settings, readOnly }: { settings: LeaveSettings; readOnly: boolean }) {
  const update = useUpdateLeaveSettings();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isDirty },
    reset,
  } = useForm<LeaveSettingsValues, unknown, LeaveSettings>({
    resolver: zodResolver(leaveSettingsSchema),
    defaultValues: settings,
  });
  const onSubmit = handleSubmit((input) =>
    saveForm(
      () => update.mutateAsync(input),
      M.settingsSaved,
      setError,
      () => reset(input),
    ),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="mt-3">
      <fieldset disabled={readOnly} className="space-y-4">
        <FormField label={M.counting} required error={errors.counting?.message}>
          <select className={inputClass} {...register('counting')}>
            <option value="ouvrables">{M.countingOuvrables}</option>
            <option value="ouvres">{M.countingOuvres}</option>
          </select>
        </FormField>
        <FormField
          label={M.referenceStartMonth}
          required
          hint="Le 1er du mois choisi (le 1er juin par défaut)."
          error={errors.referenceStartMonth?.message}
        >
          <select className={inputClass} {...register('referenceStartMonth', { valueAsNumber: true })}>
            {MONTHS.map((month, index) => (
              <option key={month} value={index + 1}>
                1er {month}
              </option>
            ))}
          </select>
        </FormField>
        <CheckboxField
          label={M.allowNegativeBalance}
          description={`${M.allowNegativeBalanceHint}.`}
          {...register('allowNegativeBalance')}
        />
        {!readOnly && (
          <Button type="submit" disabled={update.isPending || !isDirty}>
            Enregistrer les paramètres
          </Button>
        )}
      </fieldset>
    </form>
  );
}

function AbsenceTypeForm({ onDone }: { onDone: () => void }) {
  const create = useCreateAbsenceType();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AbsenceTypeInput>({
    resolver: zodResolver(absenceTypeInputSchema),
    defaultValues: { name: '', paid: true, countsAsWorkedTime: false },
  });
  const onSubmit = handleSubmit((input) =>
    saveForm(() => create.mutateAsync(input), M.typeCreated, setError, onDone),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormField label={M.typeName} required error={errors.name?.message}>
        <input className={inputClass} maxLength={60} {...register('name')} />
      </FormField>
      <AbsenceTypeFlagFields paid={register('paid')} countsAsWorkedTime={register('countsAsWorkedTime')} />
      <FormActions
        submitLabel={M.addType}
        pending={create.isPending}
        pendingLabel="Enregistrement…"
        onCancel={onDone}
      />
    </form>
  );
}
