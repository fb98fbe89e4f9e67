/** The face of site: what app.ts may use; they import no other file of it. */
export { siteRoutes } from './routes';
