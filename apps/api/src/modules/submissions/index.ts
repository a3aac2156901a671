// The submissions module's exports for the rest of the API: outside the module, import only this file.
export { submissionAdminRoutes } from './console-routes.ts';
export { submissionRoutes } from './routes.ts';
