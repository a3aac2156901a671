// The broadcasts module's exports for the rest of the API: outside the module, import only this file.
export { broadcastRoutes } from './console-routes.ts';
