import { expect, type Page } from '@playwright/test';

/** The month the payroll specs close: October 2026, whose 5th is a Monday. */
export const PAYROLL_MONTH = '2026-10';

/**
 * An employee added through the API with one morning's entry on Monday 5 October 2026 (4 hours
 * worked, typed as a correction); an empty `payrollNumber` leaves him without a matricule.
 */
export async function addEmployeeWithShift(
  page: Page,
  firstName: string,
  pinCode: string,
  payrollNumber: string,
) {
  const added = await page.request.post('/api/employees', {
    data: { firstName, lastName: 'Martin', pinCode, payrollNumber },
  });
  expect(added.status()).toBe(201);
  const { id } = (await added.json()) as { id: string };
  const entry = await page.request.post(`/api/timesheets/employees/${id}/entries`, {
    data: { date: '2026-10-05', arrival: '08:00', departure: '12:00', reason: 'Borne en panne' },
  });
  expect(entry.status()).toBe(201);
  return id;
}
