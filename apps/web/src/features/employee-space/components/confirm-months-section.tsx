import { CORRECTION_REQUEST_MESSAGES as M } from '@pointeo/domain/correction-requests';
import { CalendarCheck } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { toast } from '../../../components/ui/toasts';
import { toastError } from '../../../lib/error-toast';
import { useConfirmMonth, useMyMonths } from '../api/corrections';
import { confirmedAtLabel, monthTitle } from '../space-display';

/**
 * 'Confirmer mes heures' (decision 073): each month validated by the employer, with 'Je confirme mes
 * heures' until the employee did, then the day and time they did.
 */
export function ConfirmMonthsSection() {
  const months = useMyMonths();
  const confirm = useConfirmMonth();
  return (
    <section
      aria-labelledby="confirmer-heures-titre"
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <div>
        <h2 id="confirmer-heures-titre" className="text-lg font-semibold text-slate-900">
          {M.confirmTitle}
        </h2>
        <p className="text-sm text-slate-600">{M.confirmIntro}</p>
      </div>
      {months.isPending && <LoadingIndicator />}
      {months.isError && <ErrorAlert error={months.error} />}
      {months.data &&
        (months.data.months.length === 0 ? (
          <p className="text-sm text-slate-600">{M.noValidatedMonth}</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {months.data.months.map(({ month, confirmedAt }) => (
              <li key={month} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span className="font-medium text-slate-900">{monthTitle(month)}</span>
                {confirmedAt ? (
                  <span className="flex items-center gap-1 text-sm text-green-800">
                    <CalendarCheck className="h-4 w-4" aria-hidden="true" />
                    {confirmedAtLabel(confirmedAt)}
                  </span>
                ) : (
                  <Button
                    aria-label={M.confirmButtonOf(month)}
                    disabled={confirm.isPending}
                    onClick={() =>
                      confirm.mutate(month, {
                        onSuccess: (answer) => toast.success(answer.message),
                        onError: toastError,
                      })
                    }
                  >
                    {M.confirmButton}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
