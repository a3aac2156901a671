import type { CourseRow } from '@curio/db';
import { centsToDollars, type TCategory, type TCourse, type TCourseCard } from '@curio/shared';

export type CourseCardRow = Pick<
  CourseRow,
  'id' | 'name' | 'slug' | 'images' | 'duration' | 'priceCents' | 'categoryId'
>;

export const toCourseCard = (row: CourseCardRow): TCourseCard => ({
  _id: row.id,
  name: row.name,
  slug: row.slug,
  images: row.images,
  duration: row.duration,
  price: centsToDollars(row.priceCents),
  category: { _id: row.categoryId },
});

export interface CourseDetailRow {
  course: Omit<CourseRow, 'search' | 'searchRank' | 'categoryName' | 'categorySort'>;
  categoryName: string;
  ratingAverage: number | string | null;
  ratingCount: number | string;
  /** Published lessons, and how many of them are videos. */
  lessonCount: number | string;
  videoLessonCount: number | string;
}

export function toCourse({
  course,
  categoryName,
  ratingAverage,
  ratingCount,
  lessonCount,
  videoLessonCount,
}: CourseDetailRow): TCourse {
  const category: TCategory = { _id: course.categoryId, name: categoryName };
  // A course with published lessons counts them; one without keeps the operator's figures (ADR 031).
  const hasLessons = Number(lessonCount) > 0;
  return {
    ...toCourseCard(course),
    category,
    lectures: hasLessons ? Number(lessonCount) : course.lectures,
    videoLessons: hasLessons ? Number(videoLessonCount) : course.videoLessons,
    skillLevel: course.skillLevel,
    studentsEnrolled: course.studentsEnrolled,
    description: course.description,
    feature: course.feature,
    audience: course.audience,
    overview: course.overview,
    curriculum: course.curriculum,
    certificateDemo: course.certificateDemo,
    // One decimal, as stars are shown; drivers hand numeric aggregates back as strings.
    rating: { average: Math.round(Number(ratingAverage ?? 0) * 10) / 10, count: Number(ratingCount) },
    createdAt: course.createdAt.toISOString(),
    updatedAt: course.updatedAt.toISOString(),
  };
}
