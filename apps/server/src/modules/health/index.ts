/** The face of health: what app.ts may use; they import no other file of it. */
export { healthRoutes } from './routes';
