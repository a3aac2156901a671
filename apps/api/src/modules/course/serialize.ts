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
  course: Omit<CourseRow, 'search'>;
  categoryName: string;
  ratingAverage: number | string | null;
  ratingCount: number | string;
}

export function toCourse({ course, categoryName, ratingAverage, ratingCount }: CourseDetailRow): TCourse {
  const category: TCategory = { _id: course.categoryId, name: categoryName };
  return {
    ...toCourseCard(course),
    category,
    lectures: course.lectures,
    videoLessons: course.videoLessons,
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
