import { LEAVE_MESSAGES } from '@pointeo/domain/leave-messages';
import { type AbsenceCode, DEFAULT_ABSENCE_CODES } from '@pointeo/domain/payroll';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { listTypes } from '../leave';

/**
 * The payroll codes of the company's absence types: the saved one, else the one suggested for a
 * built-in type, else none. Stored by type id, so renaming a type keeps its code.
 */

export async function absenceCodesOf(
  db: Executor,
  companyId: string,
  saved: Record<string, string>,
): Promise<AbsenceCode[]> {
  const types = await listTypes(db, companyId);
  return types.map((type) => ({
    typeId: type.id,
    name: type.name,
    code: saved[type.id] ?? (type.code ? DEFAULT_ABSENCE_CODES[type.code] : ''),
  }));
}

/** The codes to save: every type named must be the company's (another company's id is a 404). */
export async function absenceCodesToSave(
  db: Executor,
  companyId: string,
  saved: Record<string, string>,
  codes: readonly AbsenceCode[],
): Promise<Record<string, string>> {
  const known = new Set((await listTypes(db, companyId)).map((type) => type.id));
  const next = { ...saved };
  for (const { typeId, code } of codes) {
    if (!known.has(typeId)) throw new AppError('TYPE_NOT_FOUND', 404, LEAVE_MESSAGES.typeNotFound);
    next[typeId] = code;
  }
  return next;
}
