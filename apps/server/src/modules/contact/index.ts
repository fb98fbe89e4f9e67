/** The face of contact: all that app.ts may import from it. */
export { contactRoutes } from './routes';
