// The progress module's exports for the rest of the API: outside the module, import only this file.
export { progressAdminRoutes } from './console-routes.ts';
