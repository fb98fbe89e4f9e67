import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CloseAccountInput,
  closeAccountSchema,
  companyNameMatches,
  CLOSURE_MESSAGES as M,
} from '@pointeo/domain/account-closure';
import { useQueryClient } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { toast } from '../../../components/ui/toasts';
import { applyServerFieldErrors } from '../../../lib/apply-server-errors';
import { toastError } from '../../../lib/error-toast';
import { useCloseAccount, useCompanyName } from '../api/account-closure';

/** How long the goodbye stays on screen, on the home page the closing leads to. */
const GOODBYE_TOAST_MS = 15_000;

/**
 * 'Supprimer le compte' (decision 083): a danger zone whose dialog asks the company's name and the
 * member's password; the button stays off until the name matches. Then the session is gone: the
 * page leaves for the home page with the goodbye.
 */
export function CloseAccountCard() {
  const [open, setOpen] = useState(false);
  const companyName = useCompanyName();
  return (
    <section
      aria-labelledby="suppression-titre"
      className="space-y-4 rounded-lg border border-red-300 bg-red-50/40 p-4 sm:p-6"
    >
      <div className="max-w-2xl">
        <h2 id="suppression-titre" className="flex items-center gap-2 text-lg font-semibold text-red-800">
          <TriangleAlert className="h-5 w-5" aria-hidden="true" />
          {M.closeTitle}
        </h2>
        <p className="mt-1 text-slate-700">{M.closeIntro}</p>
        <p className="mt-1 text-slate-700">{M.closeKept}</p>
      </div>
      <Button variant="danger" onClick={() => setOpen(true)} disabled={!companyName.data}>
        {M.closeButton}
      </Button>
      <Modal title={M.closeTitle} open={open} onClose={() => setOpen(false)}>
        {companyName.data && (
          <CloseAccountForm companyName={companyName.data} onCancel={() => setOpen(false)} />
        )}
      </Modal>
    </section>
  );
}

function CloseAccountForm({ companyName, onCancel }: { companyName: string; onCancel: () => void }) {
  const close = useCloseAccount();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<CloseAccountInput>({
    resolver: zodResolver(closeAccountSchema),
    defaultValues: { companyName: '', password: '' },
  });
  const nameTyped = companyNameMatches(watch('companyName'), companyName);
  const onSubmit = handleSubmit(async (input) => {
    try {
      const answer = await close.mutateAsync(input);
      queryClient.clear();
      navigate('/', { replace: true });
      toast.success(answer.message, { duration: GOODBYE_TOAST_MS });
    } catch (error) {
      applyServerFieldErrors(error, setError);
      toastError(error);
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-slate-700">{M.closeIntro}</p>
      <FormField label={M.closeNameLabel(companyName)} required error={errors.companyName?.message}>
        <input type="text" autoComplete="off" className={inputClass} {...register('companyName')} />
      </FormField>
      <FormField label={M.closePasswordLabel} required error={errors.password?.message}>
        <input
          type="password"
          autoComplete="current-password"
          className={inputClass}
          {...register('password')}
        />
      </FormField>
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          Annuler
        </Button>
        <Button type="submit" variant="danger" disabled={close.isPending || !nameTyped}>
          {M.closeConfirm}
        </Button>
      </div>
    </form>
  );
}
