/** The face of employee-space: all that app.ts and other modules may import from it. */

export { endCompanySpaceSessions } from './closure';
export { spaceCorrectionRoutes } from './correction-routes';
export { createEmployeeGuard, type SpaceEmployee } from './guard';
export { spacePunchRoutes } from './punch-routes';
export { employeeSpaceRoutes } from './routes';
export { employeeSpaceViewRoutes } from './view-routes';
