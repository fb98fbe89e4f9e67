import { type FormEvent, type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { ApiError } from '../../../lib/api';
import { toastError } from '../../../lib/error-toast';

interface PasswordDialogProps {
  title: string;
  open: boolean;
  confirmLabel: string;
  confirmVariant?: 'primary' | 'danger';
  /** Throws the server's refusal: a wrong password is shown under the field. */
  onConfirm: (password: string) => Promise<void>;
  onCancel: () => void;
  children: ReactNode;
}

/** What changes how the member signs in asks for the current password first (decision 080). */
export function PasswordDialog({
  title,
  open,
  confirmLabel,
  confirmVariant = 'primary',
  onConfirm,
  onCancel,
  children,
}: PasswordDialogProps) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const close = () => {
    setPassword('');
    setError(undefined);
    onCancel();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError('Le mot de passe est obligatoire');
    setPending(true);
    try {
      await onConfirm(password);
      setPassword('');
      setError(undefined);
    } catch (failure) {
      if (failure instanceof ApiError && failure.fields.password) setError(failure.fields.password);
      else toastError(failure);
    } finally {
      setPending(false);
    }
  };
  return (
    <Modal title={title} open={open} onClose={close}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <div className="text-slate-700">{children}</div>
        <FormField label="Mot de passe actuel" required error={error}>
          <input
            className={inputClass}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </FormField>
        <div className="flex flex-wrap justify-end gap-3">
          <Button type="button" variant="secondary" onClick={close}>
            Annuler
          </Button>
          <Button type="submit" variant={confirmVariant} disabled={pending}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
