import { formatFrenchDate } from '@pointeo/domain/dates';
import { EMPLOYEE_MESSAGES } from '@pointeo/domain/employee-messages';
import type { Employee } from '@pointeo/domain/employees';
import { ArchiveRestore } from 'lucide-react';
import { Button, buttonClass } from '../../../components/ui/button';
import { CardDetail } from '../../../components/ui/card-detail';
import { fullName } from '../employee-display';
import { EmployeeIdentity, JobTitle } from './employee-parts';
import { ExportEmployeeDataButton } from './export-employee-data-button';

interface ArchivedEmployeesProps {
  employees: Employee[];
  /** The next page or search is on its way; what shows is the previous answer. */
  busy: boolean;
  /** The employee being restored, whose button waits. */
  restoringId: string | null;
  /** Absent for a member who may not change employees: no 'Restaurer' then. */
  onRestore?: (employee: Employee) => void;
}

/** 'Archivés': one card per archived employee, with the leaving date and 'Restaurer'. */
export function ArchivedEmployees({ employees, busy, restoringId, onRestore }: ArchivedEmployeesProps) {
  if (employees.length === 0) {
    return (
      <p className="rounded-lg border border-slate-200 px-4 py-10 text-center text-slate-600">
        {EMPLOYEE_MESSAGES.noneArchived}
      </p>
    );
  }
  return (
    <ul aria-label="Employés archivés" aria-busy={busy} className={`space-y-3 ${busy ? 'opacity-60' : ''}`}>
      {employees.map((employee) => (
        <li
          key={employee.id}
          className="flex flex-wrap items-start justify-between gap-3 rounded-lg border border-slate-200 bg-white p-4 text-sm"
        >
          <div className="min-w-0 space-y-3">
            <EmployeeIdentity employee={employee} />
            <dl className="grid grid-cols-2 gap-x-6 gap-y-3">
              <CardDetail label={EMPLOYEE_MESSAGES.jobTitle}>
                <JobTitle employee={employee} />
              </CardDetail>
              <CardDetail label={EMPLOYEE_MESSAGES.leavingDate}>
                {employee.leavingDate ? (
                  <time dateTime={employee.leavingDate}>{formatFrenchDate(employee.leavingDate)}</time>
                ) : (
                  <span className="text-slate-600">{EMPLOYEE_MESSAGES.noJobTitle}</span>
                )}
              </CardDetail>
            </dl>
          </div>
          <div className="flex gap-2">
            {/* A former employee keeps his right of access (RGPD art. 15). */}
            <ExportEmployeeDataButton employee={employee} className={buttonClass('secondary', 'px-3')} />
            {onRestore && (
              <Button
                variant="secondary"
                aria-label={`Restaurer ${fullName(employee)}`}
                disabled={restoringId === employee.id}
                onClick={() => onRestore(employee)}
              >
                <ArchiveRestore className="h-4 w-4" aria-hidden="true" />
                Restaurer
              </Button>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
