/** The face of leave: what app.ts and other modules may use; they import no other file of it. */
export { approvedAbsenceDays } from './absence-days';
export { listTypes } from './absence-types';
export { kioskLeaveRoutes } from './kiosk-routes';
export { leaveRoutes } from './routes';
