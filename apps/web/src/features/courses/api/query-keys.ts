import type { TCourseListQuery } from '@curio/shared';

/** Every cache key of the courses feature, so a write can invalidate exactly what it changed. */
export const courseKeys = {
  all: ['courses'] as const,
  categories: () => ['courses', 'categories'] as const,
  list: (query: TCourseListQuery) => ['courses', 'list', query] as const,
  detail: (slug: string) => ['courses', 'detail', slug] as const,
  reviews: (courseId: string) => ['courses', 'reviews', courseId] as const,
  quiz: (courseId: string) => ['courses', 'quiz', courseId] as const,
  /** The course's sections and lessons (the Curriculum tab). */
  outline: (courseId: string) => ['courses', 'outline', courseId] as const,
  /** The staff preview of a course of any status, by id. */
  preview: (courseId: string) => ['courses', 'preview', courseId] as const,
};
