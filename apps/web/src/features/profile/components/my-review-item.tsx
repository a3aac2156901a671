import type { TMyReview } from '@curio/shared';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '#web/lib/paths.ts';
import { RichText } from '#web/components/ui/rich-text.tsx';
import { StarRating } from '#web/components/ui/star-rating.tsx';
import { formatNumericDate } from '#web/lib/dates.ts';

/**
 * One of the learner's own reviews: the course it is about, the stars, the comment and when it last changed.
 * The comment is stored sanitized and is sanitized again here, with the course reviews panel's 'comment'
 * allowlist (docs/product.md#api). A review a moderator hid says so, with the reason.
 */
export function MyReviewItem({ review }: { review: TMyReview }) {
  const nameId = useId();
  return (
    <article className="my-review" aria-labelledby={nameId}>
      <header className="my-review__header">
        <h3 id={nameId} className="my-review__course">
          <Link className="text-link" to={paths.courseDetail.to(review.course.slug)}>
            {review.course.name}
          </Link>
        </h3>
        <StarRating className="my-review__stars" value={review.rating} />
      </header>
      {review.hidden && (
        <p className="my-review__hidden">
          <strong>Hidden by a moderator</strong>
          {review.hiddenReason ? `: ${review.hiddenReason}` : ''}. Only you see this review now; it no longer
          shows on the course page or counts in its rating.
        </p>
      )}
      <RichText className="my-review__comment" html={review.comment} profile="comment" />
      <p className="my-review__date">
        Updated <time dateTime={review.updatedAt}>{formatNumericDate(review.updatedAt)}</time>
      </p>
    </article>
  );
}
