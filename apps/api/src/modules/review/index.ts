// The review module's exports for the rest of the API: outside the module, import only this file.
export { createReviewPreview } from './console-preview.ts';
export { reviewAdminRoutes } from './console-routes.ts';
export { reviewRoutes } from './routes.ts';
