import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CorrectionRequestInput,
  type CorrectionRequestInputValues,
  correctionRequestInputSchema,
  CORRECTION_REQUEST_MESSAGES as M,
  type MyCorrectionRequest,
} from '@pointeo/domain/correction-requests';
import { parisIsoDate } from '@pointeo/domain/dates';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { FormActions } from '../../../components/ui/form-actions';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { Modal } from '../../../components/ui/modal';
import { saveForm } from '../../../lib/save-form';
import { useAskCorrection, useMyCorrectionRequests } from '../api/corrections';
import { longDayLabel } from '../space-display';

/**
 * 'Signaler une erreur' and 'Mes demandes' (decision 073): the employee says which day and which
 * times were wrong, and why; their site's manager accepts or refuses, and the answer shows here.
 */
export function CorrectionRequestsSection() {
  const [open, setOpen] = useState(false);
  const requests = useMyCorrectionRequests();
  return (
    <section
      aria-labelledby="signaler-erreur-titre"
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="signaler-erreur-titre" className="text-lg font-semibold text-slate-900">
            {M.reportTitle}
          </h2>
          <p className="text-sm text-slate-600">{M.reportIntro}</p>
        </div>
        <Button onClick={() => setOpen(true)}>{M.reportButton}</Button>
      </div>
      <Modal title={M.reportTitle} open={open} onClose={() => setOpen(false)}>
        <CorrectionRequestForm onDone={() => setOpen(false)} />
      </Modal>

      <h3 className="font-semibold text-slate-900">{M.myRequests}</h3>
      {requests.isPending && <LoadingIndicator />}
      {requests.isError && <ErrorAlert error={requests.error} />}
      {requests.data &&
        (requests.data.requests.length === 0 ? (
          <p className="text-sm text-slate-600">{M.noRequests}</p>
        ) : (
          <ul className="space-y-2">
            {requests.data.requests.map((request) => (
              <RequestItem key={request.id} request={request} />
            ))}
          </ul>
        ))}
    </section>
  );
}

const STATUS_TONES: Record<MyCorrectionRequest['status'], string> = {
  pending: 'bg-amber-100 text-amber-900',
  approved: 'bg-green-100 text-green-900',
  refused: 'bg-red-100 text-red-900',
};

function RequestItem({ request }: { request: MyCorrectionRequest }) {
  return (
    <li className="rounded-md border border-slate-200 p-3 text-sm text-slate-800">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium text-slate-900">
          {longDayLabel(request.date)}&#8239;: {M.requestedTimes(request.arrival, request.departure)}
        </span>
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_TONES[request.status]}`}>
          {M.status[request.status]}
        </span>
      </div>
      <p className="mt-1 text-slate-700">
        {M.reason}&#8239;: {request.reason}
      </p>
      {request.answeredBy && <p className="mt-1 text-slate-600">{M.answeredBy(request.answeredBy)}</p>}
      {request.refusalReason && <p className="mt-1 text-red-800">{M.refusalReason(request.refusalReason)}</p>}
    </li>
  );
}

function CorrectionRequestForm({ onDone }: { onDone: () => void }) {
  const ask = useAskCorrection();
  const today = parisIsoDate(new Date());
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CorrectionRequestInputValues, unknown, CorrectionRequestInput>({
    resolver: zodResolver(correctionRequestInputSchema),
    defaultValues: { date: today, arrival: '', departure: null, reason: '' },
  });
  const onSubmit = handleSubmit((input) => saveForm(() => ask.mutateAsync(input), M.sent, setError, onDone));
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormField label={M.date} required error={errors.date?.message}>
        <input type="date" max={today} className={inputClass} {...register('date')} />
      </FormField>
      <FormField label={M.arrival} required error={errors.arrival?.message}>
        <input type="time" className={inputClass} {...register('arrival')} />
      </FormField>
      <FormField label={M.departure} hint={M.departureHint} error={errors.departure?.message}>
        <input
          type="time"
          className={inputClass}
          {...register('departure', { setValueAs: (value: string | null) => (value ? value : null) })}
        />
      </FormField>
      <FormField label={M.reason} required error={errors.reason?.message}>
        <textarea className={inputClass} rows={3} maxLength={500} {...register('reason')} />
      </FormField>
      <FormActions submitLabel={M.send} pending={ask.isPending} pendingLabel={M.sending} onCancel={onDone} />
    </form>
  );
}
