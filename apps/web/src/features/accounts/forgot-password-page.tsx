import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOUNT_MESSAGES } from '@pointeo/domain/account-messages';
import { type ForgotPasswordInput, forgotPasswordSchema } from '@pointeo/domain/accounts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { FormField, inputClass } from '../../components/ui/form-field';
import { toast } from '../../components/ui/toasts';
import { useRequestPasswordReset } from './api/password-reset';
import { AuthCard } from './components/auth-card';

export default function ForgotPasswordPage() {
  const [sent, setSent] = useState(false);
  const requestReset = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await requestReset.mutateAsync(email);
      setSent(true);
    } catch {
      toast.error(ACCOUNT_MESSAGES.resetFailed);
    }
  });

  if (sent) {
    return (
      <AuthCard title="Vérifiez votre messagerie">
        <p role="status" className="text-slate-700">
          Si un compte existe pour cette adresse, nous venons de vous envoyer les instructions pour
          réinitialiser votre mot de passe. Le lien reçu est valable une heure.
        </p>
        <Link to="/login" className="mt-6 inline-block font-semibold text-brand-700 hover:underline">
          Retour à la connexion
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Mot de passe oublié"
      intro={
        "Indiquez l'e-mail de votre compte\u202f: nous vous enverrons un lien pour choisir un nouveau mot de passe."
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <FormField label="E-mail" required error={errors.email?.message}>
          <input className={inputClass} type="email" autoComplete="email" {...register('email')} />
        </FormField>
        <Button type="submit" className="w-full" disabled={requestReset.isPending}>
          {requestReset.isPending ? 'Envoi en cours…' : 'Envoyer les instructions'}
        </Button>
      </form>
      <Link to="/login" className="mt-6 inline-block text-sm font-semibold text-brand-700 hover:underline">
        Retour à la connexion
      </Link>
    </AuthCard>
  );
}
