// The course module's exports for the rest of the API: outside the module, import only this file.
export { courseAdminRoutes } from './admin-routes.ts';
export { COURSE_CACHE_TAGS } from './cache-tags.ts';
export { createCoursePublicReads } from './public-reads.ts';
export { isPublishedCourse } from './published.ts';
export { courseSummaryColumns } from './repository.ts';
export { courseRoutes } from './routes.ts';
export { reviewAdminRoutes } from './reviews-admin-routes.ts';
export { createCourseService } from './service.ts';
