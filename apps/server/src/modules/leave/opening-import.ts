import type { OpeningImportLine } from '@pointeo/domain/leave';
import { referencePeriodOf } from '@pointeo/domain/leave-accrual';
import { LEAVE_MESSAGES } from '@pointeo/domain/leave-messages';
import {
  OPENING_IMPORT_MESSAGES as IM,
  type OpeningImportRow,
  parseOpeningImport,
} from '@pointeo/domain/leave-opening-import';
import { nameKey } from '@pointeo/domain/table-file';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { LeaveActor } from './absences';
import { leaveRulesOf } from './leave-settings';
import {
  findActiveEmployee,
  type LeaveEmployeeRow,
  listActiveEmployees,
  saveOpeningBalance,
} from './repository';

/**
 * 'Importer les soldes d'ouverture': the preview names each line's employee and period or says why
 * it cannot be imported; the import checks again and writes every line in one transaction, as
 * opening balances (the 'Solde d'ouverture' of the trail), or nothing when one line is wrong.
 */

export async function previewOpeningImport(db: Executor, companyId: string, csv: string) {
  return { lines: await checkedLines(db, companyId, csv) };
}

export async function confirmOpeningImport(db: Database, actor: LeaveActor, csv: string) {
  const count = await db.transaction(async (tx) => {
    const lines = await checkedLines(tx, actor.companyId, csv);
    if (lines.some((line) => line.error !== null)) throw new AppError('IMPORT_HAS_ERRORS', 400, IM.hasErrors);
    // Each employee's row lock, as a hand-typed opening balance takes it, in id order: two imports
    // naming the same employees in another order cannot wait on each other.
    const byEmployee = [...lines].sort((a, b) => (a.employee?.id ?? '').localeCompare(b.employee?.id ?? ''));
    for (const line of byEmployee) {
      const employee =
        line.employee &&
        (await findActiveEmployee(tx, actor.companyId, line.employee.id, { forUpdate: true }));
      if (!employee || line.periodStart === null || line.days === null)
        throw new AppError('EMPLOYEE_NOT_FOUND', 404, LEAVE_MESSAGES.employeeNotFound);
      await saveOpeningBalance(tx, {
        companyId: actor.companyId,
        employeeId: employee.id,
        periodStart: line.periodStart,
        days: line.days,
        authorId: actor.authorId,
        authorName: actor.authorName,
        createdAt: actor.now,
      });
    }
    return lines.length;
  });
  return { message: LEAVE_MESSAGES.importDone(count), count };
}

async function checkedLines(db: Executor, companyId: string, csv: string): Promise<OpeningImportLine[]> {
  const parsed = parseOpeningImport(csv);
  if (!parsed.ok) throw new AppError('BAD_IMPORT_FILE', 400, parsed.error, { csv: parsed.error });
  const [staff, rules] = await Promise.all([listActiveEmployees(db, companyId), leaveRulesOf(db, companyId)]);
  const find = employeeFinder(staff);
  const seen = new Set<string>();
  return parsed.rows.map((row) => {
    const found = find(row);
    const employee = typeof found === 'string' ? null : found;
    const periodStart = row.asOf && referencePeriodOf(row.asOf, rules.referenceStartMonth).start;
    const key = employee && `${employee.id} ${periodStart}`;
    const error =
      typeof found === 'string'
        ? found
        : key && seen.has(key)
          ? IM.duplicate
          : row.days === null
            ? IM.badDays
            : row.asOf === null
              ? IM.badDate
              : null;
    if (key) seen.add(key);
    return {
      line: row.line,
      employee: employee && { id: employee.id, name: `${employee.firstName} ${employee.lastName}` },
      days: row.days,
      asOf: row.asOf,
      periodStart,
      error,
    };
  });
}

/** By matricule when the line has one, else by name ('Prénom Nom' or 'Nom Prénom'), which must be unique. */
function employeeFinder(staff: readonly LeaveEmployeeRow[]) {
  const byPayrollNumber = new Map(
    staff
      .filter((employee) => employee.payrollNumber)
      .map((employee) => [employee.payrollNumber?.trim().toLowerCase(), employee]),
  );
  const byName = new Map<string, LeaveEmployeeRow[]>();
  for (const employee of staff) {
    const keys = new Set([
      nameKey(`${employee.firstName} ${employee.lastName}`),
      nameKey(`${employee.lastName} ${employee.firstName}`),
    ]);
    for (const key of keys) byName.set(key, [...(byName.get(key) ?? []), employee]);
  }
  return (row: OpeningImportRow): LeaveEmployeeRow | string => {
    if (row.payrollNumber) return byPayrollNumber.get(row.payrollNumber.toLowerCase()) ?? IM.employeeNotFound;
    if (!row.name) return IM.employeeMissing;
    const matches = byName.get(nameKey(row.name)) ?? [];
    if (matches.length > 1) return IM.nameAmbiguous;
    return matches[0] ?? IM.employeeNotFound;
  };
}
