// The pages module's exports for the rest of the API: outside the module, import only this file.
export { pageRoutes } from './routes.ts';
