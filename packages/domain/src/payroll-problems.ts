import type { PayrollItem } from './payroll-items';
import type { PayrollProblem } from './payroll-layouts';
import { PAYROLL_LAYOUT_MESSAGES as L } from './payroll-messages';

/** 'Dupont Marie': how a problem names an employee, as the month's report does. */
export const payrollEmployeeName = (item: Pick<PayrollItem, 'lastName' | 'firstName'>) =>
  `${item.lastName} ${item.firstName}`;

/**
 * What keeps a month's items from a payroll file or a push (contract 3 of issue 32): the employees
 * with a value but no matricule (one problem naming them all), then each figure or absence type with a
 * value but no code (one problem per figure or type, naming its employees). In the items' order, so
 * the same items give the same problems. An item only exists with a value: a figure the company chose
 * not to export makes none.
 */
export function payrollProblems(items: readonly PayrollItem[]): PayrollProblem[] {
  const unnumbered = new Map<string, string>();
  const uncoded = new Map<string, { label: string; employees: Map<string, string> }>();
  for (const item of items) {
    const name = payrollEmployeeName(item);
    if (item.payrollNumber === '') unnumbered.set(item.employeeId, name);
    if (item.code === '') {
      const known = uncoded.get(item.source) ?? { label: item.label, employees: new Map() };
      known.employees.set(item.employeeId, name);
      uncoded.set(item.source, known);
    }
  }
  const employeesOf = (names: Map<string, string>) => [...names].map(([id, name]) => ({ id, name }));
  const problems: PayrollProblem[] = [];
  if (unnumbered.size > 0) {
    problems.push({
      kind: 'payrollNumber',
      message: L.missingPayrollNumbers([...unnumbered.values()]),
      employees: employeesOf(unnumbered),
      source: null,
    });
  }
  for (const [source, { label, employees }] of uncoded) {
    problems.push({
      kind: 'code',
      message: L.missingCode(label, [...employees.values()]),
      employees: employeesOf(employees),
      source,
    });
  }
  return problems;
}
