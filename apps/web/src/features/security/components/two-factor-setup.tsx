import type { TwoFactorSetup as Setup } from '@pointeo/domain/two-factor';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toasts';
import { ApiError } from '../../../lib/api';
import { toastError } from '../../../lib/error-toast';
import { useConfirmTwoFactor } from '../api/security';
import { RecoveryCodes } from './recovery-codes';

/** The key in groups of four, as authenticator apps show it, easier to type. */
const grouped = (key: string) => key.replace(/(.{4})/g, '$1 ').trim();

/**
 * The enrolment's steps: scan the QR code (or type the key), confirm with a first code, then the
 * recovery codes, shown once.
 */
export function TwoFactorSetup({ setup, onDone }: { setup: Setup; onDone: () => void }) {
  const confirm = useConfirmTwoFactor();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [confirmed, setConfirmed] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.replace(/\s+/g, ''))) return setError('Le code contient 6 chiffres');
    try {
      const answer = await confirm.mutateAsync(code);
      toast.success(answer.message);
      setConfirmed(true);
    } catch (failure) {
      if (failure instanceof ApiError && failure.fields.code) setError(failure.fields.code);
      else toastError(failure);
    }
  };

  if (confirmed) {
    return (
      <div className="space-y-4">
        <RecoveryCodes codes={setup.recoveryCodes} />
        <Button onClick={onDone}>J'ai noté mes codes de secours</Button>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <ol className="list-decimal space-y-4 pl-5 text-slate-700">
        <li>
          Scannez ce QR code avec votre application d'authentification (Google Authenticator, Microsoft
          Authenticator, FreeOTP…).
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrCodeSvg)}`}
            alt="QR code à scanner avec votre application d'authentification"
            className="mt-2 h-48 w-48 rounded-md border border-slate-200 bg-white"
          />
        </li>
        <li>
          <FormField
            label="Ou saisissez cette clé à la main"
            hint={'Type de clé\u202f: basée sur le temps (TOTP)'}
          >
            <input
              className={`${inputClass} font-mono`}
              readOnly
              value={grouped(setup.key)}
              spellCheck={false}
              onFocus={(event) => event.currentTarget.select()}
            />
          </FormField>
        </li>
        <li>
          <form onSubmit={submit} noValidate className="space-y-3">
            <FormField label="Code à 6 chiffres affiché par l'application" required error={error}>
              <input
                className={`${inputClass} max-w-48 font-mono`}
                inputMode="numeric"
                autoComplete="one-time-code"
                value={code}
                onChange={(event) => setCode(event.target.value)}
              />
            </FormField>
            <Button type="submit" disabled={confirm.isPending}>
              Confirmer et activer
            </Button>
          </form>
        </li>
      </ol>
    </div>
  );
}
