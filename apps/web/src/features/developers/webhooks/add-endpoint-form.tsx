import { zodResolver } from '@hookform/resolvers/zod';
import {
  WEBHOOK_MESSAGES as M,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_URL_MAX_LENGTH,
  type WebhookEndpointInput,
  webhookEndpointInputSchema,
} from '@pointeo/domain/webhooks';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FormActions } from '../../../components/ui/form-actions';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { FormRefusal } from '../../../components/ui/form-refusal';
import { saveForm } from '../../../lib/save-form';
import { useAddWebhookEndpoint } from './webhooks-api';

export function AddEndpointForm({
  onCancel,
  onCreated,
}: {
  onCancel: () => void;
  onCreated: (url: string, secret: string) => void;
}) {
  const add = useAddWebhookEndpoint();
  const [refusal, setRefusal] = useState<Error | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<WebhookEndpointInput, unknown, { url: string; events: WebhookEndpointInput['events'] }>({
    resolver: zodResolver(webhookEndpointInputSchema),
    defaultValues: { url: '', events: [] },
  });
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={handleSubmit((input) => {
        setRefusal(null);
        let answer: { secret: string } | undefined;
        return saveForm(
          async () => {
            answer = await add.mutateAsync(input);
          },
          M.created,
          setError,
          () => onCreated(input.url, answer!.secret),
          setRefusal,
        );
      })}
    >
      <FormRefusal error={refusal} />
      <FormField label={M.url} required error={errors.url?.message}>
        <input
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://exemple.fr/webhooks"
          maxLength={WEBHOOK_URL_MAX_LENGTH}
          className={inputClass}
          {...register('url')}
        />
      </FormField>
      <fieldset aria-describedby={errors.events ? 'webhook-events-error' : undefined}>
        <legend className="text-sm font-medium text-slate-800">{M.events}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {WEBHOOK_EVENT_TYPES.map((type) => (
            <CheckboxField
              key={type}
              value={type}
              label={WEBHOOK_EVENT_LABELS[type]}
              description={<code className="text-xs">{type}</code>}
              {...register('events')}
            />
          ))}
        </div>
        {errors.events && (
          <p id="webhook-events-error" className="mt-1 text-sm text-red-700" role="alert">
            {errors.events.message}
          </p>
        )}
      </fieldset>
      <FormActions submitLabel={M.add} pending={add.isPending} onCancel={onCancel} />
    </form>
  );
}
