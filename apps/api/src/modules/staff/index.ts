// The staff module's exports for the rest of the API: outside the module, import only this file.
export { staffRoutes } from './console-routes.ts';
