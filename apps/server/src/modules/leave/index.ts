/** The face of leave: all that app.ts and other modules may import from it. */
export { approvedAbsenceDays } from './absence-days';
export { listTypes } from './absence-types';
export { kioskLeaveRoutes } from './kiosk-routes';
export { leaveRoutes } from './routes';
