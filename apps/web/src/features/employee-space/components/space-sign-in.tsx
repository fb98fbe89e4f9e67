import { zodResolver } from '@hookform/resolvers/zod';
import {
  SPACE_MESSAGES,
  type SpaceCodeRequest,
  type SpaceSignIn,
  spaceCodeRequestSchema,
  spaceSignInSchema,
} from '@pointeo/domain/employee-space';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { FormRefusal } from '../../../components/ui/form-refusal';
import { useRequestSpaceCode, useSpaceSignIn } from '../api/space';

/**
 * 'Mon espace' sign-in, in two steps: the address of the employee form receives a code, then the
 * code and the PIN open the space on this phone (decision 071).
 */
export function SpaceSignInForm() {
  const [email, setEmail] = useState<string>();
  return email === undefined ? (
    <CodeRequestForm onSent={setEmail} />
  ) : (
    <CodeAndPinForm email={email} onOtherEmail={() => setEmail(undefined)} />
  );
}

function CodeRequestForm({ onSent }: { onSent: (email: string) => void }) {
  const requestCode = useRequestSpaceCode();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SpaceCodeRequest>({
    resolver: zodResolver(spaceCodeRequestSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async (request) => {
    await requestCode.mutateAsync(request);
    onSent(request.email.trim().toLowerCase());
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <FormField
        label={SPACE_MESSAGES.email}
        required
        hint={SPACE_MESSAGES.emailHint}
        error={errors.email?.message}
      >
        <input className={inputClass} type="email" autoComplete="email" {...register('email')} />
      </FormField>
      <Button type="submit" className="w-full" disabled={requestCode.isPending}>
        {requestCode.isPending ? SPACE_MESSAGES.sendingCode : SPACE_MESSAGES.sendCode}
      </Button>
      <FormRefusal error={requestCode.error} />
    </form>
  );
}

function CodeAndPinForm({ email, onOtherEmail }: { email: string; onOtherEmail: () => void }) {
  const signIn = useSpaceSignIn();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SpaceSignIn>({
    resolver: zodResolver(spaceSignInSchema),
    defaultValues: { email, code: '', pin: '' },
  });

  const onSubmit = handleSubmit(async (request) => {
    await signIn.mutateAsync(request).catch(() => undefined);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <p role="status" className="rounded-md bg-brand-50 p-3 text-sm text-slate-800">
        {SPACE_MESSAGES.codeSent}
      </p>
      <FormField label={SPACE_MESSAGES.code} required error={errors.code?.message}>
        <input
          className={inputClass}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          {...register('code')}
        />
      </FormField>
      <FormField
        label={SPACE_MESSAGES.pin}
        required
        hint={SPACE_MESSAGES.pinHint}
        error={errors.pin?.message}
      >
        <input
          className={inputClass}
          type="password"
          inputMode="numeric"
          maxLength={6}
          {...register('pin')}
        />
      </FormField>
      <Button type="submit" className="w-full" disabled={signIn.isPending}>
        {signIn.isPending ? SPACE_MESSAGES.signingIn : SPACE_MESSAGES.signIn}
      </Button>
      <FormRefusal error={signIn.error} />
      <button
        type="button"
        onClick={onOtherEmail}
        className="text-sm font-medium text-brand-700 hover:underline"
      >
        {SPACE_MESSAGES.otherEmail}
      </button>
    </form>
  );
}
