import type { CourseRow } from '@curio/db';
import {
  centsToDollars,
  type TCategory,
  type TCourse,
  type TCourseCard,
  type TQuizQuestion,
  type TReview,
} from '@curio/shared';

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

export interface ReviewWithAuthorRow {
  id: string;
  courseId: string;
  userId: string;
  rating: number;
  comment: string;
  createdAt: Date;
  updatedAt: Date;
  authorName: string;
}

export const toReview = (row: ReviewWithAuthorRow): TReview => ({
  _id: row.id,
  name: row.authorName,
  rating: row.rating,
  comment: row.comment,
  user: row.userId,
  course: row.courseId,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** A quiz question as a learner may see it: never the correct option. */
export const toQuizQuestion = (row: { id: string; question: string; options: string[] }): TQuizQuestion => ({
  _id: row.id,
  question: row.question,
  options: row.options,
});
