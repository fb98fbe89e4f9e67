import { formatFrenchDateTime } from '@pointeo/domain/dates';
import { EMPLOYEE_MESSAGES, ROLE_LABELS } from '@pointeo/domain/employee-messages';
import type { Employee } from '@pointeo/domain/employees';
import { elide } from '@pointeo/domain/french-elision';
import { Archive, Eye, EyeOff, Pencil } from 'lucide-react';
import { useState } from 'react';
import { useCan } from '../../../lib/current-member';
import { useEmployeePin } from '../api/employee-pin';
import { directionSubtitle, displayName, fullName, initials } from '../employee-display';
import { ExportEmployeeDataButton } from './export-employee-data-button';

/** The pieces of one employee that the table (wide screens) and the cards (phones) both show. */

export interface EmployeeActionsProps {
  onEdit: (employee: Employee) => void;
  onArchive: (employee: Employee) => void;
}

const isDirection = (employee: Employee) => employee.role === 'direction';

const iconButtonClass =
  'rounded-md p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600';

export function EmployeeIdentity({ employee }: { employee: Employee }) {
  const subtitle = directionSubtitle(employee);
  return (
    <div className="flex items-center gap-3">
      <span
        aria-hidden="true"
        className={`flex h-9 w-9 shrink-0 items-center justify-center rounded-full text-sm font-semibold ${
          isDirection(employee) ? 'bg-violet-100 text-violet-800' : 'bg-brand-100 text-brand-800'
        }`}
      >
        {initials(employee)}
      </span>
      <span className="min-w-0">
        <span className="block font-medium break-words text-slate-900">{displayName(employee)}</span>
        {subtitle && <span className="block break-words text-slate-600">{subtitle}</span>}
      </span>
    </div>
  );
}

const MASKED_PIN = '••••••';

/**
 * A PIN stays masked on screen (someone may be looking over the shoulder) until its row's button
 * reveals it; only then is it asked of the server, the list never carries it. A member who may not
 * change employees may not read it either: no button then.
 */
export function PinCode({ employee }: { employee: Employee }) {
  const [revealed, setRevealed] = useState(false);
  const mayReveal = useCan('employees.write');
  const pin = useEmployeePin(employee.id, { enabled: revealed && employee.hasPin });
  if (!employee.hasPin || pin.data?.pinCode === null) return <NoPin />;
  const name = fullName(employee);
  const Icon = revealed ? EyeOff : Eye;
  const shown = revealed ? pin.data?.pinCode : undefined;
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      {shown ? (
        <span className="font-mono tracking-widest">{shown}</span>
      ) : (
        <>
          <span aria-hidden="true" className="font-mono tracking-widest">
            {MASKED_PIN}
          </span>
          <span className="sr-only">{EMPLOYEE_MESSAGES.pinMasked}</span>
        </>
      )}
      {mayReveal && (
        <button
          type="button"
          className={iconButtonClass}
          aria-label={revealed ? pinToggleLabels.hide(name) : pinToggleLabels.show(name)}
          aria-pressed={revealed}
          onClick={() => setRevealed((wasShown) => !wasShown)}
        >
          <Icon className="h-4 w-4" aria-hidden="true" />
        </button>
      )}
      {revealed && pin.isError && (
        <span role="alert" className="text-sm text-red-800">
          Erreur&#8239;: {pin.error.message}
        </span>
      )}
    </span>
  );
}

function NoPin() {
  return <span className="text-slate-600 italic">{EMPLOYEE_MESSAGES.noPin}</span>;
}

const pinToggleLabels = {
  show: (name: string) => `Afficher le code PIN ${elide('de', name)}`,
  hide: (name: string) => `Masquer le code PIN ${elide('de', name)}`,
};

export function JobTitle({ employee }: { employee: Employee }) {
  return employee.jobTitle ? (
    <span className="break-words">{employee.jobTitle}</span>
  ) : (
    <span className="text-slate-600">{EMPLOYEE_MESSAGES.noJobTitle}</span>
  );
}

export function RoleBadge({ employee }: { employee: Employee }) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${
        isDirection(employee) ? 'bg-violet-100 text-violet-800' : 'bg-slate-100 text-slate-800'
      }`}
    >
      {ROLE_LABELS[employee.role]}
    </span>
  );
}

export function LastClockIn({ employee }: { employee: Employee }) {
  return employee.lastCheckInTime ? (
    <time dateTime={employee.lastCheckInTime}>{formatFrenchDateTime(employee.lastCheckInTime)}</time>
  ) : (
    <span className="text-slate-600">{EMPLOYEE_MESSAGES.neverClockedIn}</span>
  );
}

/**
 * Modifier for everyone; for non-direction employees only, SPEC §2's 'Supprimer', which archives and
 * is therefore called 'Archiver' (DESIGN.md item 6).
 */
export function EmployeeActions({
  employee,
  onEdit,
  onArchive,
}: EmployeeActionsProps & { employee: Employee }) {
  const name = fullName(employee);
  return (
    <div className="flex justify-end gap-1">
      <button
        type="button"
        className={iconButtonClass}
        aria-label={`Modifier ${name}`}
        title="Modifier"
        onClick={() => onEdit(employee)}
      >
        <Pencil className="h-4 w-4" aria-hidden="true" />
      </button>
      <ExportEmployeeDataButton employee={employee} className={iconButtonClass} />
      {!isDirection(employee) && (
        <button
          type="button"
          className={`${iconButtonClass} hover:bg-red-50 hover:text-red-700`}
          aria-label={`Archiver ${name}`}
          title="Archiver"
          onClick={() => onArchive(employee)}
        >
          <Archive className="h-4 w-4" aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
