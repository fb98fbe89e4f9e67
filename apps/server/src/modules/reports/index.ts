/** The face of reports: what app.ts and other modules may use; they import no other file of it. */
export { addFigures, figuresOf, reportEmployee, totalOf } from './month-data';
export { reportRoutes } from './routes';
