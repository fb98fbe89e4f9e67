import { EMPLOYEE_MESSAGES } from '@pointeo/domain/employee-messages';
import type { ReactNode } from 'react';
import { zoneLabel } from '../employee-display';
import { EmployeeActions, EmployeeIdentity, LastClockIn, PinCode, RoleBadge } from './employee-parts';
import type { EmployeeListProps } from './employee-table';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="mt-0.5 text-slate-900">{children}</dd>
    </div>
  );
}

/** The same employees as the table, one card each, for phones (375 px). */
export function EmployeeCards({ employees, busy, onEdit, onArchive }: EmployeeListProps) {
  if (employees.length === 0) {
    return (
      <p className="rounded-lg border border-slate-200 px-4 py-10 text-center text-slate-600">
        {EMPLOYEE_MESSAGES.noneFound}
      </p>
    );
  }
  return (
    <ul
      aria-label="Employés de l'entreprise"
      aria-busy={busy}
      className={`space-y-3 ${busy ? 'opacity-60' : ''}`}
    >
      {employees.map((employee) => (
        <li key={employee.id} className="rounded-lg border border-slate-200 bg-white p-4 text-sm">
          <div className="flex items-start justify-between gap-2">
            <EmployeeIdentity employee={employee} />
            <EmployeeActions employee={employee} onEdit={onEdit} onArchive={onArchive} />
          </div>
          <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3">
            <Detail label="Rôle">
              <RoleBadge employee={employee} />
            </Detail>
            <Detail label="Code PIN">
              <PinCode employee={employee} />
            </Detail>
            <Detail label="Zone">{zoneLabel(employee)}</Detail>
            <Detail label="Dernier pointage">
              <LastClockIn employee={employee} />
            </Detail>
          </dl>
        </li>
      ))}
    </ul>
  );
}
