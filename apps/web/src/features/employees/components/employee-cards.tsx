import { BADGE_MESSAGES } from '@pointeo/domain/badges';
import { EMPLOYEE_MESSAGES } from '@pointeo/domain/employee-messages';
import { CardDetail } from '../../../components/ui/card-detail';
import { zoneLabel } from '../employee-display';
import { BadgeStatus } from './badge-status';
import {
  EmployeeActions,
  EmployeeIdentity,
  JobTitle,
  LastClockIn,
  PinCode,
  RoleBadge,
} from './employee-parts';
import type { EmployeeListProps } from './employee-table';

/** The same employees as the table, one card each, for phones (375 px). */
export function EmployeeCards({
  employees,
  busy,
  showSite = false,
  showBadge = false,
  actions,
  onRevokeBadge,
}: EmployeeListProps) {
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
            {actions && <EmployeeActions employee={employee} {...actions} />}
          </div>
          <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3">
            <CardDetail label={EMPLOYEE_MESSAGES.jobTitle}>
              <JobTitle employee={employee} />
            </CardDetail>
            <CardDetail label="Rôle">
              <RoleBadge employee={employee} />
            </CardDetail>
            <CardDetail label="Code PIN">
              <PinCode employee={employee} />
            </CardDetail>
            {showSite && <CardDetail label="Site">{employee.siteName}</CardDetail>}
            <CardDetail label="Zone">{zoneLabel(employee)}</CardDetail>
            <CardDetail label="Dernier pointage">
              <LastClockIn employee={employee} />
            </CardDetail>
            {showBadge && (
              <CardDetail label={BADGE_MESSAGES.column}>
                <BadgeStatus employee={employee} onRevoke={onRevokeBadge} />
              </CardDetail>
            )}
          </dl>
        </li>
      ))}
    </ul>
  );
}
