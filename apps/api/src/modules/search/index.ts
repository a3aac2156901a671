// The console search's exports for the rest of the API: outside the module, import only this file.
export { consoleSearchRoutes } from './console-routes.ts';
