import { zodResolver } from '@hookform/resolvers/zod';
import { type ResetPasswordInput, resetPasswordSchema } from '@pointeo/domain/accounts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClass } from '../../components/ui/button';
import { toast } from '../../components/ui/toasts';
import { ApiError } from '../../lib/api';
import { useResetPassword } from './api/password-reset';
import { AuthCard } from './components/auth-card';
import { NewPasswordFields } from './components/new-password-fields';

type Outcome = 'form' | 'done' | 'invalid-link';

function AskAgain() {
  return (
    <AuthCard title="Lien expiré ou déjà utilisé">
      <p role="alert" className="text-slate-700">
        Ce lien de réinitialisation a expiré ou a déjà été utilisé. Demandez-en un nouveau&#8239;: il sera
        valable une heure.
      </p>
      <Link to="/forgot-password" className={buttonClass('primary', 'mt-6')}>
        Demander un nouveau lien
      </Link>
    </AuthCard>
  );
}

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const [outcome, setOutcome] = useState<Outcome>(token && !params.get('error') ? 'form' : 'invalid-link');
  const resetPassword = useResetPassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: '', passwordConfirmation: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      await resetPassword.mutateAsync({ token: token ?? '', newPassword: password });
      setOutcome('done');
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) setOutcome('invalid-link');
      // A common password: the server says so under the field it names newPassword.
      else if (error instanceof ApiError && error.fields.newPassword) {
        setError('password', { message: error.fields.newPassword });
      } else toast.error(error instanceof Error ? error.message : String(error));
    }
  });

  if (outcome === 'invalid-link') return <AskAgain />;
  if (outcome === 'done') {
    return (
      <AuthCard title="Mot de passe modifié">
        <p role="status" className="text-slate-700">
          Votre nouveau mot de passe est enregistré. Par sécurité, toutes vos sessions ouvertes ont été
          déconnectées.
        </p>
        <Link to="/login" className={buttonClass('primary', 'mt-6')}>
          Se connecter
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Nouveau mot de passe" intro="Choisissez un nouveau mot de passe pour votre compte.">
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <NewPasswordFields label="Nouveau mot de passe" register={register} errors={errors} />
        <Button type="submit" className="w-full" disabled={resetPassword.isPending}>
          {resetPassword.isPending ? 'Enregistrement…' : 'Enregistrer le mot de passe'}
        </Button>
      </form>
    </AuthCard>
  );
}
