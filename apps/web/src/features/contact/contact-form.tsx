import { zodResolver } from '@hookform/resolvers/zod';
import { type ContactMessageInput, contactMessageSchema } from '@pointeo/domain/contact';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/ui/button';
import { FormField, inputClass } from '../../components/ui/form-field';
import { toast } from '../../components/ui/toasts';
import { ApiError } from '../../lib/api';
import { useHydrated } from '../../lib/use-hydrated';
import { useSendContactMessage } from './api/send-contact-message';

const FIELDS = ['fullName', 'email', 'company', 'message'] as const;

export function ContactForm() {
  const [confirmation, setConfirmation] = useState<string>();
  // The page arrives rendered by the server: until the app takes over, a click would submit the
  // form natively, reloading /contact with the message in its address.
  const hydrated = useHydrated();
  const send = useSendContactMessage();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ContactMessageInput>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: { fullName: '', email: '', company: '', message: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { message } = await send.mutateAsync(values);
      setConfirmation(message);
      toast.success(message);
      reset();
    } catch (error) {
      if (error instanceof ApiError) {
        for (const field of FIELDS) {
          const fieldMessage = error.fields[field];
          if (fieldMessage) setError(field, { message: fieldMessage });
        }
      }
      toast.error(error instanceof Error ? error.message : String(error));
    }
  });

  if (confirmation) {
    return (
      <div role="status" className="rounded-xl border border-green-200 bg-green-50 p-6 text-green-900">
        <p className="flex items-center gap-2 font-semibold">
          <CheckCircle2 aria-hidden="true" /> Message envoyé
        </p>
        <p className="mt-2">{confirmation}</p>
        <Button variant="secondary" className="mt-4" onClick={() => setConfirmation(undefined)}>
          Envoyer un autre message
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Formulaire de contact">
      <FormField label="Nom complet" required error={errors.fullName?.message}>
        <input className={inputClass} autoComplete="name" {...register('fullName')} />
      </FormField>
      <FormField label="E-mail" required error={errors.email?.message}>
        <input className={inputClass} type="email" autoComplete="email" {...register('email')} />
      </FormField>
      <FormField label="Entreprise" error={errors.company?.message}>
        <input className={inputClass} autoComplete="organization" {...register('company')} />
      </FormField>
      <FormField label="Message" required error={errors.message?.message}>
        <textarea className={inputClass} rows={6} {...register('message')} />
      </FormField>
      <Button type="submit" disabled={!hydrated || send.isPending} className="w-full sm:w-auto">
        {send.isPending ? 'Envoi en cours…' : 'Envoyer le message'}
      </Button>
    </form>
  );
}
