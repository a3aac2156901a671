// The content module's exports for the rest of the API: outside the module, import only this file.
export { contentConsoleRoutes } from './console-routes.ts';
export { CONTENT_IMAGE_COLUMNS } from './content-types.ts';
export { CONTENT_TAGS } from './cache-tags.ts';
export { isPublished } from './repository.ts';
export { contentRoutes } from './routes.ts';
export { contentSeedHooks } from './seed-hooks.ts';
export { createContentService } from './service.ts';
export { forgetDeletedBefore, keptDeletedRows } from './console-repository.ts';
