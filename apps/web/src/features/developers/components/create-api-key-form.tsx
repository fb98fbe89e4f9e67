import { zodResolver } from '@hookform/resolvers/zod';
import {
  API_KEY_ACCESS_CHOICES,
  API_KEY_MESSAGES,
  type CreatedApiKey,
  createApiKeySchema,
  DEVELOPERS_MESSAGES as M,
} from '@pointeo/domain/api-keys';
import { z } from '@pointeo/domain/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormActions } from '../../../components/ui/form-actions';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { FormRefusal } from '../../../components/ui/form-refusal';
import { ApiError, isSessionExpired } from '../../../lib/api';
import { applyServerFieldErrors } from '../../../lib/apply-server-errors';
import { toastError } from '../../../lib/error-toast';
import { useCreateApiKey } from '../api/api-keys';

/** The form's values: the scopes are one choice of two, sent as the scopes they give. */
const formSchema = createApiKeySchema.omit({ scopes: true }).extend({
  access: z.enum(['read', 'write'], API_KEY_MESSAGES.scopesRequired),
});
type FormValues = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

/** The fields a server refusal may name and the form shows. */
const FIELDS = ['name', 'expiresOn'] as const;

const HINTS = { read: M.readHint, write: M.writeHint } as const;

/** Tomorrow in Paris ('AAAA-MM-JJ'): the first last day the server accepts. */
function tomorrow(): string {
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/Paris' });
  const next = new Date(`${today}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/**
 * 'Créer une clé': a name, read-only or read-write, and an optional last day. On success the dialog
 * shows the secret (`onCreated`); a refusal stays in the dialog.
 */
export function CreateApiKeyForm({
  onCreated,
  onCancel,
}: {
  onCreated: (created: CreatedApiKey) => void;
  onCancel: () => void;
}) {
  const create = useCreateApiKey();
  const [refusal, setRefusal] = useState<Error | null>(null);
  const radioName = useId();
  const accessErrorId = `${radioName}-error`;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: { name: '', access: 'read', expiresOn: '' },
  });

  const onSubmit = handleSubmit(async ({ access, ...input }) => {
    setRefusal(null);
    const scopes = API_KEY_ACCESS_CHOICES.find((choice) => choice.value === access)!.scopes;
    try {
      onCreated(await create.mutateAsync({ ...input, scopes: [...scopes] }));
    } catch (error) {
      applyServerFieldErrors(error, setError);
      if (isSessionExpired(error)) return;
      // A field's refusal shows under it; any other stays in the dialog.
      if (error instanceof ApiError && FIELDS.some((field) => field in error.fields)) return;
      if (error instanceof Error) setRefusal(error);
      else toastError(error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormField label={M.name} required hint={M.nameHint} error={errors.name?.message}>
        <input className={inputClass} type="text" autoComplete="off" maxLength={80} {...register('name')} />
      </FormField>
      <fieldset aria-describedby={errors.access ? accessErrorId : undefined}>
        <legend className="text-sm font-medium text-slate-800">{M.scopes}</legend>
        <div className="mt-2 space-y-2">
          {API_KEY_ACCESS_CHOICES.map((choice) => (
            <label
              key={choice.value}
              className="flex cursor-pointer items-start gap-3 rounded-md border border-slate-300 p-3 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                value={choice.value}
                className="mt-0.5 h-4 w-4 shrink-0 accent-brand-700"
                {...register('access')}
              />
              <span>
                <span className="block font-medium text-slate-900">{choice.label}</span>
                <span className="block text-slate-600">{HINTS[choice.value]}</span>
              </span>
            </label>
          ))}
        </div>
        {errors.access && (
          <p id={accessErrorId} role="alert" className="mt-1 text-sm text-red-700">
            {errors.access.message}
          </p>
        )}
      </fieldset>
      <FormField label={M.expiry} hint={M.expiryHint} error={errors.expiresOn?.message}>
        <input className={inputClass} type="date" min={tomorrow()} {...register('expiresOn')} />
      </FormField>
      <FormRefusal error={refusal} />
      <FormActions
        submitLabel={M.create}
        pending={create.isPending}
        pendingLabel="Création…"
        onCancel={onCancel}
      />
    </form>
  );
}
