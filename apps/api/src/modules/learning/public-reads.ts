import type { FastifyInstance } from 'fastify';
import { envelope, ZCourseOutline } from '@curio/shared';
import { cachedRead } from '#api/plugins/cache.ts';
import { COURSE_CACHE_TAGS as TAGS } from '#api/modules/course/index.ts';
import type { LearningService } from './service.ts';

export const ZCourseOutlineReply = envelope(ZCourseOutline);

/**
 * The course page's outline as a public-cache entry (ADR 005): the same for every visitor, dropped by any
 * write to the course's sections, lessons or videos (`courseLessonTags`) and by every course write.
 */
export function createLearningPublicReads(app: FastifyInstance, learning: LearningService) {
  return {
    /** GET /api/course/{id}/outline: 404 (thrown, never cached) for an unknown or unpublished course. */
    outline: (courseId: string) =>
      cachedRead(app.publicCache, `course:${courseId}:outline`, () => ({
        tags: [TAGS.courses, TAGS.outline(courseId), TAGS.coursePage(courseId)],
        schema: ZCourseOutlineReply,
        load: () => learning.outline(courseId),
      })),
  };
}
