import { z } from 'zod';
import { zMultilineText } from './text.ts';
import { ZConsoleListQuery } from './console.ts';
import { REVIEW_RATING_MAX, REVIEW_RATING_MIN } from './course-texts.ts';

/** Review moderation (editors and admins): every review, hide with a reason, unhide. */

export const REVIEW_HIDE_REASON_MAX = 500;

export const REVIEW_ADMIN_MESSAGES = {
  hidden: 'Review hidden',
  unhidden: 'Review visible again',
  reasonRequired: 'Say why the review is hidden.',
  reasonTooLong: `Keep the reason under ${REVIEW_HIDE_REASON_MAX} characters.`,
} as const;

/**
 * `q` searches the comment and the author's name and email; sort: createdAt, rating (newest first by
 * default).
 */
export const ZAdminReviewListQuery = ZConsoleListQuery.extend({
  course: z.uuid().optional(),
  rating: z.coerce.number().int().min(REVIEW_RATING_MIN).max(REVIEW_RATING_MAX).optional(),
  hidden: z.enum(['yes', 'no']).optional(),
});
export type TAdminReviewListQuery = z.output<typeof ZAdminReviewListQuery>;
export const REVIEW_SORTS = ['createdAt', 'rating'] as const;

export const ZAdminReview = z.object({
  _id: z.uuid(),
  rating: z.number().int(),
  /** Sanitized HTML, as the course page shows it. */
  comment: z.string(),
  author: z.object({ _id: z.uuid(), name: z.string(), email: z.string() }),
  course: z.object({ _id: z.uuid(), name: z.string(), slug: z.string() }),
  hidden: z.boolean(),
  hiddenAt: z.string().nullable(),
  hiddenReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TAdminReview = z.infer<typeof ZAdminReview>;

/** POST /api/admin/reviews/{id}/hide. */
export const ZReviewHideRequest = z.object({
  reason: zMultilineText({ error: REVIEW_ADMIN_MESSAGES.reasonRequired })
    .trim()
    .min(1, { error: REVIEW_ADMIN_MESSAGES.reasonRequired })
    .max(REVIEW_HIDE_REASON_MAX, { error: REVIEW_ADMIN_MESSAGES.reasonTooLong }),
});
export type TReviewHideRequest = z.input<typeof ZReviewHideRequest>;
