import { RETURN_PARAM, safeReturnPath } from '@pointeo/domain/return-path';
import { TWO_FACTOR_MESSAGES } from '@pointeo/domain/two-factor';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api';
import { useSignInWithCode } from '../api/sign-in';
import { SignInFailure } from './sign-in-failure';

/** The bare form's address for the code step, keeping where to go afterwards. */
function codeFormAction(returnTo: string | null) {
  const returnPath = safeReturnPath(returnTo ?? '');
  return returnPath ? `/login/code?${new URLSearchParams({ [RETURN_PARAM]: returnPath })}` : '/login/code';
}

const failureMessage = (error: unknown) =>
  error instanceof ApiError && error.status !== 0 ? error.message : TWO_FACTOR_MESSAGES.codeInvalid;

/**
 * The second step of two-factor sign-in (decision 080): the code of the authenticator app or a
 * recovery code. Posted by the browser itself to /login/code until the script runs.
 */
export function SignInCodeForm({
  returnTo,
  postedFailure,
  onSignedIn,
}: {
  returnTo: string | null;
  postedFailure: string | null;
  onSignedIn: () => void;
}) {
  const signIn = useSignInWithCode();
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<string | null>(postedFailure);
  const field = useRef<HTMLInputElement>(null);

  useEffect(() => {
    field.current?.focus();
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!code.trim()) {
      setFailure(TWO_FACTOR_MESSAGES.codeRequired);
      return field.current?.focus();
    }
    try {
      await signIn.mutateAsync(code);
      onSignedIn();
    } catch (error) {
      setFailure(failureMessage(error));
      field.current?.focus();
    }
  };

  return (
    <form method="post" action={codeFormAction(returnTo)} onSubmit={submit} noValidate className="space-y-5">
      <p className="text-slate-700">{TWO_FACTOR_MESSAGES.codeStep}</p>
      <FormField label="Code de vérification" required>
        <input
          ref={field}
          name="code"
          className={`${inputClass} font-mono`}
          autoComplete="one-time-code"
          spellCheck={false}
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
      </FormField>
      <Button type="submit" className="w-full" disabled={signIn.isPending}>
        {signIn.isPending ? 'Vérification…' : 'Vérifier le code'}
      </Button>
      {failure && <SignInFailure message={failure} />}
    </form>
  );
}
