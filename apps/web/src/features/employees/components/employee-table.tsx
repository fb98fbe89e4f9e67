import { formatFrenchDateTime } from '@pointeo/domain/dates';
import { EMPLOYEE_MESSAGES, ROLE_LABELS } from '@pointeo/domain/employee-messages';
import type { Employee } from '@pointeo/domain/employees';
import { Pencil, Trash2 } from 'lucide-react';
import { directionSubtitle, displayName, fullName, initials, zoneLabel } from '../employee-display';

interface EmployeeTableProps {
  employees: Employee[];
  /** The next page or search is on its way; the rows shown are the previous answer. */
  busy: boolean;
  onEdit: (employee: Employee) => void;
  onArchive: (employee: Employee) => void;
}

const headerClass = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';
const cellClass = 'px-4 py-3 whitespace-nowrap';
const iconButtonClass =
  'rounded-md p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600';

/** SPEC §2 table; on a narrow screen it scrolls sideways inside its own focusable region. */
export function EmployeeTable({ employees, busy, onEdit, onArchive }: EmployeeTableProps) {
  return (
    <section
      aria-label="Tableau des employés"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1).
      tabIndex={0}
      className="overflow-x-auto rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <table aria-busy={busy} className={`min-w-full divide-y divide-slate-200 ${busy ? 'opacity-60' : ''}`}>
        <caption className="sr-only">Employés de l'entreprise</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={headerClass}>
              Nom
            </th>
            <th scope="col" className={headerClass}>
              Code PIN
            </th>
            <th scope="col" className={headerClass}>
              Rôle
            </th>
            <th scope="col" className={headerClass}>
              Zone
            </th>
            <th scope="col" className={headerClass}>
              Dernier pointage
            </th>
            <th scope="col" className={`${headerClass} text-right`}>
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 bg-white">
          {employees.length === 0 ? (
            <tr>
              <td colSpan={6} className="px-4 py-10 text-center text-slate-600">
                {EMPLOYEE_MESSAGES.noneFound}
              </td>
            </tr>
          ) : (
            employees.map((employee) => (
              <EmployeeRow key={employee.id} employee={employee} onEdit={onEdit} onArchive={onArchive} />
            ))
          )}
        </tbody>
      </table>
    </section>
  );
}

function EmployeeRow({
  employee,
  onEdit,
  onArchive,
}: { employee: Employee } & Pick<EmployeeTableProps, 'onEdit' | 'onArchive'>) {
  const isDirection = employee.role === 'direction';
  const subtitle = directionSubtitle(employee);
  const name = fullName(employee);
  return (
    <tr className="text-sm text-slate-800">
      <th scope="row" className={`${cellClass} text-left font-normal`}>
        <div className="flex items-center gap-3">
          <span
            aria-hidden="true"
            className={`flex h-9 w-9 shrink-0 items-center justify-center rounded-full text-sm font-semibold ${
              isDirection ? 'bg-violet-100 text-violet-800' : 'bg-brand-100 text-brand-800'
            }`}
          >
            {initials(employee)}
          </span>
          <span>
            <span className="block font-medium text-slate-900">{displayName(employee)}</span>
            {subtitle && <span className="block text-slate-600">{subtitle}</span>}
          </span>
        </div>
      </th>
      <td className={cellClass}>
        {employee.pinCode ? (
          <span className="font-mono tracking-widest">{employee.pinCode}</span>
        ) : (
          <span className="text-slate-600 italic">{EMPLOYEE_MESSAGES.noPin}</span>
        )}
      </td>
      <td className={cellClass}>
        <span
          className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${
            isDirection ? 'bg-violet-100 text-violet-800' : 'bg-slate-100 text-slate-800'
          }`}
        >
          {ROLE_LABELS[employee.role]}
        </span>
      </td>
      <td className={cellClass}>{zoneLabel(employee)}</td>
      <td className={cellClass}>
        {employee.lastCheckInTime ? (
          <time dateTime={employee.lastCheckInTime}>{formatFrenchDateTime(employee.lastCheckInTime)}</time>
        ) : (
          <span className="text-slate-600">{EMPLOYEE_MESSAGES.neverClockedIn}</span>
        )}
      </td>
      <td className={`${cellClass} text-right`}>
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
          {!isDirection && (
            <button
              type="button"
              className={`${iconButtonClass} hover:bg-red-50 hover:text-red-700`}
              aria-label={`Supprimer ${name}`}
              title="Supprimer"
              onClick={() => onArchive(employee)}
            >
              <Trash2 className="h-4 w-4" aria-hidden="true" />
            </button>
          )}
        </div>
      </td>
    </tr>
  );
}
