/** The face of clock: all that app.ts and other modules may import from it. */
export { hasAnyPunch, hasEverActivatedKiosk } from './repository';
export { clockRoutes } from './routes';
export { postgresWrongPins, redisWrongPins } from './wrong-pin-store';
