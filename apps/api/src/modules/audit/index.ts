// The audit module's exports for the rest of the API: outside the module, import only this file.
export { auditRoutes } from './console-routes.ts';
