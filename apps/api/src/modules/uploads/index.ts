// The uploads module's exports for the rest of the API: outside the module, import only this file.
export { uploadsPlugin } from './plugin.ts';
export { uploadAdminRoutes } from './console-routes.ts';
