import { DEFAULT_ZONES } from '@pointeo/domain/employee-messages';
import type { LeaveEmployeeRow } from './repository';

/** An employee's zone, or the default one of their role: the filter of 'Planning' and 'Soldes'. */
export function zoneOf(employee: Pick<LeaveEmployeeRow, 'zone' | 'role'>): string {
  return employee.zone ?? DEFAULT_ZONES[employee.role === 'direction' ? 'direction' : 'employee'];
}

/** Every zone of these employees, in French order. */
export function zonesOf(staff: readonly Pick<LeaveEmployeeRow, 'zone' | 'role'>[]): string[] {
  return [...new Set(staff.map(zoneOf))].sort((a, b) => a.localeCompare(b, 'fr'));
}
