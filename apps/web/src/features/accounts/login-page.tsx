import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOUNT_MESSAGES } from '@pointeo/domain/account-messages';
import { type SignInInput, signInSchema } from '@pointeo/domain/accounts';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { FormField, inputClass } from '../../components/ui/form-field';
import { toast } from '../../components/ui/toasts';
import { ApiError } from '../../lib/api';
import { useSignIn } from './api/sign-in';
import { AuthCard } from './components/auth-card';

export default function LoginPage() {
  const navigate = useNavigate();
  const signIn = useSignIn();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '', rememberMe: false },
  });

  const onSubmit = handleSubmit(async (credentials) => {
    try {
      await signIn.mutateAsync(credentials);
      toast.success(ACCOUNT_MESSAGES.loggedIn);
      navigate('/account');
    } catch (error) {
      // Whatever went wrong, never hint whether the e-mail exists; only the rate limit says more.
      toast.error(
        error instanceof ApiError && error.status === 429 ? error.message : ACCOUNT_MESSAGES.loginFailed,
      );
    }
  });

  return (
    <AuthCard title="Connexion" intro="Accédez à l'espace de votre entreprise.">
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <FormField label="E-mail" required error={errors.email?.message}>
          <input className={inputClass} type="email" autoComplete="email" {...register('email')} />
        </FormField>
        <FormField label="Mot de passe" required error={errors.password?.message}>
          <input
            className={inputClass}
            type="password"
            autoComplete="current-password"
            {...register('password')}
          />
        </FormField>
        <div className="flex items-center justify-between gap-4">
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input type="checkbox" className="h-4 w-4 rounded border-slate-300" {...register('rememberMe')} />
            Se souvenir de moi
          </label>
          <Link to="/forgot-password" className="text-sm font-medium text-brand-700 hover:underline">
            Mot de passe oublié&#8239;?
          </Link>
        </div>
        <Button type="submit" className="w-full" disabled={signIn.isPending}>
          {signIn.isPending ? 'Connexion en cours...' : 'Se connecter'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        Pas encore de compte&#8239;?{' '}
        <Link to="/register" className="font-semibold text-brand-700 hover:underline">
          Créer un compte
        </Link>
      </p>
    </AuthCard>
  );
}
