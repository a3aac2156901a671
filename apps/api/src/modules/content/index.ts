// The content module's exports for the rest of the API: outside the module, import only this file.
export { contentRoutes } from './routes.ts';
export { contentSeedHooks } from './seed-hooks.ts';
