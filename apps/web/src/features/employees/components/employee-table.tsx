import { BADGE_MESSAGES } from '@pointeo/domain/badges';
import { EMPLOYEE_MESSAGES } from '@pointeo/domain/employee-messages';
import type { Employee } from '@pointeo/domain/employees';
import { ScrollRegion } from '../../../components/ui/scroll-region';
import { zoneLabel } from '../employee-display';
import { BadgeStatus } from './badge-status';
import {
  EmployeeActions,
  type EmployeeActionsProps,
  EmployeeIdentity,
  JobTitle,
  LastClockIn,
  PinCode,
  RoleBadge,
} from './employee-parts';

export interface EmployeeListProps {
  employees: Employee[];
  /** What each row offers; absent for a member who may not change employees (no actions then). */
  actions?: EmployeeActionsProps;
  /** The next page or search is on its way; what shows is the previous answer. */
  busy: boolean;
  /** The company has several sites: each employee's is shown (issue 29). */
  showSite?: boolean;
  /** The plan includes badges: the 'Badge' column is shown (issue 30). */
  showBadge?: boolean;
  /** 'Révoquer le badge', for a role that may change employees. */
  onRevokeBadge?: ((employee: Employee) => void) | undefined;
}

const headerClass = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';
const cellClass = 'px-4 py-3';
const columns = (showSite: boolean, showBadge: boolean) => [
  'Nom',
  EMPLOYEE_MESSAGES.jobTitle,
  'Code PIN',
  'Rôle',
  ...(showSite ? ['Site'] : []),
  'Zone',
  'Dernier pointage',
  ...(showBadge ? [BADGE_MESSAGES.column] : []),
];

/** SPEC §2 table for wide screens; it scrolls sideways inside its own focusable region if squeezed. */
export function EmployeeTable({
  employees,
  busy,
  showSite = false,
  showBadge = false,
  actions,
  onRevokeBadge,
}: EmployeeListProps) {
  const COLUMNS = columns(showSite, showBadge);
  return (
    <ScrollRegion label="Tableau des employés">
      <table aria-busy={busy} className={`min-w-full divide-y divide-slate-200 ${busy ? 'opacity-60' : ''}`}>
        <caption className="sr-only">Employés de l'entreprise</caption>
        <thead className="bg-slate-50">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className={headerClass}>
                {column}
              </th>
            ))}
            {actions && (
              <th scope="col" className={`${headerClass} text-right`}>
                Actions
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 bg-white">
          {employees.length === 0 && (
            <tr>
              <td
                colSpan={COLUMNS.length + (actions ? 1 : 0)}
                className="px-4 py-10 text-center text-slate-600"
              >
                {EMPLOYEE_MESSAGES.noneFound}
              </td>
            </tr>
          )}
          {employees.map((employee) => (
            <tr key={employee.id} className="text-sm text-slate-800">
              <th scope="row" className={`${cellClass} text-left font-normal`}>
                <EmployeeIdentity employee={employee} />
              </th>
              <td className={cellClass}>
                <JobTitle employee={employee} />
              </td>
              <td className={`${cellClass} whitespace-nowrap`}>
                <PinCode employee={employee} />
              </td>
              <td className={cellClass}>
                <RoleBadge employee={employee} />
              </td>
              {showSite && <td className={cellClass}>{employee.siteName}</td>}
              <td className={cellClass}>{zoneLabel(employee)}</td>
              <td className={`${cellClass} whitespace-nowrap`}>
                <LastClockIn employee={employee} />
              </td>
              {showBadge && (
                <td className={cellClass}>
                  <BadgeStatus employee={employee} onRevoke={onRevokeBadge} />
                </td>
              )}
              {actions && (
                <td className={cellClass}>
                  <EmployeeActions employee={employee} {...actions} />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
