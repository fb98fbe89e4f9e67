/**
 * The face of payroll-connectors (issue 32 item 3, decision 079): the push of a validated month to
 * Silae's API. It stands above reports: app.ts hands it reports' list of the month's values
 * (`payrollItems`) and its problems (`payrollProblems`), so a file and a push carry the same figures.
 */

export { anonymiseCompanySilaePushes, deleteCompanySilaeConnection } from './closure';
export { silaeRoutes } from './routes';
export type { PayrollSource, SilaeContext } from './service';
export { SILAE_PATHS, type SilaeEndpoints, silaeRequestOf } from './silae-client';
