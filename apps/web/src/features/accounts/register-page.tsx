import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOUNT_MESSAGES } from '@pointeo/domain/account-messages';
import { type RegistrationInput, registrationSchema } from '@pointeo/domain/accounts';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { FormField, inputClass } from '../../components/ui/form-field';
import { toast } from '../../components/ui/toasts';
import { ApiError } from '../../lib/api';
import { applyServerFieldErrors } from '../../lib/apply-server-errors';
import { useRegister } from './api/register';
import { AuthCard } from './components/auth-card';
import { NewPasswordFields } from './components/new-password-fields';
import { TermsCheckbox } from './components/terms-checkbox';

export default function RegisterPage() {
  const navigate = useNavigate();
  const registration = useRegister();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RegistrationInput>({
    resolver: zodResolver(registrationSchema),
    defaultValues: {
      companyName: '',
      siret: '',
      email: '',
      password: '',
      passwordConfirmation: '',
      directorPin: '',
      acceptTerms: false,
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await registration.mutateAsync(values);
      toast.success(ACCOUNT_MESSAGES.registered);
      navigate('/account');
    } catch (error) {
      applyServerFieldErrors(error, setError);
      // The server's own French message says what went wrong; without an answer, the generic one.
      const answered = error instanceof ApiError && error.status !== 0;
      toast.error(answered ? error.message : ACCOUNT_MESSAGES.registerFailed);
    }
  });

  return (
    <AuthCard title="Créer un compte entreprise" intro="Gratuit jusqu'à 10 employés, sans carte bancaire.">
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <FormField label="Nom de l'entreprise" required error={errors.companyName?.message}>
          <input className={inputClass} autoComplete="organization" {...register('companyName')} />
        </FormField>
        <FormField
          label="Numéro SIRET"
          required
          hint="14 chiffres, sur votre extrait Kbis ou avis de situation"
          error={errors.siret?.message}
        >
          <input className={inputClass} inputMode="numeric" autoComplete="off" {...register('siret')} />
        </FormField>
        <FormField label="E-mail professionnel" required error={errors.email?.message}>
          <input className={inputClass} type="email" autoComplete="email" {...register('email')} />
        </FormField>
        <NewPasswordFields label="Mot de passe" register={register} errors={errors} />
        <FormField
          label="Code PIN du directeur"
          required
          hint="Code à 6 chiffres pour le pointage"
          error={errors.directorPin?.message}
        >
          <input
            className={inputClass}
            inputMode="numeric"
            autoComplete="off"
            maxLength={6}
            {...register('directorPin')}
          />
        </FormField>
        <TermsCheckbox
          aria-required="true"
          error={errors.acceptTerms?.message}
          {...register('acceptTerms')}
        />
        <Button type="submit" className="w-full" disabled={registration.isPending}>
          {registration.isPending ? 'Création du compte…' : 'Créer mon compte'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        Déjà inscrit&#8239;?{' '}
        <Link to="/login" className="font-semibold text-brand-700 hover:underline">
          Se connecter
        </Link>
      </p>
    </AuthCard>
  );
}
