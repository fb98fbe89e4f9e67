/** The face of custom-reports: what app.ts may use; they import no other file of it. */
export { customReportRoutes } from './routes';
