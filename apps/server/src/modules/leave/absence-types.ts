import type { AbsenceType, AbsenceTypeFlags, AbsenceTypeInput } from '@pointeo/domain/leave';
import { LEAVE_MESSAGES, MAX_OWN_ABSENCE_TYPES } from '@pointeo/domain/leave-messages';
import {
  BUILT_IN_ABSENCE_TYPE_CODES,
  BUILT_IN_ABSENCE_TYPES,
  type BuiltInAbsenceType,
  customTypeRules,
} from '@pointeo/domain/leave-rules';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { violatedUniqueConstraint } from '../../lib/postgres-errors';
import {
  type AbsenceTypeRow,
  countOwnTypesLocked,
  findAbsenceType,
  insertAbsenceType,
  insertMissingTypes,
  listAbsenceTypes,
  updateAbsenceTypeFlags,
} from './repository';

/**
 * Absence types: the six built-in ones, written for a company the first time it reads its types,
 * and the company's own. Each says whether it is paid and whether it counts as worked time.
 */

/** The company's types, the built-in ones written first if it has none yet. */
export async function absenceTypesOf(db: Executor, companyId: string): Promise<AbsenceTypeRow[]> {
  const types = await listAbsenceTypes(db, companyId);
  if (types.some((type) => type.code !== null)) return types;
  await insertMissingTypes(
    db,
    Object.entries(BUILT_IN_ABSENCE_TYPES).map(([code, rules]) => ({ companyId, code, ...rules })),
  );
  return listAbsenceTypes(db, companyId);
}

/** The built-in types in the order, then the company's own as they were added. */
export async function listTypes(db: Executor, companyId: string): Promise<AbsenceType[]> {
  const rank = (row: AbsenceTypeRow) =>
    row.code === null
      ? BUILT_IN_ABSENCE_TYPE_CODES.length
      : BUILT_IN_ABSENCE_TYPE_CODES.indexOf(row.code as BuiltInAbsenceType);
  const types = await absenceTypesOf(db, companyId);
  return types
    .map((row, index) => ({ row, index }))
    .sort((a, b) => rank(a.row) - rank(b.row) || a.index - b.index)
    .map(({ row }) => toAbsenceType(row));
}

export async function createType(db: Database, companyId: string, input: AbsenceTypeInput) {
  await absenceTypesOf(db, companyId);
  try {
    const row = await db.transaction(async (tx) => {
      if ((await countOwnTypesLocked(tx, companyId)) >= MAX_OWN_ABSENCE_TYPES)
        throw new AppError('TOO_MANY_TYPES', 409, LEAVE_MESSAGES.tooManyTypes);
      return insertAbsenceType(tx, { companyId, code: null, ...customTypeRules(input) });
    });
    return { message: LEAVE_MESSAGES.typeCreated, type: toAbsenceType(row) };
  } catch (error) {
    if (violatedUniqueConstraint(error) === 'absence_types_company_name_key') {
      throw new AppError(
        'TYPE_NAME_TAKEN',
        409,
        LEAVE_MESSAGES.typeNameTaken,
        { name: LEAVE_MESSAGES.typeNameTaken },
        undefined,
        { cause: error },
      );
    }
    throw error;
  }
}

/**
 * Whether a type is paid and counts as worked time, the built-in ones included (an agreement may pay
 * sick leave, count RTT for overtime). A built-in type keeps its accrual rule; a company's own earns
 * paid leave when paid.
 */
export async function updateTypeFlags(
  db: Executor,
  companyId: string,
  typeId: string,
  flags: AbsenceTypeFlags,
) {
  const type = await findAbsenceType(db, companyId, typeId);
  if (!type) throw new AppError('TYPE_NOT_FOUND', 404, LEAVE_MESSAGES.typeNotFound);
  const accrual = type.code === null ? customTypeRules({ name: type.name, ...flags }).accrual : type.accrual;
  const row = await updateAbsenceTypeFlags(db, companyId, typeId, { ...flags, accrual });
  if (!row) throw new AppError('TYPE_NOT_FOUND', 404, LEAVE_MESSAGES.typeNotFound);
  return { message: LEAVE_MESSAGES.typeUpdated, type: toAbsenceType(row) };
}

/** The company's type of this id, or a 400 on the form's field: another company's id is unknown. */
export async function typeOfCompany(
  db: Executor,
  companyId: string,
  typeId: string,
): Promise<AbsenceTypeRow> {
  await absenceTypesOf(db, companyId);
  const type = await findAbsenceType(db, companyId, typeId);
  if (!type) {
    throw new AppError('TYPE_NOT_FOUND', 400, LEAVE_MESSAGES.typeNotFound, {
      typeId: LEAVE_MESSAGES.typeNotFound,
    });
  }
  return type;
}

export function toAbsenceType(row: AbsenceTypeRow): AbsenceType {
  return {
    id: row.id,
    code: row.code as BuiltInAbsenceType | null,
    name: row.name,
    paid: row.paid,
    countsAsWorkedTime: row.countsAsWorkedTime,
  };
}
