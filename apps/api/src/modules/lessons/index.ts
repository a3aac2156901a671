// The lessons module's exports for the rest of the API: outside the module, import only this file.
export { lessonConsoleRoutes } from './console-routes.ts';
