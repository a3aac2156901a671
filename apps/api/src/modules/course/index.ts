// The course module's exports for the rest of the API: outside the module, import only this file.
export { COURSE_CACHE_TAGS, courseLessonTags } from './cache-tags.ts';
export { courseAdminRoutes } from './console-routes.ts';
export { createCoursePublicReads } from './public-reads.ts';
export { isPublishedCourse, publishedCourse } from './published.ts';
export { courseJson, courseSummaryColumns } from './repository.ts';
export { courseRoutes } from './routes.ts';
export { createCourseService, type CourseService } from './service.ts';
