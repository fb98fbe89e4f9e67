import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CorrectionRequest,
  CORRECTION_REQUEST_MESSAGES as M,
  type RefuseCorrectionRequest,
  refuseCorrectionRequestSchema,
} from '@pointeo/domain/correction-requests';
import { elide } from '@pointeo/domain/french-elision';
import { MessageSquareWarning } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { FormActions } from '../../../components/ui/form-actions';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { toast } from '../../../components/ui/toasts';
import { useCan } from '../../../lib/current-member';
import { toastError } from '../../../lib/error-toast';
import { saveForm } from '../../../lib/save-form';
import {
  useApproveCorrectionRequest,
  usePendingCorrectionRequests,
  useRefuseCorrectionRequest,
} from '../api/correction-requests';
import { fullName, longDayLabel } from '../timesheet-display';

/**
 * 'Demandes de correction' (decision 073): what employees asked from their space, for the members who
 * correct time sheets, of the sites the filter shows. 'Accepter' corrects the day at once (a later
 * correction can undo it); 'Refuser' asks the reason the employee will read. Shown only when some wait.
 */
export function CorrectionRequestsList() {
  const mayCorrect = useCan('timesheets.correct');
  const list = usePendingCorrectionRequests(mayCorrect);
  const approve = useApproveCorrectionRequest();
  const [refusing, setRefusing] = useState<CorrectionRequest | null>(null);
  if (!mayCorrect) return null;
  if (list.isError) return <ErrorAlert error={list.error} />;
  const requests = list.data?.requests ?? [];
  if (requests.length === 0) return null;

  return (
    <section
      aria-labelledby="demandes-correction-titre"
      className="rounded-lg border border-sky-200 bg-sky-50 p-4"
    >
      <h3 id="demandes-correction-titre" className="flex items-center gap-2 font-semibold text-sky-950">
        <MessageSquareWarning className="h-4 w-4" aria-hidden="true" />
        {M.panelTitle} ({requests.length})
      </h3>
      <ul className="mt-3 space-y-2">
        {requests.map((request) => {
          const name = fullName(request.employee);
          return (
            <li
              key={request.id}
              className="flex flex-col gap-3 rounded-md border border-sky-100 bg-white p-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="text-sm text-slate-800">
                <p>
                  <strong className="font-semibold text-slate-900">{name}</strong>,{' '}
                  {longDayLabel(request.date)}
                  &#8239;: {M.requestedTimes(request.arrival, request.departure)}
                </p>
                <p className="mt-1 text-slate-700">
                  {M.reason}&#8239;: {request.reason}
                </p>
              </div>
              <div className="flex shrink-0 gap-2">
                <Button
                  variant="secondary"
                  aria-label={`${M.refuse} la demande ${elide('de', name)}`}
                  onClick={() => setRefusing(request)}
                >
                  {M.refuse}
                </Button>
                <Button
                  aria-label={`${M.accept} la demande ${elide('de', name)}`}
                  disabled={approve.isPending}
                  onClick={() =>
                    approve.mutate(request.id, {
                      onSuccess: (answer) => toast.success(answer.message),
                      onError: toastError,
                    })
                  }
                >
                  {M.accept}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      <Modal title={M.refuseTitle} open={refusing !== null} onClose={() => setRefusing(null)}>
        {refusing && <RefuseRequestForm request={refusing} onDone={() => setRefusing(null)} />}
      </Modal>
    </section>
  );
}

function RefuseRequestForm({ request, onDone }: { request: CorrectionRequest; onDone: () => void }) {
  const refuse = useRefuseCorrectionRequest(request.id);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RefuseCorrectionRequest>({
    resolver: zodResolver(refuseCorrectionRequestSchema),
    defaultValues: { reason: '' },
  });
  const onSubmit = handleSubmit((input) =>
    saveForm(() => refuse.mutateAsync(input), M.refused, setError, onDone),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-slate-700">
        {fullName(request.employee)}, {longDayLabel(request.date)}&#8239;:{' '}
        {M.requestedTimes(request.arrival, request.departure)}
      </p>
      <FormField
        label={M.refusalLabel}
        required
        hint="L'employé le lira dans son espace."
        error={errors.reason?.message}
      >
        <textarea className={inputClass} rows={2} maxLength={500} {...register('reason')} />
      </FormField>
      <FormActions
        submitLabel={M.refuseConfirm}
        pending={refuse.isPending}
        pendingLabel="Enregistrement…"
        variant="danger"
        onCancel={onDone}
      />
    </form>
  );
}
