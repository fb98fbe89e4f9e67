/** The face of custom-reports: all that app.ts may import from it. */
export { customReportRoutes } from './routes';
