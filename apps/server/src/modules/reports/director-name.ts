import { ROLE_LABELS } from '@pointeo/domain/employee-messages';
import type { Executor } from '../../db/client';
import { findDirectorName } from '../accounts';

interface Named {
  role: string;
  firstName: string;
  lastName: string;
}

export interface DirectorName {
  firstName: string;
  lastName: string;
}

/**
 * The director's real name as the company gave it in Informations générales, or null while it gave
 * none: the 'Direction' row made at sign-up then reads 'Direction {company}' as before.
 */
export async function loadDirectorName(db: Executor, companyId: string): Promise<DirectorName | null> {
  const row = await findDirectorName(db, companyId);
  if (!row?.firstName && !row?.lastName) return null;
  return { firstName: row.firstName ?? '', lastName: row.lastName ?? '' };
}

/**
 * The staff of a report with the director's real name on the 'Direction' row made at sign-up
 * (first name 'Direction', last name the company's). A direction employee added by hand carries
 * their own name and is left alone.
 */
export function withDirectorName<T extends Named>(staff: T[], director: DirectorName | null): T[] {
  if (!director) return staff;
  return staff.map((employee) =>
    employee.role === 'direction' && employee.firstName === ROLE_LABELS.direction
      ? { ...employee, firstName: director.firstName, lastName: director.lastName }
      : employee,
  );
}
