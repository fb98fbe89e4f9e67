/** The face of spa: all that app.ts may import from it. */
export { spaRoutes } from './routes';
