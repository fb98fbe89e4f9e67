/** The face of spa: what app.ts may use; they import no other file of it. */
export { spaRoutes } from './routes';
