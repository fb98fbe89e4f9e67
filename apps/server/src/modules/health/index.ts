/** The face of health: all that app.ts may import from it. */
export { healthRoutes } from './routes';
