// The health module's exports for the rest of the API: outside the module, import only this file.
export { healthRoutes } from './routes.ts';
