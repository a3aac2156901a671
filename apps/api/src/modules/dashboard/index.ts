// The dashboard module's exports for the rest of the API: outside the module, import only this file.
export { dashboardRoutes } from './console-routes.ts';
