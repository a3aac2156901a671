import type { TReview } from '@curio/shared';

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
