// The commerce module's exports for the rest of the API: outside the module, import only this file.
export { commerceAdminRoutes } from './admin-routes.ts';
export { commerceRoutes } from './routes.ts';
