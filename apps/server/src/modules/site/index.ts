/** The face of site: all that app.ts may import from it. */
export { siteRoutes } from './routes';
