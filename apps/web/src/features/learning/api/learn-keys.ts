/** Every cache key of the lesson pages (docs/product.md#learning). */
export const learnKeys = {
  all: ['learn'] as const,
  course: (slug: string) => ['learn', 'course', slug] as const,
  lesson: (lessonId: string) => ['learn', 'lesson', lessonId] as const,
};
