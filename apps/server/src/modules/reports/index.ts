/** The face of reports: all that app.ts and other modules may import from it. */

export { payrollProblems } from '@pointeo/domain/payroll-problems';
export { anonymiseCompanyPayrollExports } from './closure';
export { loadDirectorName, withDirectorName } from './director-name';
export { addFigures, figuresOf, monthRecord, reportEmployee, totalOf } from './month-data';
export { payrollItems } from './payroll-service';
export { reportRoutes } from './routes';
export { employeeStatementPdfFile, monthlyReport, monthlyReportCsvFile } from './service';
