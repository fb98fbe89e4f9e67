import { DEFAULT_ZONES, ROLE_LABELS } from '@pointeo/domain/employee-messages';
import type { Employee, EmployeeList } from '@pointeo/domain/employees';

type Person = Pick<Employee, 'firstName' | 'lastName' | 'role'>;

export const fullName = (employee: Person) => `${employee.firstName} ${employee.lastName}`;

/** SPEC §2: 'Direction' stands in for the name of a direction employee. */
export const displayName = (employee: Person) =>
  employee.role === 'direction' ? ROLE_LABELS.direction : fullName(employee);

/**
 * The person's name under 'Direction', for a direction employee added or promoted by hand; the
 * one made at registration is named 'Direction {company}' and needs none.
 */
export const directionSubtitle = (employee: Person) =>
  employee.role === 'direction' && employee.firstName !== ROLE_LABELS.direction ? fullName(employee) : null;

export const initials = (employee: Person) =>
  `${employee.firstName.charAt(0)}${employee.lastName.charAt(0)}`.toLocaleUpperCase('fr-FR');

export const zoneLabel = (employee: Pick<Employee, 'zone' | 'role'>) =>
  employee.zone ?? DEFAULT_ZONES[employee.role];

/** What the plan still allows: null when unlimited. */
export const placesLeft = ({ employees, limit }: EmployeeList['headcount']) =>
  limit === null ? null : Math.max(0, limit - employees);
