import type { FastifyInstance } from 'fastify';
import { COURSE_MESSAGES, type TCourse, type TCourseCard } from '@curio/shared';
import { notFound } from '#api/lib/http-errors.ts';
import { createCourseRepository } from './repository.ts';
import { toCourse, toCourseCard } from './serialize.ts';

export function createCourseService(app: FastifyInstance) {
  const repository = createCourseRepository(app.db);

  return {
    async listCourses(filter: { category?: string; tsquery?: string }): Promise<TCourseCard[]> {
      const rows = await repository.listCards(filter);
      return rows.map(toCourseCard);
    },

    async getCourseBySlug(slug: string): Promise<TCourse> {
      const row = await repository.findBySlug(slug);
      if (!row) throw notFound(COURSE_MESSAGES.courseNotFound);
      return toCourse(row);
    },

    /**
     * The course's id and slug, or 404: every review and quiz call starts here (modules/review,
     * modules/quiz).
     */
    async requireCourse(id: string): Promise<{ id: string; slug: string }> {
      const ref = await repository.findRef(id);
      if (!ref) throw notFound(COURSE_MESSAGES.courseNotFound);
      return ref;
    },
  };
}

export type CourseService = ReturnType<typeof createCourseService>;
