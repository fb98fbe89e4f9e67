/**
 * The face of data-export (decision 082): the company's data as a ZIP, and an employee's own. It
 * reads through the faces of accounts, employees, sites, the time sheets, leave, billing, invoices
 * and the clock, and nobody imports it but app.ts.
 */
export { dataExportRoutes } from './routes';
export { buildCompanyExport, type DataExportContext, purgeDataExports, startDataExports } from './service';
