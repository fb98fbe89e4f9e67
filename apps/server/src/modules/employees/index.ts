/** The face of employees: what app.ts and other modules may use; they import no other file of it. */
export { hasEverAddedEmployee } from './repository';
export { employeeRoutes } from './routes';
