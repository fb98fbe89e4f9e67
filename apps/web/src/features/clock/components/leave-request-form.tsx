import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AbsenceType,
  type KioskLeaveRequest,
  type KioskLeaveRequestValues,
  type KioskLeaveResult,
  kioskLeaveRequestSchema,
} from '@pointeo/domain/leave';
import { formatBalance, LEAVE_MESSAGES as M } from '@pointeo/domain/leave-messages';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { AbsenceFields } from '../../../components/ui/absence-fields';
import { Button } from '../../../components/ui/button';
import { FormActions } from '../../../components/ui/form-actions';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api';
import { applyServerFieldErrors } from '../../../lib/apply-server-errors';
import { useKioskLeavePreview, useRequestLeave } from '../api/kiosk-leave';

/**
 * 'Demander un congé' at the kiosk: the employee's PIN, the type, the dates, a half day and a
 * comment. A wrong PIN counts against the kiosk's budget like a punch's.
 */
export function LeaveRequestForm({ types, onDone }: { types: AbsenceType[]; onDone: () => void }) {
  const request = useRequestLeave();
  const [sent, setSent] = useState<{
    text: string;
    balance: KioskLeaveResult['balance'];
    warning?: string;
  }>();
  const [failure, setFailure] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<KioskLeaveRequestValues, unknown, KioskLeaveRequest>({
    resolver: zodResolver(kioskLeaveRequestSchema),
    defaultValues: {
      pin: '',
      typeId: '',
      startDate: '',
      endDate: '',
      startHalfDay: false,
      endHalfDay: false,
      comment: '',
    },
  });
  const onSubmit = handleSubmit(async (input) => {
    setFailure(undefined);
    try {
      const result = await request.mutateAsync(input);
      setSent({
        text: `${result.firstName}, ${result.message.charAt(0).toLowerCase()}${result.message.slice(1)}`,
        balance: result.balance,
        ...(result.warning && { warning: result.warning }),
      });
    } catch (error) {
      applyServerFieldErrors(error, setError);
      setFailure(error instanceof ApiError ? error.message : String(error));
    }
  });

  if (sent) {
    return (
      <div className="space-y-4">
        <p role="status" className="rounded-md bg-green-50 p-4 text-green-900">
          {sent.text}
        </p>
        {/* The paid-leave balance before and after the request (decision 046). */}
        {sent.balance.map((draw) => (
          <BalanceLine key={draw.periodStart} before={draw.before} after={draw.after} />
        ))}
        {sent.warning && <p className="rounded-md bg-amber-50 p-3 text-amber-900">{sent.warning}</p>}
        <p className="text-slate-700">La réponse s'affichera à votre prochain pointage.</p>
        <div className="flex justify-end">
          <Button onClick={onDone}>Fermer</Button>
        </div>
      </div>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormField label="Code PIN" required error={errors.pin?.message}>
        <input
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          className={inputClass}
          {...register('pin')}
        />
      </FormField>
      <AbsenceFields types={types} register={register} errors={errors} />
      <KioskBalancePreview values={watch()} />
      {failure && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-red-800">
          {failure}
        </p>
      )}
      <FormActions
        submitLabel={M.sendRequest}
        pending={request.isPending}
        pendingLabel={'Envoi…'}
        onCancel={onDone}
      />
    </form>
  );
}

/** 'Solde avant · Solde après' once the PIN and the dates are typed (decision 046). */
function KioskBalancePreview({ values }: { values: KioskLeaveRequestValues }) {
  const parsed = kioskLeaveRequestSchema.safeParse(values);
  const preview = useKioskLeavePreview(parsed.success ? parsed.data : null);
  if (!parsed.success || !preview.data) return null;
  return (
    <div aria-live="polite">
      {preview.data.balance.map((draw) => (
        <BalanceLine key={draw.periodStart} before={draw.before} after={draw.after} />
      ))}
    </div>
  );
}

function BalanceLine({ before, after }: { before: number; after: number }) {
  return (
    <p className="text-slate-700">
      {M.balanceBefore}&#8239;: <strong>{formatBalance(before)}</strong> · {M.balanceAfter}&#8239;:{' '}
      <strong className={after < 0 ? 'text-red-700' : undefined}>{formatBalance(after)}</strong>
    </p>
  );
}
