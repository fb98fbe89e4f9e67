import { formatFrenchDateTime } from '@pointeo/domain/dates';
import { elide } from '@pointeo/domain/french-elision';
import { formatDays, formatDuration } from '@pointeo/domain/hours-format';
import { MONTH_CLOSING_MESSAGES } from '@pointeo/domain/month-closing';
import { REPORT_FIGURES } from '@pointeo/domain/report-messages';
import {
  cannotValidateWithOpenEntries,
  TIMESHEET_MESSAGES as M,
  MONTH_EVENT_LABELS,
} from '@pointeo/domain/timesheet-messages';
import type { MonthFigureChange, MonthStatus } from '@pointeo/domain/timesheets';
import { Lock, LockOpen } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Modal } from '../../../components/ui/modal';
import { toast } from '../../../components/ui/toasts';
import { useCan } from '../../../lib/current-member';
import { toastError } from '../../../lib/error-toast';
import { useValidateMonth } from '../api/validate-month';
import { monthLabel } from '../timesheet-display';
import { ReopenMonthForm } from './reopen-month-form';

/**
 * Whether the month is validated (company-wide), and the way to validate or reopen it. Validation
 * waits for every entry to have a departure; the reason it waits is said next to the button. Each
 * button shows only to a role that may press it.
 */
export function MonthLock({ month, status }: { month: string; status: MonthStatus }) {
  const [dialog, setDialog] = useState<'validate' | 'reopen' | null>(null);
  const close = () => setDialog(null);
  const mayValidate = useCan('month.validate');
  const mayReopen = useCan('month.reopen');
  return (
    <section
      aria-label="Validation du mois"
      className={`space-y-3 rounded-lg border p-4 ${status.validated ? 'border-green-200 bg-green-50' : 'border-slate-200'}`}
    >
      {status.validated ? (
        <ValidatedMonth status={status} onReopen={mayReopen ? () => setDialog('reopen') : undefined} />
      ) : (
        <OpenMonth
          month={month}
          status={status}
          onValidate={mayValidate ? () => setDialog('validate') : undefined}
        />
      )}
      <MonthEvents events={status.events} />
      <ValidateDialog month={month} open={dialog === 'validate'} onClose={close} />
      <Modal title={M.reopenMonth} open={dialog === 'reopen'} onClose={close}>
        <ReopenMonthForm month={month} onDone={close} />
      </Modal>
    </section>
  );
}

function ValidatedMonth({ status, onReopen }: { status: MonthStatus; onReopen?: () => void }) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div className="text-green-900">
        <p className="flex items-center gap-2 font-semibold">
          <Lock className="h-4 w-4" aria-hidden="true" />
          Mois validé
          {status.validatedAt && ` le ${formatFrenchDateTime(status.validatedAt)}`}
          {status.validatedBy && ` par ${status.validatedBy.name}`}
        </p>
        <p className="mt-1 text-sm">{M.monthLocked}.</p>
      </div>
      {onReopen && (
        <Button variant="secondary" onClick={onReopen}>
          <LockOpen className="h-4 w-4" aria-hidden="true" />
          {M.reopenMonth}
        </Button>
      )}
    </div>
  );
}

function OpenMonth({
  month,
  status,
  onValidate,
}: {
  month: string;
  status: MonthStatus;
  onValidate?: () => void;
}) {
  const whyId = useId();
  const blocked = status.toRegulariseCount > 0 || status.inProgressCount > 0;
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div className="text-sm text-slate-700">
        <p className="font-semibold text-slate-900">Mois non validé</p>
        <p className="mt-1">
          La validation verrouille les pointages {elide('de', monthLabel(month))} de tous les employés.
        </p>
        {blocked && (
          <p id={whyId} className="mt-1 font-medium text-red-800">
            {cannotValidateWithOpenEntries(status.toRegulariseCount, status.inProgressCount)}
          </p>
        )}
      </div>
      {onValidate && (
        <Button onClick={onValidate} disabled={blocked} aria-describedby={blocked ? whyId : undefined}>
          <Lock className="h-4 w-4" aria-hidden="true" />
          {M.validateMonth}
        </Button>
      )}
    </div>
  );
}

function ValidateDialog({ month, open, onClose }: { month: string; open: boolean; onClose: () => void }) {
  const validate = useValidateMonth(month);
  const confirm = async () => {
    try {
      await validate.mutateAsync();
      toast.success(M.monthValidated);
      onClose();
    } catch (error) {
      toastError(error);
    }
  };
  return (
    <ConfirmDialog
      title={`Valider ${monthLabel(month)}\u202f?`}
      open={open}
      confirmLabel={M.validateMonth}
      confirmVariant="primary"
      pending={validate.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    >
      <p>
        Les pointages {elide('de', monthLabel(month))} de <strong>tous les employés</strong> seront
        verrouillés&#8239;: toute correction sera refusée jusqu'à ce que le mois soit rouvert.
      </p>
    </ConfirmDialog>
  );
}

/** Validations and reopenings, oldest first, with who, when and why. */
function MonthEvents({ events }: { events: MonthStatus['events'] }) {
  if (events.length === 0) return null;
  return (
    <details className="text-sm text-slate-700">
      <summary className="cursor-pointer font-medium text-slate-900">Historique du mois</summary>
      <ol className="mt-2 space-y-1">
        {events.map((event) => (
          <li key={`${event.kind}-${event.at}`}>
            {MONTH_EVENT_LABELS[event.kind]} par {event.author.name}, le {formatFrenchDateTime(event.at)}
            {event.reason && ` — ${M.reason}\u202f: ${event.reason}`}
            {event.employees &&
              MONTH_CLOSING_MESSAGES.eventEmployees(
                event.employees.map(({ lastName, firstName }) => `${lastName} ${firstName}`),
              )}
            {event.changes && <FigureChanges changes={event.changes} />}
          </li>
        ))}
      </ol>
    </details>
  );
}

/**
 * What a validation after a reopening changed from the previous one (decision 041): each employee's
 * figures, before → after.
 */
function FigureChanges({ changes }: { changes: MonthFigureChange[] }) {
  if (changes.length === 0) return <p className="ml-4 text-slate-600">Aucun chiffre modifié.</p>;
  return (
    <ul className="ml-4 list-disc pl-4" aria-label="Chiffres modifiés">
      {changes.map((change) => (
        <li key={`${change.employeeId}-${change.figure}`}>
          {change.lastName} {change.firstName} — {figureLabel(change.figure)}
          {'\u202f: '}
          {figureValue(change.figure, change.before)} → {figureValue(change.figure, change.after)}
        </li>
      ))}
    </ul>
  );
}

function figureLabel(key: string): string {
  return REPORT_FIGURES.find((figure) => figure.key === key)?.label ?? key;
}

function figureValue(key: string, value: number): string {
  const unit = REPORT_FIGURES.find((figure) => figure.key === key)?.unit;
  return unit === 'minutes' ? formatDuration(value) : formatDays(value);
}
