import type { Executor } from '../../db/client';
import { recordWebhookEvent } from '../webhooks';
import type { EmployeeRow } from './repository';

/**
 * The employees' webhook events (decision 077), recorded in the transaction of the change: what an
 * integration needs to keep its copy of the employee, never the PIN.
 */
export function employeeEventData(row: EmployeeRow) {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    role: row.role,
    job_title: row.jobTitle,
    email: row.email,
    payroll_number: row.payrollNumber,
    hire_date: row.hireDate,
    leaving_date: row.leavingDate,
    weekly_contract_minutes: row.weeklyContractMinutes,
    site_id: row.siteId,
    archived: row.archivedAt !== null,
  };
}

export async function recordEmployeeEvent(
  tx: Executor,
  companyId: string,
  type: 'employee.created' | 'employee.updated' | 'employee.archived',
  row: EmployeeRow,
  at: Date,
) {
  await recordWebhookEvent(tx, { companyId, type, data: employeeEventData(row), at });
}
