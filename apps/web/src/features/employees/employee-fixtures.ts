import type { Employee } from '@pointeo/domain/employees';

/** The company's director as the Employés list answers them: the base of the tests' employees. */
export const DIRECTOR = {
  id: '00000000-0000-4000-8000-000000000001',
  firstName: 'Direction',
  lastName: 'Boulangerie Martin',
  role: 'direction',
  zone: 'Toutes les zones',
  hasPin: true,
  lastCheckInTime: null,
  createdAt: '2026-01-05T08:00:00.000Z',
  weeklyContractMinutes: 2100,
  jobTitle: null,
  payrollNumber: null,
  costCentre: null,
  hireDate: null,
  email: null,
  leavingDate: null,
  archivedAt: null,
  siteId: '00000000-0000-4000-8000-0000000000a1',
  siteName: 'Site principal',
  badgeIssuedAt: null,
} as const satisfies Employee;

/** An employee of the main site, 'Martin' by name, without a zone. */
export const employeeNamed = (id: string, firstName: string, more: Partial<Employee> = {}): Employee => ({
  ...DIRECTOR,
  id,
  firstName,
  lastName: 'Martin',
  role: 'employee',
  zone: null,
  ...more,
});
