/**
 * Tags of the public read cache for courses (docs/decisions/005-public-read-cache.md), shared by the
 * category, review and quiz modules, whose entries hang off a course. A write invalidates exactly the tags of
 * what it changed: a review touches its course's reviews list and that course's page (its rating), never the
 * catalogue or another course.
 */
export const COURSE_CACHE_TAGS = {
  /** GET /api/category. */
  categories: 'categories',
  /** Every catalogue list and every course page: a course or category write changes them. */
  courses: 'courses',
  /** GET /api/course/slug/{slug}: keyed by slug because that is what the request carries. */
  courseBySlug: (slug: string) => `course-slug:${slug}`,
  /** The same page, by the course it resolved to: an old slug's page goes with the course's own. */
  coursePage: (courseId: string) => `course:${courseId}:page`,
  /** GET /api/course/{id}/reviews. */
  reviews: (courseId: string) => `course:${courseId}:reviews`,
  /** Every reviews list: a reviewer's new display name shows on all of them. */
  allReviews: 'reviews',
  /** GET /api/course/{id}/quiz. */
  quiz: (courseId: string) => `course:${courseId}:quiz`,
  /** GET /api/course/{id}/outline (modules/learning). */
  outline: (courseId: string) => `course:${courseId}:outline`,
} as const;

/**
 * What a write to a course's sections, lessons or videos invalidates: its outline, and its page, whose
 * header counts its lessons (ADR 031).
 */
export const courseLessonTags = (courseId: string) => [
  COURSE_CACHE_TAGS.outline(courseId),
  COURSE_CACHE_TAGS.coursePage(courseId),
];
