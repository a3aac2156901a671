import type { FastifyInstance } from 'fastify';
import { adminCategoryRoutes } from './admin-category-routes.ts';
import { adminCourseRoutes } from './admin-course-routes.ts';

/** The console's catalogue under /api/admin: categories and courses, editors and admins. */
export async function courseAdminRoutes(fastify: FastifyInstance) {
  adminCategoryRoutes(fastify);
  adminCourseRoutes(fastify);
}
