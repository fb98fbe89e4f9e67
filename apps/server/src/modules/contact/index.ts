/** The face of contact: what app.ts may use; they import no other file of it. */
export { contactRoutes } from './routes';
