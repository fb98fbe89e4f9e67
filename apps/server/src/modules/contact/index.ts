/** The face of contact: all that app.ts may import from it. */
export { CONTACT_PURGE_INTERVAL_MS, contactPurgeJob } from './purge';
export { contactRoutes } from './routes';
