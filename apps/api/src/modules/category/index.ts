// The category module's exports for the rest of the API: outside the module, import only this file.
export { categoryAdminRoutes } from './console-routes.ts';
export { createCategoryPublicReads } from './public-reads.ts';
export { categoryRoutes } from './routes.ts';
export { createCategoryService } from './service.ts';
