import { zodResolver } from '@hookform/resolvers/zod';
import {
  ACCOUNT_MESSAGES,
  SIGN_IN_FAILURE_PARAM,
  signInFailureMessage,
} from '@pointeo/domain/account-messages';
import { type SignInInput, signInSchema } from '@pointeo/domain/accounts';
import {
  DEFAULT_SIGNED_IN_PATH,
  loginPathReturningTo,
  RETURN_PARAM,
  safeReturnPath,
} from '@pointeo/domain/return-path';
import { SIGN_IN_CODE_STEP, SIGN_IN_STEP_PARAM } from '@pointeo/domain/two-factor';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { FormField, inputClass } from '../../components/ui/form-field';
import { toast } from '../../components/ui/toasts';
import { ApiError } from '../../lib/api';
import { useSignIn } from './api/sign-in';
import { AuthCard } from './components/auth-card';
import { SignInCodeForm } from './components/sign-in-code-form';
import { SignInFailure } from './components/sign-in-failure';

/** Whatever went wrong, never hint whether the e-mail exists; only the rate limit says more. */
const failureMessage = (error: unknown) =>
  error instanceof ApiError && error.status === 429 ? error.message : ACCOUNT_MESSAGES.loginFailed;

export default function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const signIn = useSignIn();
  // The form posted before this script ran (POST /login), and the server sent the page back saying why.
  const postedFailure = signInFailureMessage(params.get(SIGN_IN_FAILURE_PARAM));
  const [failure, setFailure] = useState<string | null>(postedFailure);
  // The password was right and the account has two-factor sign-in on: the code comes next.
  const [codeStep, setCodeStep] = useState(params.get(SIGN_IN_STEP_PARAM) === SIGN_IN_CODE_STEP);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '', rememberMe: false },
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the failure the page arrived with
  useEffect(() => {
    if (postedFailure && !codeStep) setFocus('email');
  }, []);

  const signedIn = () => {
    toast.success(ACCOUNT_MESSAGES.loggedIn);
    // Back to the page the person was on when the session ended (only a path of this site).
    navigate(safeReturnPath(params.get(RETURN_PARAM)) ?? DEFAULT_SIGNED_IN_PATH, { replace: true });
  };

  const onSubmit = handleSubmit(async (credentials) => {
    setFailure(null);
    try {
      const answer = await signIn.mutateAsync(credentials);
      if (answer.codeRequired) setCodeStep(true);
      else signedIn();
    } catch (error) {
      // Under the form, where the eye is; the disabled button lost the focus, the password gets it.
      setFailure(failureMessage(error));
      setFocus('password');
    }
  });

  if (codeStep) {
    return (
      <AuthCard
        title="Vérification en deux étapes"
        intro="Votre compte est protégé par la double authentification."
      >
        <SignInCodeForm
          returnTo={params.get(RETURN_PARAM)}
          postedFailure={postedFailure}
          onSignedIn={signedIn}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Connexion" intro="Accédez à l'espace de votre entreprise.">
      {/* Posted by the browser itself until the script runs: never a GET, which would put the password in the address. */}
      <form
        method="post"
        action={loginPathReturningTo(params.get(RETURN_PARAM) ?? '')}
        onSubmit={onSubmit}
        noValidate
        className="space-y-5"
      >
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
          {signIn.isPending ? 'Connexion en cours…' : 'Se connecter'}
        </Button>
        {failure && <SignInFailure message={failure} />}
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
