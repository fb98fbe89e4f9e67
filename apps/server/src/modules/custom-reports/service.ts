import {
  CUSTOM_REPORT_MESSAGES as M,
  MAX_SAVED_CUSTOM_REPORTS,
} from '@pointeo/domain/custom-report-messages';
import {
  type CustomReportDefinition,
  type CustomReportOptions,
  type CustomReportResult,
  customReportDefinitionSchema,
  type SavedCustomReport,
} from '@pointeo/domain/custom-reports';
import { DEFAULT_ZONES } from '@pointeo/domain/employee-messages';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { violatedUniqueConstraint } from '../../lib/postgres-errors';
import type { SiteIds } from '../../lib/site-scope';
import { listEmployeeFilters } from '../employees';
import { groupedRows } from './grouping';
import { employeeRanges, loadCompanyRange } from './range-hours';
import {
  countSavedReportsLocked,
  deleteSavedReport,
  findSavedReport,
  insertSavedReport,
  listSavedReports,
} from './repository';

/** 'Rapports personnalisés': filters checked within the company, figures from the hours engine. */

const employeeNotFound = () => new AppError('EMPLOYEE_NOT_FOUND', 404, M.employeeNotFound);
const reportNotFound = () => new AppError('REPORT_NOT_FOUND', 404, M.reportNotFound);

/** The zone the Employés tab shows: the one set, else the role's default. */
function zoneOf(employee: { zone: string | null; role: string }): string {
  return employee.zone ?? DEFAULT_ZONES[employee.role === 'direction' ? 'direction' : 'employee'];
}

export async function customReportOptions(
  db: Executor,
  companyId: string,
  sites: SiteIds,
): Promise<CustomReportOptions> {
  const employees = await listEmployeeFilters(db, companyId, sites);
  return {
    employees: employees.map((employee) => ({
      id: employee.id,
      name: `${employee.lastName} ${employee.firstName}`,
      archived: employee.archivedAt !== null,
    })),
    zones: [...new Set(employees.map(zoneOf))].sort((a, b) => a.localeCompare(b, 'fr')),
  };
}

export async function runCustomReport(
  db: Executor,
  companyId: string,
  definition: CustomReportDefinition,
  now: Date,
  sites: SiteIds,
): Promise<CustomReportResult> {
  const [filters, data] = await Promise.all([
    listEmployeeFilters(db, companyId, sites),
    loadCompanyRange(db, companyId, definition.from, definition.to, now),
  ]);
  // The employees of the member's sites (or of the site asked for) only (decision 063).
  const known = new Map(filters.map((employee) => [employee.id, employee]));
  // Another company's employee, or another site's, is refused like one that does not exist.
  if (definition.employeeIds.some((id) => !known.has(id))) throw employeeNotFound();
  const chosen = new Set(definition.employeeIds);
  const staff = data.staff.filter(
    (employee) =>
      known.has(employee.id) &&
      (chosen.size === 0 || chosen.has(employee.id)) &&
      (definition.zone === null || zoneOf(known.get(employee.id)!) === definition.zone),
  );
  const ranges = employeeRanges(db, companyId, data, staff);
  return { definition, ...(await groupedRows(definition, ranges)) };
}

export async function savedReports(db: Executor, companyId: string): Promise<SavedCustomReport[]> {
  return (await listSavedReports(db, companyId)).map(readBack);
}

export async function savedReport(db: Executor, companyId: string, reportId: string) {
  const row = await findSavedReport(db, companyId, reportId);
  if (!row) throw reportNotFound();
  return readBack(row);
}

export async function saveReport(
  db: Database,
  companyId: string,
  input: { name: string; definition: CustomReportDefinition },
  now: Date,
): Promise<SavedCustomReport> {
  // The employees named must be the company's before anything is kept.
  if (input.definition.employeeIds.length > 0) {
    const known = new Set((await listEmployeeFilters(db, companyId)).map((employee) => employee.id));
    if (input.definition.employeeIds.some((id) => !known.has(id))) throw employeeNotFound();
  }
  try {
    const row = await db.transaction(async (tx) => {
      if ((await countSavedReportsLocked(tx, companyId)) >= MAX_SAVED_CUSTOM_REPORTS)
        throw new AppError('TOO_MANY_REPORTS', 409, M.tooManySaved);
      return insertSavedReport(tx, { companyId, ...input, createdAt: now });
    });
    return readBack(row);
  } catch (error) {
    if (violatedUniqueConstraint(error)) throw new AppError('REPORT_NAME_TAKEN', 409, M.nameTaken);
    throw error;
  }
}

export async function deleteReport(db: Executor, companyId: string, reportId: string): Promise<void> {
  if (!(await deleteSavedReport(db, companyId, reportId))) throw reportNotFound();
}

/**
 * A definition saved before a column was renamed or removed still reads as one the schema accepts,
 * and one saved before repeats were refused reads without them.
 */
function readBack(row: { id: string; name: string; definition: unknown }): SavedCustomReport {
  const saved = row.definition as { columns?: unknown; employeeIds?: unknown };
  const definition = {
    ...saved,
    ...(Array.isArray(saved.columns) && { columns: [...new Set(saved.columns)] }),
    ...(Array.isArray(saved.employeeIds) && { employeeIds: [...new Set(saved.employeeIds)] }),
  };
  return { id: row.id, name: row.name, definition: customReportDefinitionSchema.parse(definition) };
}
