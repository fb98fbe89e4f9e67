import { zodResolver } from '@hookform/resolvers/zod';
import {
  type Adjustment,
  type AdjustmentValues,
  adjustmentSchema,
  type OpeningBalanceValues,
  openingBalanceSchema,
  type PeriodBalanceView,
} from '@pointeo/domain/leave';
import { LEAVE_MESSAGES as M, periodLabel } from '@pointeo/domain/leave-messages';
import type { ComponentProps } from 'react';
import { type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { FormActions } from '../../../components/ui/form-actions';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { saveForm } from '../../../lib/save-form';
import { useAdjustBalance, useSetOpeningBalance } from '../api/balances';

interface CreditFormProps {
  employeeId: string;
  periods: PeriodBalanceView[];
  onDone: () => void;
}

function PeriodSelect({
  periods,
  ...registration
}: { periods: PeriodBalanceView[] } & UseFormRegisterReturn) {
  return (
    <select className={inputClass} {...registration}>
      {periods.map((period) => (
        <option key={period.start} value={period.start}>
          {periodLabel(period.start, period.end)}
        </option>
      ))}
    </select>
  );
}

/** A number of days, to the hundredth (FormField passes it the id and ARIA wiring). */
function DaysInput(props: ComponentProps<'input'>) {
  return <input type="number" step="0.01" inputMode="decimal" className={inputClass} {...props} />;
}

const currentStart = (periods: PeriodBalanceView[]) =>
  periods.find((period) => period.position === 'current')?.start ?? '';

/** 'Ajuster': days added to (or taken off) one period's balance, with the reason kept. */
export function AdjustmentForm({ employeeId, periods, onDone }: CreditFormProps) {
  const adjust = useAdjustBalance(employeeId);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AdjustmentValues, unknown, Adjustment>({
    resolver: zodResolver(adjustmentSchema),
    defaultValues: { periodStart: currentStart(periods), reason: '' },
  });
  const onSubmit = handleSubmit((input) =>
    saveForm(() => adjust.mutateAsync(input), M.adjustmentRecorded, setError, onDone),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormField label={M.period} required error={errors.periodStart?.message}>
        <PeriodSelect periods={periods} {...register('periodStart')} />
      </FormField>
      <FormField
        label={M.adjustmentDays}
        required
        hint={`Au centième de jour\u202f: 1,5 ou -2.`}
        error={errors.days?.message}
      >
        <DaysInput {...register('days', { valueAsNumber: true })} />
      </FormField>
      <FormField
        label={M.adjustmentReason}
        required
        hint="Il sera gardé dans l'historique."
        error={errors.reason?.message}
      >
        <textarea className={inputClass} rows={2} maxLength={500} {...register('reason')} />
      </FormField>
      <FormActions
        submitLabel={M.adjust}
        pending={adjust.isPending}
        pendingLabel="Enregistrement…"
        onCancel={onDone}
      />
    </form>
  );
}

/** "Solde d'ouverture": what the employee had left for a period when the company moved to Pointeo. */
export function OpeningBalanceForm({ employeeId, periods, onDone }: CreditFormProps) {
  const save = useSetOpeningBalance(employeeId);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<OpeningBalanceValues, unknown, { periodStart: string; days: number }>({
    resolver: zodResolver(openingBalanceSchema),
    defaultValues: { periodStart: currentStart(periods) },
  });
  const onSubmit = handleSubmit((input) =>
    saveForm(() => save.mutateAsync(input), M.openingBalanceSaved, setError, onDone),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormField label={M.period} required error={errors.periodStart?.message}>
        <PeriodSelect periods={periods} {...register('periodStart')} />
      </FormField>
      <FormField
        label={M.openingBalance}
        required
        hint="En jours, remplace le solde d'ouverture déjà saisi pour cette période."
        error={errors.days?.message}
      >
        <DaysInput {...register('days', { valueAsNumber: true })} />
      </FormField>
      <FormActions
        submitLabel={M.setOpeningBalance}
        pending={save.isPending}
        pendingLabel="Enregistrement…"
        onCancel={onDone}
      />
    </form>
  );
}
