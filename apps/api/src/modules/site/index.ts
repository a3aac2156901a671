// The site module's exports for the rest of the API: outside the module, import only this file.
export { settingsAdminRoutes } from './console-routes.ts';
export { createSiteRepository } from './repository.ts';
export { createSecretsRepository } from './secrets-repository.ts';
export { siteRoutes } from './routes.ts';
export { createSitePublicReads, SITE_CACHE_TAG } from './public-reads.ts';
