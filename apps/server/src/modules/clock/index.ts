/** The face of clock: what app.ts and other modules may use; they import no other file of it. */
export { hasAnyPunch, hasEverActivatedKiosk } from './repository';
export { clockRoutes } from './routes';
export { postgresWrongPins, redisWrongPins } from './wrong-pin-store';
