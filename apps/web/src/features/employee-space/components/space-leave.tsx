import { SPACE_VIEW_MESSAGES as M } from '@pointeo/domain/employee-space-views';
import type { AbsenceStatus } from '@pointeo/domain/leave';
import { ABSENCE_STATUS_LABELS, formatLeaveDays, LEAVE_MESSAGES } from '@pointeo/domain/leave-messages';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { useSpaceLeave } from '../api/space-views';
import { numericDay } from '../space-display';

const STATUS_CLASSES: Record<AbsenceStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  approved: 'bg-green-100 text-green-900',
  refused: 'bg-red-100 text-red-900',
  cancelled: 'bg-slate-200 text-slate-800',
};

/** 'Le 14/12/2026 (matin)', 'Du 14/12/2026 au 16/12/2026 (fin à midi)', as the Congés tab says. */
function spanLabel(request: {
  startDate: string;
  endDate: string;
  startHalfDay: boolean;
  endHalfDay: boolean;
}) {
  if (request.startDate === request.endDate) {
    const half = request.startHalfDay ? ' (après-midi)' : request.endHalfDay ? ' (matin)' : '';
    return `Le ${numericDay(request.startDate)}${half}`;
  }
  const start = `${numericDay(request.startDate)}${request.startHalfDay ? ' après-midi' : ''}`;
  const end = `${numericDay(request.endDate)}${request.endHalfDay ? ' midi' : ''}`;
  return `Du ${start} au ${end}`;
}

/** 'Mes congés': the paid-leave balances and the latest requests with their answer. */
export function SpaceLeaveSection() {
  const leave = useSpaceLeave();
  return (
    <section aria-labelledby="space-leave-title" className="space-y-3">
      <h2 id="space-leave-title" className="text-xl font-semibold text-slate-900">
        {M.leave}
      </h2>
      {leave.isPending ? (
        <LoadingIndicator />
      ) : leave.isError ? (
        <ErrorAlert error={leave.error} />
      ) : (
        <>
          <div className="space-y-2">
            <h3 className="font-semibold text-slate-900">{M.balances}</h3>
            <ul className="space-y-2">
              {leave.data.balances.map((period) => (
                <li key={period.start} className="rounded-xl border border-slate-200 bg-white p-3">
                  <p className="text-sm text-slate-600">
                    {M.periodFromTo(numericDay(period.start), numericDay(period.end))}
                  </p>
                  <dl className="mt-1 grid grid-cols-3 gap-2 text-sm">
                    <div>
                      <dt className="text-slate-600">{LEAVE_MESSAGES.acquired}</dt>
                      <dd className="font-semibold text-slate-900">{formatLeaveDays(period.acquired)}</dd>
                    </div>
                    <div>
                      <dt className="text-slate-600">{LEAVE_MESSAGES.taken}</dt>
                      <dd className="font-semibold text-slate-900">{formatLeaveDays(period.taken)}</dd>
                    </div>
                    <div>
                      <dt className="text-slate-600">{LEAVE_MESSAGES.remaining}</dt>
                      <dd className="font-semibold text-slate-900">{formatLeaveDays(period.remaining)}</dd>
                    </div>
                    {period.pending > 0 && (
                      <div className="col-span-3">
                        <dt className="inline text-slate-600">{LEAVE_MESSAGES.pending}&#8239;: </dt>
                        <dd className="inline font-semibold text-slate-900">
                          {formatLeaveDays(period.pending)}
                        </dd>
                      </div>
                    )}
                  </dl>
                </li>
              ))}
            </ul>
          </div>
          <div className="space-y-2">
            <h3 className="font-semibold text-slate-900">{M.requests}</h3>
            {leave.data.requests.length === 0 ? (
              <p className="text-slate-600">{M.noRequests}</p>
            ) : (
              <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
                {leave.data.requests.map((request) => (
                  <li key={request.id} className="space-y-1 px-4 py-3">
                    <div className="flex items-start justify-between gap-2">
                      <p className="font-medium text-slate-900">{request.typeName}</p>
                      <span
                        className={`rounded-full px-2 py-0.5 text-sm font-semibold ${STATUS_CLASSES[request.status]}`}
                      >
                        {ABSENCE_STATUS_LABELS[request.status]}
                      </span>
                    </div>
                    <p className="text-sm text-slate-700">
                      {spanLabel(request)} · {formatLeaveDays(request.days)}
                    </p>
                    {request.refusalReason && (
                      <p className="text-sm text-slate-700">
                        {LEAVE_MESSAGES.refusalReason}&#8239;: {request.refusalReason}
                      </p>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </div>
        </>
      )}
    </section>
  );
}
