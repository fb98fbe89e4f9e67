import type { FieldErrors, Path, UseFormRegister } from 'react-hook-form';
import { FormField, inputClass } from '../../../components/ui/form-field';

interface NewPassword {
  password: string;
  passwordConfirmation: string;
}

interface NewPasswordFieldsProps<T extends NewPassword> {
  label: string;
  register: UseFormRegister<T>;
  errors: FieldErrors<NewPassword>;
}

/** A new password and its confirmation, as registration and reset both ask for them. */
export function NewPasswordFields<T extends NewPassword>({
  label,
  register,
  errors,
}: NewPasswordFieldsProps<T>) {
  return (
    <>
      <FormField label={label} required hint="8 caractères minimum" error={errors.password?.message}>
        <input
          className={inputClass}
          type="password"
          autoComplete="new-password"
          {...register('password' as Path<T>)}
        />
      </FormField>
      <FormField label="Confirmation du mot de passe" required error={errors.passwordConfirmation?.message}>
        <input
          className={inputClass}
          type="password"
          autoComplete="new-password"
          {...register('passwordConfirmation' as Path<T>)}
        />
      </FormField>
    </>
  );
}
