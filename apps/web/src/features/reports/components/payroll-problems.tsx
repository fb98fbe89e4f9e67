import { PAYROLL_BUILDER_MESSAGES as B } from '@pointeo/domain/payroll-builder-messages';
import type { PayrollProblem } from '@pointeo/domain/payroll-layouts';
import { PAYROLL_LAYOUT_MESSAGES as L } from '@pointeo/domain/payroll-messages';
import { TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { useCan } from '../../../lib/current-member';

/** Where a problem is fixed: a code field (a figure's key or an absence type's id) or the encoding. */
export type PayrollFix = { kind: 'code'; source: string } | { kind: 'encoding' };

const linkClass = 'font-medium text-brand-700 underline hover:text-brand-800';

/** The employee's form in the Employés tab (`EMPLOYEE_PARAM` there). */
const employeeLink = (id: string) => `/account?${new URLSearchParams({ tab: 'employees', employee: id })}`;

/**
 * What must be corrected before the file is handed out (nothing is silently left out), each with its
 * way to be fixed: the employee's form for a missing matricule, the code's field for a figure without
 * one, the encoding for a character it cannot hold. A member who may not fix it is told who can.
 */
export function PayrollProblems({
  problems,
  onFix,
  codeLabel,
}: {
  problems: readonly PayrollProblem[];
  /** The name of what a code is for: a figure's key or an absence type's id. */
  codeLabel: (source: string) => string;
  /** Opens the field that fixes it; absent where the member may not change the layout. */
  onFix?: ((fix: PayrollFix) => void) | undefined;
}) {
  const mayEditEmployees = useCan('employees.write');
  if (problems.length === 0) return null;
  return (
    <section
      aria-labelledby="payroll-problems-title"
      className="space-y-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <h3 id="payroll-problems-title" className="flex items-center gap-2 font-semibold">
        <TriangleAlert className="h-4 w-4 shrink-0" aria-hidden="true" />
        {L.problemsTitle}
      </h3>
      <ul className="space-y-3">
        {problems.map((problem) => (
          <li key={`${problem.kind} ${problem.source ?? ''} ${problem.message}`} className="space-y-1">
            <p>{problem.message}</p>
            {problem.kind === 'payrollNumber' &&
              (mayEditEmployees ? (
                <ul className="flex flex-wrap gap-x-4 gap-y-1">
                  {problem.employees.map((employee) => (
                    <li key={employee.id}>
                      <Link to={employeeLink(employee.id)} className={linkClass}>
                        {B.fixPayrollNumber(employee.name)}
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-amber-900">{B.askPayrollNumber}</p>
              ))}
            {problem.kind === 'code' &&
              problem.source !== null &&
              (onFix ? (
                <button
                  type="button"
                  className={linkClass}
                  onClick={() => onFix({ kind: 'code', source: problem.source! })}
                >
                  {B.fixCode(codeLabel(problem.source))}
                </button>
              ) : (
                <p className="text-amber-900">{B.askCode}</p>
              ))}
            {problem.kind === 'encoding' && onFix && (
              <button type="button" className={linkClass} onClick={() => onFix({ kind: 'encoding' })}>
                {B.fixEncoding}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
