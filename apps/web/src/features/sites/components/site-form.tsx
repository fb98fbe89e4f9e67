import { zodResolver } from '@hookform/resolvers/zod';
import { featureUnavailableMessage } from '@pointeo/domain/plan-features';
import { SITE_CODE_MESSAGES } from '@pointeo/domain/site-code';
import {
  SITE_MESSAGES,
  SITE_NAME_MAX_LENGTH,
  type Site,
  type SiteInput,
  type SiteInputValues,
  siteInputSchema,
} from '@pointeo/domain/sites';
import { useState } from 'react';
import { type UseFormSetError, useForm } from 'react-hook-form';
import { AddressFields } from '../../../components/ui/address-fields';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FormActions } from '../../../components/ui/form-actions';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { FormRefusal } from '../../../components/ui/form-refusal';
import { saveForm } from '../../../lib/save-form';
import { useAddSite } from '../api/add-site';
import { useUpdateSite } from '../api/update-site';

interface FormProps {
  onDone: () => void;
  /** The plan has «Pointage avancé»: «Code QR du site» may be turned on (decision 070). */
  siteCodeInPlan: boolean;
}

export function AddSiteForm({ onDone, siteCodeInPlan }: FormProps) {
  const add = useAddSite();
  return (
    <SiteDetailsForm
      defaultValues={{
        name: '',
        address: '',
        postalCode: '',
        city: '',
        departement: '',
        endOfDay: '',
        siteCode: false,
      }}
      siteCodeInPlan={siteCodeInPlan}
      submitLabel="Ajouter le site"
      pending={add.isPending}
      onSave={(input, setError, onRefused) =>
        saveForm(() => add.mutateAsync(input), SITE_MESSAGES.added, setError, onDone, onRefused)
      }
      onDone={onDone}
    />
  );
}

export function EditSiteForm({ site, onDone, siteCodeInPlan }: FormProps & { site: Site }) {
  const update = useUpdateSite(site.id);
  return (
    <SiteDetailsForm
      defaultValues={{
        name: site.name,
        address: site.address ?? '',
        postalCode: site.postalCode ?? '',
        city: site.city ?? '',
        departement: site.departement ?? '',
        endOfDay: site.endOfDay ?? '',
        siteCode: site.siteCode,
      }}
      siteCodeInPlan={siteCodeInPlan}
      submitLabel="Enregistrer"
      pending={update.isPending}
      onSave={(input, setError, onRefused) =>
        saveForm(() => update.mutateAsync(input), SITE_MESSAGES.saved, setError, onDone, onRefused)
      }
      onDone={onDone}
    />
  );
}

interface DetailsFormProps extends Omit<FormProps, 'siteCodeInPlan'> {
  siteCodeInPlan: boolean;
  defaultValues: SiteInputValues;
  submitLabel: string;
  pending: boolean;
  onSave: (
    input: SiteInput,
    setError: UseFormSetError<SiteInputValues>,
    onRefused: (error: Error) => void,
  ) => Promise<void>;
}

/**
 * A site's name (required), address, département (which decides its Alsace-Moselle holidays), usual
 * end of the day (the reminders of forgotten clock-outs, decision 068) and «Code QR du site» (070):
 * off the plan, it can be turned off, not on.
 */
function SiteDetailsForm({
  defaultValues,
  siteCodeInPlan,
  submitLabel,
  pending,
  onSave,
  onDone,
}: DetailsFormProps) {
  const [refusal, setRefusal] = useState<Error | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SiteInputValues, unknown, SiteInput>({
    resolver: zodResolver(siteInputSchema),
    defaultValues,
  });
  return (
    <form
      onSubmit={handleSubmit((input) => {
        setRefusal(null);
        return onSave(input, setError, setRefusal);
      })}
      noValidate
      className="space-y-4"
    >
      <FormRefusal error={refusal} />
      <FormField label="Nom du site" required error={errors.name?.message}>
        <input
          className={inputClass}
          autoComplete="off"
          maxLength={SITE_NAME_MAX_LENGTH}
          {...register('name')}
        />
      </FormField>
      <AddressFields
        address={{ registration: register('address'), error: errors.address?.message }}
        postalCode={{ registration: register('postalCode'), error: errors.postalCode?.message }}
        city={{ registration: register('city'), error: errors.city?.message }}
      />
      <FormField
        label="Département"
        hint={`${SITE_MESSAGES.departementHelp} Laissez vide\u202f: «\u202f${SITE_MESSAGES.departementMissing}\u202f».`}
        error={errors.departement?.message}
      >
        <input
          className={`${inputClass} sm:max-w-32`}
          autoComplete="off"
          maxLength={3}
          placeholder="57"
          {...register('departement')}
        />
      </FormField>
      <FormField
        label={SITE_MESSAGES.endOfDay}
        hint={SITE_MESSAGES.endOfDayHint}
        error={errors.endOfDay?.message}
      >
        <input type="time" className={`${inputClass} sm:max-w-40`} {...register('endOfDay')} />
      </FormField>
      <CheckboxField
        label={SITE_CODE_MESSAGES.setting}
        description={
          siteCodeInPlan ? SITE_CODE_MESSAGES.settingHint : featureUnavailableMessage('advancedClocking')
        }
        disabled={!siteCodeInPlan && !defaultValues.siteCode}
        {...register('siteCode')}
      />
      <FormActions
        pending={pending}
        pendingLabel="Enregistrement…"
        submitLabel={submitLabel}
        onCancel={onDone}
      />
    </form>
  );
}
