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

const HOURS_TEXT = /^(\d{1,3})(?:[.,](\d{1,2}))?$|^(\d{1,3})\s*h\s*(\d{2})?$/i;
const decimalHours = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2, useGrouping: false });

/** 'Heures par semaine' as typed → minutes: '35', '17,5', '17.5', '24h30', '24 h'; NaN otherwise. */
export function hoursTextToMinutes(text: string): number {
  const match = HOURS_TEXT.exec(text.trim());
  if (!match) return Number.NaN;
  const [, decimalWhole, fraction, clockHours, clockMinutes] = match;
  if (decimalWhole !== undefined) return Math.round(Number(`${decimalWhole}.${fraction ?? '0'}`) * 60);
  return Number(clockHours) * 60 + Number(clockMinutes ?? '0');
}

/** Minutes → the hours shown in the field: 2100 → '35', 1050 → '17,5'. */
export const minutesToHoursText = (minutes: number) => decimalHours.format(minutes / 60);
