import { zodResolver } from '@hookform/resolvers/zod';
import { featureUnavailableMessage, planAllows } from '@pointeo/domain/plan-features';
import { isPlanName } from '@pointeo/domain/plans';
import { DEFAULT_SITE_RADIUS_M, MAX_SITE_RADIUS_M, MIN_SITE_RADIUS_M } from '@pointeo/domain/punch-position';
import { SITE_CODE_MESSAGES } from '@pointeo/domain/site-code';
import {
  POSITION_JUSTIFICATION_MAX_LENGTH,
  SITE_MESSAGES,
  SITE_NAME_MAX_LENGTH,
  type Site,
  type SiteInput,
  type SiteInputValues,
  siteInputSchema,
} from '@pointeo/domain/sites';
import { useState } from 'react';
import { type UseFormSetError, type UseFormSetValue, useForm } from 'react-hook-form';
import { AddressFields } from '../../../components/ui/address-fields';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FormActions } from '../../../components/ui/form-actions';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { FormRefusal } from '../../../components/ui/form-refusal';
import { saveForm } from '../../../lib/save-form';
import { useSites } from '../../../lib/sites';
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
        phoneClocking: false,
        checkPosition: false,
        latitude: null,
        longitude: null,
        radiusM: DEFAULT_SITE_RADIUS_M,
        positionJustification: '',
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
        phoneClocking: site.phoneClocking,
        checkPosition: site.checkPosition,
        latitude: site.latitude,
        longitude: site.longitude,
        radiusM: site.radiusM,
        positionJustification: site.positionJustification ?? '',
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
    setValue,
    watch,
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
      <PhoneClockingFields
        register={register}
        setValue={setValue}
        errors={errors}
        phoneClocking={watch('phoneClocking') === true}
        checkPosition={watch('checkPosition') === true}
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

/** An empty field is 'not given'; a French decimal comma is read as a point. */
const decimalOrNull = (value: unknown) => {
  if (value === '' || value === null || value === undefined) return null;
  return typeof value === 'number' ? value : Number(String(value).trim().replace(',', '.'));
};

/** An empty radius takes the default. */
const integerOrDefault = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : Number(value);

type Form = ReturnType<typeof useForm<SiteInputValues, unknown, SiteInput>>;

/**
 * 'Pointage depuis le téléphone' (Pointage avancé) and 'Vérifier la position au pointage' (decision
 * 069): once positions are checked, the CNIL's limits, the site's position (typed, or the manager's
 * own, read once on the site), the radius and the company's justification.
 */
function PhoneClockingFields({
  register,
  setValue,
  errors,
  phoneClocking,
  checkPosition,
}: {
  register: Form['register'];
  setValue: UseFormSetValue<SiteInputValues>;
  errors: Form['formState']['errors'];
  phoneClocking: boolean;
  checkPosition: boolean;
}) {
  const plan = useSites().data?.plan;
  const inPlan = plan !== undefined && isPlanName(plan) && planAllows(plan, 'advancedClocking');
  const [locating, setLocating] = useState(false);
  const [positionError, setPositionError] = useState<string | undefined>();

  const fillWithMyPosition = () => {
    if (!('geolocation' in navigator)) {
      setPositionError(SITE_MESSAGES.positionUnavailable);
      return;
    }
    setLocating(true);
    setPositionError(undefined);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        const round = (degrees: number) => Math.round(degrees * 1e6) / 1e6;
        setValue('latitude', round(coords.latitude), { shouldDirty: true, shouldValidate: true });
        setValue('longitude', round(coords.longitude), { shouldDirty: true, shouldValidate: true });
      },
      () => {
        setLocating(false);
        setPositionError(SITE_MESSAGES.positionUnavailable);
      },
      { enableHighAccuracy: true, timeout: 20_000, maximumAge: 0 },
    );
  };

  return (
    <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-medium text-slate-800">Pointage depuis le téléphone</legend>
      <CheckboxField
        label={SITE_MESSAGES.phoneClocking}
        description={inPlan ? SITE_MESSAGES.phoneClockingHint : featureUnavailableMessage('advancedClocking')}
        disabled={!inPlan && !phoneClocking}
        {...register('phoneClocking')}
      />
      <CheckboxField
        label={SITE_MESSAGES.checkPosition}
        description={phoneClocking ? undefined : SITE_MESSAGES.checkPositionNeedsPhone}
        disabled={!phoneClocking}
        {...register('checkPosition')}
      />
      {phoneClocking && checkPosition && (
        <div className="space-y-4">
          <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-950">
            {SITE_MESSAGES.positionCnilNotice}
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={SITE_MESSAGES.latitude} required error={errors.latitude?.message}>
              <input
                className={inputClass}
                inputMode="decimal"
                autoComplete="off"
                placeholder="45,757800"
                {...register('latitude', { setValueAs: decimalOrNull })}
              />
            </FormField>
            <FormField label={SITE_MESSAGES.longitude} required error={errors.longitude?.message}>
              <input
                className={inputClass}
                inputMode="decimal"
                autoComplete="off"
                placeholder="4,832000"
                {...register('longitude', { setValueAs: decimalOrNull })}
              />
            </FormField>
          </div>
          <div>
            <button
              type="button"
              className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-60"
              onClick={fillWithMyPosition}
              disabled={locating}
            >
              {locating ? 'Lecture de la position…' : SITE_MESSAGES.useMyPosition}
            </button>
            <p className="mt-1 text-sm text-slate-600">{SITE_MESSAGES.useMyPositionHint}</p>
            {positionError && (
              <p className="mt-1 text-sm text-red-700" role="alert">
                {positionError}
              </p>
            )}
          </div>
          <FormField label={SITE_MESSAGES.radius} required error={errors.radiusM?.message}>
            <input
              type="number"
              className={`${inputClass} sm:max-w-40`}
              min={MIN_SITE_RADIUS_M}
              max={MAX_SITE_RADIUS_M}
              step={10}
              {...register('radiusM', { setValueAs: integerOrDefault })}
            />
          </FormField>
          <FormField
            label={SITE_MESSAGES.justification}
            required
            hint={SITE_MESSAGES.justificationHint}
            error={errors.positionJustification?.message}
          >
            <textarea
              className={inputClass}
              rows={3}
              maxLength={POSITION_JUSTIFICATION_MAX_LENGTH}
              {...register('positionJustification')}
            />
          </FormField>
        </div>
      )}
    </fieldset>
  );
}
