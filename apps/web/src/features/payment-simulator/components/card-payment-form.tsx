import { zodResolver } from '@hookform/resolvers/zod';
import {
  SIMULATOR_CARDS,
  type SimulatorPayment,
  simulatorPaymentSchema,
} from '@pointeo/domain/payment-simulator';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api';
import { applyServerFieldErrors } from '../../../lib/apply-server-errors';
import { useCancelSimulatorCheckout, usePaySimulatorCheckout } from '../api/simulator-checkout';

type PaymentValues = z.input<typeof simulatorPaymentSchema>;

/** '4242424242424242' → '4242 4242 4242 4242', as the card reads. */
const groupedCard = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

function TestCards() {
  return (
    <div className="rounded-md bg-slate-50 p-3 text-sm text-slate-700">
      <p className="font-medium text-slate-900">Cartes de test</p>
      <ul className="mt-1 space-y-0.5">
        <li>
          <span className="font-mono">{groupedCard(SIMULATOR_CARDS.success)}</span>&#8239;: paiement accepté
        </li>
        <li>
          <span className="font-mono">{groupedCard(SIMULATOR_CARDS.declined)}</span>&#8239;: carte refusée
        </li>
      </ul>
      <p className="mt-1">Toute date future, tout cryptogramme à 3 chiffres.</p>
    </div>
  );
}

/** The test card form; the server says whether the card pays, then where to go. */
export function CardPaymentForm({ id, amount }: { id: string; amount: string }) {
  const pay = usePaySimulatorCheckout(id);
  const cancel = useCancelSimulatorCheckout(id);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<PaymentValues, unknown, SimulatorPayment>({
    resolver: zodResolver(simulatorPaymentSchema),
    defaultValues: { cardNumber: '', expiry: '', cvc: '', holder: '' },
  });
  // Success and cancel leave the page: the buttons stay off until the browser has gone.
  const busy = pay.isPending || cancel.isPending || pay.isSuccess || cancel.isSuccess;
  const failure = pay.error ?? cancel.error;

  const submit = handleSubmit((payment) =>
    pay.mutate(payment, { onError: (error) => applyServerFieldErrors(error, setError) }),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TestCards />
      <FormField label="Numéro de carte" required error={errors.cardNumber?.message}>
        <input
          className={inputClass}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          {...register('cardNumber')}
        />
      </FormField>
      <div className="grid grid-cols-2 gap-4">
        <FormField label="Expiration (MM/AA)" required error={errors.expiry?.message}>
          <input
            className={inputClass}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/AA"
            {...register('expiry')}
          />
        </FormField>
        <FormField label="Cryptogramme (CVC)" required error={errors.cvc?.message}>
          <input
            className={inputClass}
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={3}
            {...register('cvc')}
          />
        </FormField>
      </div>
      <FormField label="Titulaire de la carte" required error={errors.holder?.message}>
        <input className={inputClass} autoComplete="cc-name" {...register('holder')} />
      </FormField>
      {failure && (!(failure instanceof ApiError) || Object.keys(failure.fields).length === 0) && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {failure.message}
        </p>
      )}
      <div className="flex flex-col gap-3">
        <Button type="submit" disabled={busy}>
          {pay.isPending ? 'Paiement en cours…' : `Payer ${amount}`}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => cancel.mutate()}>
          Annuler
        </Button>
      </div>
    </form>
  );
}
